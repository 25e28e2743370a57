import { SUSPENSION_MEMO_MAX, SUSPENSION_REASON_MAX, SUSPENSION_WORKFLOW, type TSuspensionDetail } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import dayjs, { type Dayjs } from '../../../components/form/dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldSection } from '../../../components/document-page';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useActOnSuspension, useUpdateSuspensionMemo } from '../api/suspensions';
import { failureText, fieldOfError, issueRule } from './suspension-rules';
import { DateField } from '../../../components/form/date-field';

const DATE = 'YYYY-MM-DD';
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;

interface ChangeValues {
  periodFrom?: Dayjs | null;
  periodTo?: Dayjs | null;
  reason?: string;
}

/**
 * The change reception of provider staff (the receiveChange action in one step): the new period and the change reason
 * in a dialog that asks the declaration's confirmation; the period is checked by the rules of a request (the start
 * date may stay as it was), a refusal of the server is shown on its field or, when it is no field's, above the form.
 */
export function ChangeReception({ suspension }: { suspension: TSuspensionDetail }) {
  const { t } = useTranslation('suspensions');
  const { message } = useFeedback();
  const [form] = Form.useForm<ChangeValues>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const act = useActOnSuspension();
  const action = SUSPENSION_WORKFLOW.actions.receiveChange;
  const lang = currentLanguage();
  const today = suspension.contract.today;
  if (!suspension.allowedActions.includes('receiveChange')) return null;
  const values = (f: { getFieldsValue: (all: true) => ChangeValues }) => {
    const v = f.getFieldsValue(true);
    return {
      productCode: suspension.productCode,
      periodFrom: v.periodFrom ? v.periodFrom.format(DATE) : null,
      periodTo: v.periodTo ? v.periodTo.format(DATE) : null,
      reason: suspension.reason,
    };
  };
  const submit = async () => {
    let v: ChangeValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setFailure(null);
    try {
      await act.mutateAsync({
        suspensionId: suspension.suspensionId,
        action: 'receiveChange',
        body: {
          version: suspension.version,
          reason: v.reason?.trim(),
          periodFrom: v.periodFrom!.format(DATE),
          periodTo: v.periodTo!.format(DATE),
        },
      });
      setOpen(false);
      void message.success(action.success[lang]);
    } catch (err) {
      const field = fieldOfError(err);
      if (field === 'periodFrom' || field === 'periodTo') {
        form.setFields([{ name: field, errors: [(err as ApiError).message] }]);
        return;
      }
      const stale = err instanceof ApiError && err.errorCode === 'WFL1N4091';
      setFailure({ text: stale ? (err as ApiError).message : failureText(t, 'approval', err), stale });
    }
  };
  return (
    <>
      <Button
        onClick={() => {
          form.setFieldsValue({ periodFrom: dayjs(suspension.periodFrom), periodTo: dayjs(suspension.periodTo), reason: '' });
          setFailure(null);
          setOpen(true);
        }}
      >
        {action.label[lang]}
      </Button>
      <Modal
        open={open}
        title={t('change.title')}
        okText={action.label[lang]}
        cancelText={t('common:action.cancel')}
        confirmLoading={act.isPending}
        onOk={() => void submit()}
        onCancel={() => !act.isPending && setOpen(false)}
        mask={{ closable: false }}
        destroyOnHidden
      >
        <p className="doc-confirm">{action.confirm[lang]}</p>
        <p className="ws-hint">{t('change.current', { period: `${suspension.periodFrom} ~ ${suspension.periodTo}` })}</p>
        <Form form={form} layout="vertical" name="suspension-change" requiredMark scrollToFirstError={{ block: 'center', focus: true }}>
          <div className="susp-period-fields">
            <Form.Item
              name="periodFrom"
              label={t('field.periodFrom')}
              required
              validateFirst
              rules={[issueRule('periodFrom', values, today, suspension.periodFrom)]}
            >
              <DateField
                format={DATE}
                className="susp-date"
                disabledDate={(d) => d.format(DATE) < today && d.format(DATE) !== suspension.periodFrom}
                onChange={() => void form.validateFields(['periodTo']).catch(() => undefined)}
              />
            </Form.Item>
            <Form.Item
              name="periodTo"
              label={t('field.periodTo')}
              required
              validateFirst
              rules={[issueRule('periodTo', values, today, suspension.periodFrom)]}
            >
              <DateField format={DATE} className="susp-date" disabledDate={(d) => d.format(DATE) < today} />
            </Form.Item>
          </div>
          <Form.Item
            name="reason"
            label={t('field.changeReason')}
            required
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('change.reasonRequired') },
              { max: SUSPENSION_REASON_MAX, message: t('form.tooLong', { item: t('field.changeReason'), max: SUSPENSION_REASON_MAX }) },
              { validator: (_, v?: string) => (v && NUL.test(v) ? Promise.reject(new Error(t('form.badCharacter'))) : Promise.resolve()) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={SUSPENSION_REASON_MAX} showCount />
          </Form.Item>
        </Form>
        {failure && <Alert type="error" showIcon role="alert" title={failure.text} />}
      </Modal>
    </>
  );
}

/** The staff memo: kept on the request, editable by provider staff, never shown to the customer. */
export function StaffMemo({ suspension }: { suspension: TSuspensionDetail }) {
  const { t } = useTranslation('suspensions');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ memo: string }>();
  const save = useUpdateSuspensionMemo();
  const [error, setError] = useState<string | null>(null);
  if (!suspension.mayEditMemo) return null;
  return (
    <FieldSection
      title={t('memo.title')}
      extra={
        suspension.memoUpdatedAt && (
          <span className="ws-hint">
            {t('memo.updated', { name: suspension.memoUpdatedByName ?? '-', at: formatDateTime(suspension.memoUpdatedAt) })}
          </span>
        )
      }
    >
      <p className="ws-hint">{t('memo.hint')}</p>
      <Form
        form={form}
        layout="vertical"
        name="suspension-memo"
        initialValues={{ memo: suspension.memo ?? '' }}
        onFinish={async ({ memo }) => {
          setError(null);
          try {
            await save.mutateAsync({ suspensionId: suspension.suspensionId, body: { memo: memo ?? '' } });
            void message.success(t('memo.saved'));
          } catch (err) {
            setError(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
          }
        }}
      >
        <Form.Item
          name="memo"
          label={t('memo.label')}
          rules={[
            { max: SUSPENSION_MEMO_MAX, message: t('form.tooLong', { item: t('memo.label'), max: SUSPENSION_MEMO_MAX }) },
            { validator: (_, v?: string) => (v && NUL.test(v) ? Promise.reject(new Error(t('form.badCharacter'))) : Promise.resolve()) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={SUSPENSION_MEMO_MAX} showCount />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" title={error} className="susp-form-alert" />}
        <Button htmlType="submit" loading={save.isPending}>
          {t('memo.save')}
        </Button>
      </Form>
    </FieldSection>
  );
}
