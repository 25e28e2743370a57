import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import { ORDER_AGREEMENTS, type TOrderAgreementCode } from '@portal/contract';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueItem } from './issue-item';
import type { OrderFormValues } from './order-form-model';

const DocumentDialog = lazy(() => import('../../../components/documents/document-dialog'));

/**
 * The agreements of an order: each shown from its standard document (the kit's document dialog, latest version), with
 * a check box; the required ones are marked, and an unchecked one refuses the submission with the catalogue's message.
 */
export function AgreementFields() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const form = Form.useFormInstance<OrderFormValues>();
  const accepted = Form.useWatch<OrderFormValues['agreements']>('agreements') ?? {};
  const [reading, setReading] = useState<(typeof ORDER_AGREEMENTS)[number] | null>(null);
  const all = ORDER_AGREEMENTS.every((a) => accepted[a.code]);
  const some = ORDER_AGREEMENTS.some((a) => accepted[a.code]);
  const setAll = (checked: boolean) => {
    form.setFieldValue(
      'agreements',
      Object.fromEntries(ORDER_AGREEMENTS.map((a) => [a.code, checked])) as Record<TOrderAgreementCode, boolean>,
    );
    void form.validateFields(ORDER_AGREEMENTS.map((a) => ['agreements', a.code])).catch(() => undefined);
  };
  return (
    <>
      <p className="ws-lead">{t('form.agreementsLead')}</p>
      <div className="order-agree-all">
        <Checkbox checked={all} indeterminate={some && !all} onChange={(e) => setAll(e.target.checked)}>
          <span className="ws-strong">{t('form.agreeAll')}</span>
        </Checkbox>
      </div>
      <ul className="order-agreements">
        {ORDER_AGREEMENTS.map((a) => (
          <li key={a.code} className="order-agreement">
            <IssueItem field={`agreements.${a.code}`} label={null} valuePropName="checked" className="order-agreement-item">
              <Checkbox>
                {a.required ? t('form.agreeRequired', { name: a.label[lang] }) : t('form.agreeOptional', { name: a.label[lang] })}
              </Checkbox>
            </IssueItem>
            <Button
              size="small"
              icon={<FileTextOutlined aria-hidden />}
              onClick={() => setReading(a)}
              aria-label={t('form.readDocumentOf', { name: a.label[lang] })}
            >
              {t('form.readDocument')}
            </Button>
          </li>
        ))}
      </ul>
      {reading && (
        <Suspense fallback={null}>
          <DocumentDialog
            source={{ kind: 'document', code: reading.documentTypeCode }}
            open
            onClose={() => setReading(null)}
            fallbackTitle={reading.label[lang]}
          />
        </Suspense>
      )}
    </>
  );
}
