import { MARKET_MAIN_LABELS, SUSPENSION_REASON_MAX, SUSPENSION_WORKFLOW, labelOf, type TSuspensionField } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from '../../../components/form/dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageLoadState, useConfirmSend } from '../../../components/document-page';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateSuspension, useSuspensionContract } from '../api/suspensions';
import { ContractInfoSection } from '../components/suspension-document';
import { failureText, fieldOfError, issueRule } from '../components/suspension-rules';
import '../suspensions.css';
import { DateField } from '../../../components/form/date-field';

const DATE = 'YYYY-MM-DD';
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;

interface Values {
  productCode?: string;
  periodFrom?: Dayjs | null;
  periodTo?: Dayjs | null;
  reason?: string;
}

const asRule = (v: Values) => ({
  productCode: v.productCode ?? null,
  periodFrom: v.periodFrom ? v.periodFrom.format(DATE) : null,
  periodTo: v.periodTo ? v.periodTo.format(DATE) : null,
  reason: v.reason ?? null,
});

/**
 * The suspension request of a contract (P3502, customer members): the contract, its manager and products as read-only
 * information, then the product (its market shown from the catalogue), the period (from today in Korea) and the reason.
 * Every field is checked by the contract's rules with its own message; a refusal of the server about a field is shown
 * on that field, any other failure above the form with "Failed to request suspension." and its cause.
 */
export default function SuspensionRequestPage() {
  const { t } = useTranslation('suspensions');
  const { message } = useFeedback();
  const confirmSend = useConfirmSend();
  const navigate = useNavigate();
  const { contractId } = useParams();
  const id = Number(contractId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useSuspensionContract(valid ? id : null);
  const create = useCreateSuspension();
  const [form] = Form.useForm<Values>();
  const productCode = Form.useWatch('productCode', form);
  const [failure, setFailure] = useState<string | null>(null);
  if (!valid) return <Navigate to="/404" replace />;
  const backHref = `/contract/${id}/contract-detail`;
  const back = (
    <Link to={backHref} className="shell-button shell-button-ghost">
      {t('request.back')}
    </Link>
  );
  if (query.isPending || query.isError)
    return (
      <PageLoadState
        title={t('request.title')}
        query={query}
        texts={{ loading: t('request.loading'), notFound: t('request.notFound'), failed: t('request.loadFailed') }}
        back={
          <Link to="/contract/contract-list" className="shell-button">
            {t('request.toContracts')}
          </Link>
        }
      />
    );
  const info = query.data;
  const today = info.today;
  const lang = currentLanguage();
  const product = info.products.find((p) => p.productCode === productCode);
  const values = (f: { getFieldsValue: (all: true) => Values }) => asRule(f.getFieldsValue(true));
  const rule = (field: TSuspensionField) => issueRule(field, values, today);

  const submit = async (v: Values) => {
    setFailure(null);
    const r = asRule(v);
    // Asked once the form's checks passed: a sent request goes to the provider at once.
    const creation = SUSPENSION_WORKFLOW.creation!;
    if (!(await confirmSend({ label: t('request.submit'), confirm: creation.confirm }))) return;
    try {
      const created = await create.mutateAsync({
        contractId: id,
        productCode: r.productCode ?? undefined,
        marketCode: product?.marketCode || undefined,
        periodFrom: r.periodFrom ?? undefined,
        periodTo: r.periodTo ?? undefined,
        reason: r.reason?.trim() ?? undefined,
      });
      void message.success(t('request.done', { number: created.number }));
      void navigate(`/contract/suspension/${created.suspensionId}/suspension-detail`);
    } catch (err) {
      const field = fieldOfError(err);
      if (field === 'productCode' || field === 'periodFrom' || field === 'periodTo' || field === 'reason') {
        form.setFields([{ name: field, errors: [(err as ApiError).message] }]);
        form.scrollToField(field, { block: 'center', focus: true });
        return;
      }
      setFailure(failureText(t, 'request', err));
    }
  };

  return (
    <PageFrame title={t('request.title')} lead={t('request.lead')} actions={back} className="ws-panel susp-page">
      <ContractInfoSection info={info} />
      {!info.maySuspend ? (
        <Alert type="warning" showIcon role="alert" className="susp-form-alert" title={t('request.notAllowed')} />
      ) : (
        <section className="doc-section" aria-labelledby="susp-request-form">
          <div className="doc-section-head">
            <h2 id="susp-request-form" className="doc-section-title">
              {t('section.requestForm')}
            </h2>
          </div>
          {info.terminationDueDate && (
            <p className="susp-note" role="note">
              {t('request.dueNote', { date: info.terminationDueDate })}
            </p>
          )}
          <Form
            form={form}
            layout="vertical"
            name="suspension-request"
            requiredMark
            className="susp-form"
            scrollToFirstError={{ block: 'center', focus: true }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item name="productCode" label={t('field.product')} required validateFirst rules={[rule('productCode')]}>
              <Select
                placeholder={t('request.productPlaceholder')}
                options={info.products.map((p) => ({ value: p.productCode, label: `${p.productName} (${p.productCode})` }))}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
            <Form.Item label={t('field.market')} htmlFor="susp-market">
              <Input
                id="susp-market"
                readOnly
                value={product ? labelOf(MARKET_MAIN_LABELS, product.marketCode, lang) : ''}
                placeholder={t('request.marketPlaceholder')}
              />
            </Form.Item>
            <div className="susp-period-fields">
              <Form.Item name="periodFrom" label={t('field.periodFrom')} required validateFirst rules={[rule('periodFrom')]}>
                <DateField
                  format={DATE}
                  className="susp-date"
                  placeholder={DATE}
                  disabledDate={(d) => d.format(DATE) < today}
                  onChange={() => void form.validateFields(['periodTo']).catch(() => undefined)}
                />
              </Form.Item>
              <Form.Item name="periodTo" label={t('field.periodTo')} required validateFirst rules={[rule('periodTo')]}>
                <DateField
                  format={DATE}
                  className="susp-date"
                  placeholder={DATE}
                  disabledDate={(d) => d.format(DATE) < (form.getFieldValue('periodFrom')?.format(DATE) ?? today)}
                  defaultPickerValue={form.getFieldValue('periodFrom') ?? dayjs(today)}
                />
              </Form.Item>
            </div>
            <Form.Item
              name="reason"
              label={t('field.reason')}
              required
              validateFirst
              rules={[
                rule('reason'),
                {
                  validator: (_, v?: string) => (v && NUL.test(v) ? Promise.reject(new Error(t('form.badCharacter'))) : Promise.resolve()),
                },
              ]}
            >
              <Input.TextArea rows={4} maxLength={SUSPENSION_REASON_MAX} showCount placeholder={t('request.reasonPlaceholder')} />
            </Form.Item>
            {failure && <Alert type="error" showIcon role="alert" className="susp-form-alert" title={failure} />}
            <div className="susp-form-actions">
              {back}
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                {t('request.submit')}
              </Button>
            </div>
          </Form>
        </section>
      )}
    </PageFrame>
  );
}
