import {
  CONTACT_FIELDS,
  errorMessage,
  OTHER_REPORT_CONTACT_FIELD_MAX,
  OTHER_REPORT_EMAIL_MAX,
  OTHER_REPORT_ITEM_INFO,
  OTHER_REPORT_PHONE_MAX,
  OTHER_REPORT_TEXT_MAX,
  OTHER_REPORT_WORKFLOW,
  otherReportFieldLabel,
  otherReportValueIssues,
  RECEIVING_METHODS,
  sameOtherReportValue,
  type TContactField,
  type TOtherReportItem,
  type TOtherReportValue,
  type TReportedContact,
} from '@portal/contract';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FieldSection, PageLoadState } from '../../../components/document-page';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useContractReportedItems, useCreateOtherReport } from '../api/other-reports';
import { EffectTag, idParam, itemLabel, methodLabel, ReportValue } from '../components/report-parts';
import { useConfirmSend } from '../../../components/document-page';
import { PageFrame } from '../../../components/page-frame';
import '../other-reports.css';

interface Values {
  item?: TOtherReportItem;
  contact?: TReportedContact;
  text?: string;
  method?: string;
  memo?: string;
}

const CONTACT_MAX: Record<TContactField, number> = {
  name: OTHER_REPORT_CONTACT_FIELD_MAX,
  department: OTHER_REPORT_CONTACT_FIELD_MAX,
  position: OTHER_REPORT_CONTACT_FIELD_MAX,
  email: OTHER_REPORT_EMAIL_MAX,
  phone: OTHER_REPORT_PHONE_MAX,
};

/** The form field of an issue's path (`orderContact.email` -> contact.email; an item -> its text or method). */
const fieldOf = (path: string, item: TOtherReportItem): (string | number)[] => {
  const [, sub] = path.split('.');
  if (sub) return ['contact', sub];
  return [OTHER_REPORT_ITEM_INFO[item].kind === 'choice' ? 'method' : 'text'];
};

/**
 * The change request of a contract's reported items (P3602): the values on record now, then one item to change with its
 * new value. Before sending, the page says whether the change applies at once (contacts) or waits for approval by a
 * sales representative or administrator. The rules are the contract's (`otherReportValueIssues`), the messages the
 * catalogue's, so the page and the server say the same.
 */
export default function OtherReportRequestPage() {
  const { t } = useTranslation('other-reports');
  const { message } = useFeedback();
  const confirmSend = useConfirmSend();
  const navigate = useNavigate();
  const contractId = idParam(useParams().contractId) ?? 0;
  const query = useContractReportedItems(contractId);
  const create = useCreateOtherReport();
  const [form] = Form.useForm<Values>();
  const item = Form.useWatch('item', form);
  const [failure, setFailure] = useState<string | null>(null);
  const lang = currentLanguage();
  const back = (
    <Link to="/contract/other-report-list" className="shell-button shell-button-ghost">
      <UnorderedListOutlined aria-hidden /> <span>{t('request.toList')}</span>
    </Link>
  );

  if (query.isPending || query.isError)
    return (
      <PageLoadState
        title={t('request.title')}
        query={query}
        texts={{ loading: t('request.loading'), notFound: t('request.notFound'), failed: t('request.failed') }}
        back={back}
      />
    );
  const data = query.data;
  const current = item ? data.items.find((i) => i.item === item) : undefined;
  const info = item ? OTHER_REPORT_ITEM_INFO[item] : undefined;

  const valueOf = (v: Values): TOtherReportValue =>
    !item ? '' : info!.kind === 'contact' ? (v.contact ?? {}) : info!.kind === 'choice' ? (v.method ?? '') : (v.text ?? '');

  const pick = (next: TOtherReportItem) => {
    setFailure(null);
    const now = data.items.find((i) => i.item === next)?.value;
    // The form starts from the value on record, so a member changes only what differs.
    form.setFieldsValue({
      contact: typeof now === 'object' && now ? { ...now } : {},
      text: typeof now === 'string' && OTHER_REPORT_ITEM_INFO[next].kind === 'text' ? now : '',
      method: typeof now === 'string' && OTHER_REPORT_ITEM_INFO[next].kind === 'choice' ? now : undefined,
    });
    form.setFields(
      [...CONTACT_FIELDS.map((f) => ['contact', f]), ['text'], ['method']].map((name) => ({ name: name as never, errors: [] })),
    );
  };

  const submit = async (values: Values) => {
    if (!item) return;
    setFailure(null);
    const value = valueOf(values);
    const issues = otherReportValueIssues(item, value);
    if (issues.length) {
      form.setFields(
        issues.map((i) => ({
          name: fieldOf(i.field, item) as never,
          errors: [errorMessage(i.code, lang, { ...i.params, item: otherReportFieldLabel(i.field, lang) })],
        })),
      );
      form.scrollToField(fieldOf(issues[0]!.field, item), { block: 'center', focus: true });
      return;
    }
    if (sameOtherReportValue(item, current?.value ?? null, value)) {
      setFailure(errorMessage('OTR1N4005', lang));
      return;
    }
    // Asked once the form's checks passed: an item applied at once says so, the others go for approval.
    const sending = info!.immediate
      ? { label: t('request.submitNow'), confirm: OTHER_REPORT_WORKFLOW.actions.apply.confirm }
      : { label: t('request.submit'), confirm: OTHER_REPORT_WORKFLOW.creation!.confirm };
    if (!(await confirmSend(sending, itemLabel(item)))) return;
    try {
      const created = await create.mutateAsync({ contractId: data.contractId, item, value, memo: values.memo?.trim() || undefined });
      void message.success(t(created.state === 'APPLIED' ? 'request.appliedNow' : 'request.sentForApproval'));
      void navigate(`/contract/other-report-list?contractId=${data.contractId}&requestId=${created.requestId}`);
    } catch (err) {
      setFailure(err instanceof ApiError && err.message ? err.message : t('request.sendFailed'));
    }
  };

  return (
    <PageFrame title={t('request.title')} lead={t('request.lead')} className="ws-panel otr-page" actions={back}>
      <p className="otr-contract-head">
        <span className="ws-strong">{data.contractName}</span> <span className="ws-hint">{data.contractNumber}</span>
      </p>
      <FieldSection title={t('request.currentTitle')}>
        <ul className="otr-current">
          {data.items.map((i) => (
            <li key={i.item} className="otr-current-item">
              <div className="otr-current-head">
                <span className="ws-strong">{itemLabel(i.item)}</span>
                <EffectTag immediate={i.immediate} />
              </div>
              <ReportValue item={i.item} value={i.value} />
              {i.changedAt && <p className="ws-hint otr-changed">{t('request.changedAt', { at: formatDateTime(i.changedAt) })}</p>}
              {i.openRequestId && (
                <p className="otr-open">
                  <Link to={`/contract/other-report-list?contractId=${data.contractId}&requestId=${i.openRequestId}`}>
                    {t('request.openRequest')}
                  </Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      </FieldSection>
      {!data.mayRequest ? (
        <Alert type="info" showIcon title={t('request.notAllowed')} />
      ) : (
        <FieldSection title={t('request.formTitle')}>
          <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} className="otr-form" requiredMark>
            <Form.Item name="item" label={t('request.item')} rules={[{ required: true, message: t('request.pickItem') }]}>
              <Radio.Group
                className="otr-item-choice"
                onChange={(e) => pick(e.target.value as TOtherReportItem)}
                options={data.items.map((i) => ({
                  value: i.item,
                  disabled: !!i.openRequestId,
                  label: (
                    <span>
                      {itemLabel(i.item)}
                      {i.openRequestId && <span className="ws-hint"> ({t('request.waiting')})</span>}
                    </span>
                  ),
                }))}
              />
            </Form.Item>
            {item && info && (
              <>
                <Alert
                  className="otr-effect-note"
                  type={info.immediate ? 'success' : 'warning'}
                  showIcon
                  title={t(info.immediate ? 'request.immediateNote' : 'request.approvalNote', { item: itemLabel(item) })}
                />
                {info.kind === 'contact' && (
                  <div className="otr-contact-fields">
                    {CONTACT_FIELDS.map((f) => (
                      <Form.Item
                        key={f}
                        name={['contact', f]}
                        label={t(`contact.${f}`)}
                        required={f === 'name' || f === 'email' || f === 'phone'}
                        extra={f === 'phone' ? t('request.phoneHint') : undefined}
                      >
                        <Input
                          maxLength={CONTACT_MAX[f]}
                          autoComplete={f === 'email' ? 'email' : f === 'phone' ? 'tel' : f === 'name' ? 'name' : 'off'}
                          inputMode={f === 'email' ? 'email' : f === 'phone' ? 'tel' : undefined}
                          placeholder={f === 'phone' ? '+82-2-100-1234' : undefined}
                        />
                      </Form.Item>
                    ))}
                  </div>
                )}
                {info.kind === 'text' && (
                  <Form.Item name="text" label={t('request.newValue', { item: itemLabel(item) })} required>
                    <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={OTHER_REPORT_TEXT_MAX} showCount />
                  </Form.Item>
                )}
                {info.kind === 'choice' && (
                  <Form.Item name="method" label={t('request.newValue', { item: itemLabel(item) })} required>
                    <Radio.Group options={RECEIVING_METHODS.map((m) => ({ value: m, label: methodLabel(m) }))} />
                  </Form.Item>
                )}
                <Form.Item name="memo" label={t('request.memo')} extra={t('request.memoHint')}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={1000} />
                </Form.Item>
              </>
            )}
            {failure && <Alert type="error" showIcon title={failure} className="otr-failure" role="alert" />}
            <div className="otr-actions">
              <Button type="primary" htmlType="submit" loading={create.isPending} disabled={!item}>
                {info?.immediate ? t('request.submitNow') : t('request.submit')}
              </Button>
            </div>
          </Form>
        </FieldSection>
      )}
    </PageFrame>
  );
}
