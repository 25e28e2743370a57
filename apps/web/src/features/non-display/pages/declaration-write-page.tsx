import {
  CURRENCY_LABELS,
  errorMessage,
  formatPersonName,
  NON_DISPLAY_COMMITMENTS,
  NON_DISPLAY_ENDED_STATES,
  NON_DISPLAY_MAX_APPLICATIONS,
  NON_DISPLAY_MAX_FILES,
  NON_DISPLAY_PURPOSE_LABELS,
  NON_DISPLAY_PURPOSES,
  NON_DISPLAY_USE_CHOICE_LABELS,
  NON_DISPLAY_USE_CHOICES,
  NON_DISPLAY_USE_LABELS,
  NON_DISPLAY_WORKFLOW,
  nonDisplayFieldLabel,
  ORDER_WORKFLOW,
  type TNonDisplayCommitmentCode,
  type TNonDisplayDetail,
  type TNonDisplayPurpose,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form, { type FormInstance, type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import dayjs, { type Dayjs } from '../../../components/form/dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorTextOf } from '../../../components/form/field-rules';
import { useConfirmSend } from '../../../components/document-page';
import { FeePanel } from '../../../components/fee-panel';
import { PageFrame } from '../../../components/page-frame';
import { UploadField } from '../../../components/upload/upload-control';
import { useUploadGate } from '../../../components/upload/use-upload-gate';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import {
  useActOnNonDisplayReport,
  useCreateNonDisplayReport,
  useNonDisplayReport,
  useNonDisplayReports,
  useUpdateNonDisplayReport,
} from '../api/non-display';
import { useContract } from '../../../lib/calls/contracts';
import { useCustomerProfile } from '../../../lib/calls/customer-profile';
import { useNonDisplayFees } from '../api/get-non-display-fees';
import { useOrder } from '../../../lib/calls/orders';
import { useOrderChoices } from '../api/search-orders';
import {
  confirmationDefaults,
  declarationFeeChange,
  declarationIssues,
  emptyDeclarationValues,
  quoteValues,
  toDeclarationForm,
  valuesOf,
  warningsOf,
  type DeclarationValues,
} from '../components/declaration-model';
import { declarationPage, orderTypeLabel } from '../components/declaration-parts';
import '../non-display.css';
import { DateField } from '../../../components/form/date-field';

const DATE = 'YYYY-MM-DD';
const dateProps = {
  getValueProps: (v: string | null | undefined) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format(DATE) : null),
};
/** States in which the customer edits a declaration (the declaration's `editableBy`). */
const EDITABLE = ['DRAFT', 'RECONFIRM', 'REVISING'];
const idParam = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The declaration form (P3402): `?orderId=` preselects the order form (when it already has a live declaration, that one
 * opens instead), `?declarationId=` edits a draft, a declaration sent back for reconfirmation or a change of an approved
 * one. Saving keeps a draft; submitting checks the rules of spec section 5 first.
 */
export default function DeclarationWritePage() {
  const { t } = useTranslation('non-display');
  const [params] = useSearchParams();
  const declarationId = idParam(params.get('declarationId'));
  const orderId = declarationId ? null : idParam(params.get('orderId'));
  const existing = useNonDisplayReport(declarationId);
  const ofOrder = useNonDisplayReports({ orderId: orderId ?? undefined, pageNumber: 1, pageSize: 10 }, orderId !== null);
  const title = existing.data ? t('write.titleEdit', { number: existing.data.number }) : t('write.titleNew');
  if (declarationId && existing.isPending)
    return (
      <PageFrame title={title}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageFrame>
    );
  if (declarationId && existing.isError)
    return (
      <PageFrame title={title}>
        <Result status="404" title={<p className="nd-result-title">{errorTextOf(existing.error, t('write.notEditable'))}</p>} />
      </PageFrame>
    );
  if (existing.data && !existing.data.mayEdit)
    return (
      <PageFrame title={title}>
        <Result
          status="info"
          title={<p className="nd-result-title">{t('write.notEditable')}</p>}
          extra={
            <Link to={declarationPage(existing.data.declarationId)} className="shell-button shell-button-primary">
              {t('write.toDetail')}
            </Link>
          }
        />
      </PageFrame>
    );
  if (orderId && ofOrder.isPending)
    return (
      <PageFrame title={title}>
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('write.loadingOrder')}</span>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </PageFrame>
    );
  const live = ofOrder.data?.items.find((i) => !NON_DISPLAY_ENDED_STATES.includes(i.state));
  if (orderId && live)
    return (
      <Navigate
        to={
          EDITABLE.includes(live.state)
            ? `/report/non-display-write?declarationId=${live.declarationId}`
            : declarationPage(live.declarationId)
        }
        replace
      />
    );
  return (
    <PageFrame title={title} lead={t('write.lead')}>
      <DeclarationForm key={existing.data?.declarationId ?? `new-${orderId ?? ''}`} existing={existing.data ?? null} orderId={orderId} />
    </PageFrame>
  );
}

function DeclarationForm({ existing, orderId }: { existing: TNonDisplayDetail | null; orderId: number | null }) {
  const { t } = useTranslation('non-display');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const { message } = useFeedback();
  const confirmSend = useConfirmSend();
  const [form] = Form.useForm<DeclarationValues>();
  const initial = useMemo(() => (existing ? valuesOf(existing) : emptyDeclarationValues(orderId)), [existing, orderId]);
  const saved = useRef<TNonDisplayDetail | null>(existing);
  const [checking, setCheckingState] = useState(false);
  // The rules read the ref: a submission checks them in the same tick it switches them on.
  const checkingRef = useRef(false);
  const setChecking = (on: boolean) => {
    checkingRef.current = on;
    setCheckingState(on);
  };
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const gate = useUploadGate();
  const create = useCreateNonDisplayReport();
  const update = useUpdateNonDisplayReport();
  const act = useActOnNonDisplayReport();

  const chosenOrder = Form.useWatch('orderId', form) ?? initial.orderId ?? null;
  const use = Form.useWatch('use', form);
  const purposes = Form.useWatch('purposes', form) ?? initial.purposes;
  const effectiveDate = Form.useWatch('effectiveDate', form);
  const order = useOrder(chosenOrder);
  const contract = useContract(order.data?.contractId ?? null);
  const profile = useCustomerProfile(undefined);
  const fees = useNonDisplayFees(effectiveDate ?? undefined);
  const choices = useOrderChoices(undefined, !existing);
  const currency = existing?.currency ?? profile.data?.currency ?? 'KRW';
  const { user } = useSession();
  const companyName = profile.data?.companyName;
  // A new declaration's confirming company and manager come from the member's company and profile (fields left empty
  // only; the writer's own entries stay).
  useEffect(() => {
    if (existing || !user) return;
    const current = form.getFieldValue('confirmation') as DeclarationValues['confirmation'] | undefined;
    form.setFieldValue(
      'confirmation',
      confirmationDefaults(current, {
        companyName,
        name: formatPersonName(user, currentLanguage()),
        email: user.loginEmail,
        position: user.chargeJob,
      }),
    );
  }, [existing, user, companyName, form]);
  const quote = quoteValues({ use, purposes }, fees.data?.items ?? [], currency, lang);
  const warnings = warningsOf(
    { use, purposes, effectiveDate },
    order.data ? { nonDisplayUses: order.data.form.nonDisplayUses, contractBeginDate: contract.data?.beginDate ?? null } : null,
    lang,
  );

  /** A field's rule: the submission rules' message for it, checked once a submission was tried. */
  const rule = (name: (string | number)[]): Rule => ({
    validator: () => {
      if (!checkingRef.current) return Promise.resolve();
      const message = declarationIssues(form.getFieldsValue(true) as DeclarationValues, lang).get(name.join('.'));
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
  const requiredMark = checking;

  const orderOptions = (() => {
    const items = (choices.data?.items ?? []).filter((o) => o.state !== 'CANCELLED');
    const option = (o: { orderId: number; orderNumber: string; requestType: Parameters<typeof orderTypeLabel>[0]; state: string }) => ({
      value: o.orderId,
      label: t('write.orderOption', {
        number: o.orderNumber,
        type: orderTypeLabel(o.requestType),
        state: ORDER_WORKFLOW.states[o.state as keyof typeof ORDER_WORKFLOW.states]?.label[lang] ?? o.state,
      }),
    });
    const list = items.map(option);
    if (order.data && !list.some((o) => o.value === order.data.orderId)) list.unshift(option(order.data));
    if (existing && !list.some((o) => o.value === existing.orderId))
      list.unshift({ value: existing.orderId, label: `${existing.orderNumber} · ${orderTypeLabel(existing.orderType)}` });
    return list;
  })();

  const persist = async (values: DeclarationValues): Promise<TNonDisplayDetail> => {
    const known = saved.current;
    const result = known
      ? await update.mutateAsync({ declarationId: known.declarationId, body: { version: known.version, form: toDeclarationForm(values) } })
      : await create.mutateAsync({ orderId: values.orderId ?? 0, form: toDeclarationForm(values) });
    saved.current = result;
    if (!known) setParams({ declarationId: String(result.declarationId) }, { replace: true });
    return result;
  };

  /** A refusal of the server on its field (found by its message), else shown above the buttons. */
  const refuse = (err: unknown, values: DeclarationValues) => {
    if (err instanceof ApiError) {
      for (const [key, text] of declarationIssues(values, lang))
        if (text === err.message) {
          const name = key.split('.');
          const untyped = form as unknown as FormInstance;
          untyped.setFields([{ name, errors: [text] }]);
          untyped.scrollToField(name, { block: 'center', focus: true });
          return;
        }
    }
    setFailure(errorTextOf(err, t('common:error.api')));
  };

  const save = async () => {
    setFailure(null);
    if (gate.blocker) return setFailure(gate.blocker);
    const values = form.getFieldsValue(true) as DeclarationValues;
    if (!values.orderId) {
      setChecking(true);
      await form.validateFields([['orderId']]).catch(() => undefined);
      return;
    }
    setBusy('save');
    try {
      const result = await persist(values);
      void message.success(t('write.saved', { number: result.number }));
    } catch (err) {
      refuse(err, values);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    setFailure(null);
    setChecking(true);
    if (gate.blocker) return setFailure(gate.blocker);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as DeclarationValues;
    // Asked once the form's checks passed, before anything is sent (cancelled: nothing saved, the form stays).
    const again = existing?.state === 'RECONFIRM';
    const sending = NON_DISPLAY_WORKFLOW.actions[again ? 'resubmit' : 'submit'];
    if (!(await confirmSend({ label: t(again ? 'write.resubmit' : 'write.submit'), confirm: sending.confirm }))) return;
    setBusy('submit');
    try {
      const d = await persist(values);
      const action = d.allowedActions.includes('submit') ? 'submit' : d.allowedActions.includes('resubmit') ? 'resubmit' : null;
      if (!action) throw new ApiError(409, 'WFL1N4092', t('write.notEditable'));
      const done = await act.mutateAsync({ declarationId: d.declarationId, action, body: { version: d.version } });
      void message.success(NON_DISPLAY_WORKFLOW.actions[action].success[lang]);
      navigate(declarationPage(done.declarationId), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) saved.current = null;
      refuse(err, values);
    } finally {
      setBusy(null);
    }
  };

  const resubmit = existing?.state === 'RECONFIRM';
  const orderUses = order.data?.form.nonDisplayUses ?? [];
  const line = (p: TNonDisplayPurpose) => quote.lines.find((l) => l.purpose === p)!;

  return (
    // A div, not a form: the buttons below save and submit; Enter in a field submits nothing.
    <Form<DeclarationValues>
      component="div"
      form={form}
      name="non-display"
      layout="vertical"
      initialValues={initial}
      scrollToFirstError={{ block: 'center', focus: true }}
      onValuesChange={() => setFailure(null)}
      className="nd-form"
    >
      <fieldset className="nd-fieldset">
        <legend className="nd-legend">{t('write.orderSection')}</legend>
        <Form.Item
          name="orderId"
          label={t('field.order')}
          required={requiredMark}
          rules={[{ required: true, message: orderRequired(lang) }]}
          extra={existing ? t('write.orderFixed') : undefined}
        >
          <Select
            options={orderOptions}
            placeholder={t('write.orderPlaceholder')}
            disabled={!!existing}
            loading={choices.isPending && !existing}
            notFoundContent={t('write.noOrders')}
            showSearch={{ optionFilterProp: 'label' }}
            className="nd-order-select"
          />
        </Form.Item>
        {order.data && (
          <p className="nd-order-uses">
            <span className="nd-muted">{t('field.orderUses')}: </span>
            {orderUses.length ? orderUses.map((u) => NON_DISPLAY_USE_LABELS[u][lang]).join(', ') : t('write.orderUsesNone')}
            {contract.data && (
              <>
                {' · '}
                <span className="nd-muted">{t('field.contractBeginDate')}: </span>
                {contract.data.beginDate}
              </>
            )}
          </p>
        )}
      </fieldset>

      <fieldset className="nd-fieldset">
        <legend className="nd-legend">{t('write.usageSection')}</legend>
        <Form.Item name="use" label={t('field.use')} required={requiredMark} rules={[rule(['use'])]} extra={t('write.useHint')}>
          <Radio.Group
            options={NON_DISPLAY_USE_CHOICES.map((c) => ({ value: c, label: NON_DISPLAY_USE_CHOICE_LABELS[c][lang] }))}
            optionType="button"
          />
        </Form.Item>
        {use === 'USE' ? (
          <div className="nd-purposes" role="group" aria-label={t('field.purposes')}>
            {NON_DISPLAY_PURPOSES.map((p) => {
              const q = line(p);
              return (
                <div key={p} className="nd-purpose" role="group" aria-labelledby={`nd-purpose-${p}`}>
                  <p className="nd-purpose-name" id={`nd-purpose-${p}`}>
                    {NON_DISPLAY_PURPOSE_LABELS[p][lang]}
                  </p>
                  <div className="nd-purpose-row">
                    <Form.Item
                      name={['purposes', p, 'applications']}
                      label={t('field.applications')}
                      rules={p === 'TRADING' ? [rule(['purposes', 'TRADING', 'applications'])] : []}
                      dependencies={
                        p === 'TRADING'
                          ? [
                              ['purposes', 'OTHER', 'applications'],
                              ['purposes', 'OTHER', 'chargeHold'],
                              ['purposes', 'TRADING', 'chargeHold'],
                            ]
                          : []
                      }
                    >
                      <InputNumber min={0} max={NON_DISPLAY_MAX_APPLICATIONS} precision={0} className="nd-number" />
                    </Form.Item>
                    <Form.Item name={['purposes', p, 'chargeHold']} valuePropName="checked" className="nd-hold">
                      <Checkbox>{t('field.chargeHold')}</Checkbox>
                    </Form.Item>
                    <dl className="nd-quote" aria-live="polite">
                      <div>
                        <dt>{t('field.tier')}</dt>
                        <dd data-testid={`tier-${p}`}>{q.tierLabel ?? t('write.noTier')}</dd>
                      </div>
                      <div>
                        <dt>{t('field.fee')}</dt>
                        <dd data-testid={`fee-${p}`}>{q.feeText ?? t('write.feeNone')}</dd>
                      </div>
                    </dl>
                  </div>
                </div>
              );
            })}
            <p className="ws-hint">
              {t('write.applicationsHint')} {t('write.chargeHoldHint')}
            </p>
            <p className="nd-total">
              <span>{t('field.total')}</span> <strong data-testid="fee-total">{quote.totalText ?? t('write.feeNone')}</strong>
              <span className="nd-muted"> ({t('write.feeUnit', { currency: CURRENCY_LABELS[currency][lang] })})</span>
            </p>
            {fees.isPending && <p className="nd-muted">{t('write.feesLoading')}</p>}
            {fees.isError && <Alert type="warning" showIcon title={t('write.feesFailed')} />}
          </div>
        ) : use === 'NO_USE' ? (
          <p className="nd-muted">{t('write.noUseNote')}</p>
        ) : null}
        <Form.Item
          name="effectiveDate"
          label={t('field.effectiveDate')}
          required={requiredMark}
          rules={[rule(['effectiveDate'])]}
          {...dateProps}
        >
          <DateField format={DATE} />
        </Form.Item>
      </fieldset>

      <fieldset className="nd-fieldset">
        <legend className="nd-legend">{t('write.commitmentsSection')}</legend>
        <Form.Item
          name="acceptedCommitments"
          label={t('field.commitments')}
          required={requiredMark}
          rules={[rule(['acceptedCommitments'])]}
          extra={t('write.commitmentsHint')}
        >
          <CommitmentsField />
        </Form.Item>
      </fieldset>

      <fieldset className="nd-fieldset">
        <legend className="nd-legend">{t('write.confirmationSection')}</legend>
        <div className="nd-grid">
          <Form.Item name={['confirmation', 'company']} label={t('field.confirmCompany')}>
            <Input maxLength={200} autoComplete="organization" />
          </Form.Item>
          <Form.Item name={['confirmation', 'manager']} label={t('field.confirmManager')}>
            <Input maxLength={200} autoComplete="name" />
          </Form.Item>
          <Form.Item name={['confirmation', 'email']} label={t('field.confirmEmail')} rules={[rule(['confirmation', 'email'])]}>
            <Input maxLength={254} type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name={['confirmation', 'position']} label={t('field.confirmPosition')}>
            <Input maxLength={200} autoComplete="organization-title" />
          </Form.Item>
          <Form.Item name={['confirmation', 'date']} label={t('field.confirmDate')} {...dateProps}>
            <DateField format={DATE} />
          </Form.Item>
        </div>
      </fieldset>

      <fieldset className="nd-fieldset">
        <legend className="nd-legend" id="nd-files-label">
          {t('write.filesSection')}
        </legend>
        <Form.Item name="files">
          <UploadField
            id="non-display_files"
            group="NON_DISPLAY"
            onStatusChange={gate.onStatusChange}
            maxFiles={NON_DISPLAY_MAX_FILES}
            labelledBy="nd-files-label"
          />
        </Form.Item>
      </fieldset>

      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="nd-alert"
          title={t('write.warningsTitle')}
          description={
            <>
              <p>{t('write.warningsLead')}</p>
              <ul className="nd-warning-list">
                {warnings.map((w) => (
                  <li key={w.code}>{w.label}</li>
                ))}
              </ul>
            </>
          }
        />
      )}
      <FeePanel change={declarationFeeChange({ use, purposes, effectiveDate, orderId: chosenOrder }, existing?.declarationId ?? null)} />
      {failure && <Alert type="error" showIcon role="alert" className="nd-alert" title={failure} />}
      {gate.blocker && (
        <p className="upload-gate" role="status">
          {gate.blocker}
        </p>
      )}
      <div className="nd-buttons">
        <Link
          to={existing ? declarationPage(existing.declarationId) : '/report/non-display-list'}
          className="shell-button shell-button-ghost"
        >
          {t('write.cancel')}
        </Link>
        <Button onClick={() => void save()} loading={busy === 'save'} disabled={busy === 'submit'}>
          {t('write.save')}
        </Button>
        <Button type="primary" onClick={() => void submit()} loading={busy === 'submit'} disabled={busy === 'save'}>
          {resubmit ? t('write.resubmit') : t('write.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** The required message of the order field, worded as the catalogue words a required choice. */
const orderRequired = (lang: 'ko' | 'en') => errorMessage('NDR1N4002', lang, { item: nonDisplayFieldLabel('orderId', lang) });

/**
 * The commitments as check boxes, one per commitment with its title and text. The form's invalid state is not put on
 * the group (not allowed there by ARIA); its message is linked to the field as the form links it.
 */
function CommitmentsField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: TNonDisplayCommitmentCode[];
  onChange?: (codes: TNonDisplayCommitmentCode[]) => void;
}) {
  const lang = currentLanguage();
  return (
    <div id={id} tabIndex={-1}>
      <Checkbox.Group className="nd-commitment-group" value={value ?? []} onChange={(v) => onChange?.(v as TNonDisplayCommitmentCode[])}>
        {NON_DISPLAY_COMMITMENTS.map((c) => (
          <Checkbox key={c.code} value={c.code}>
            <strong>{c.title[lang]}</strong>
            <br />
            <span className="nd-commitment-text">{c.text[lang]}</span>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}
