import type { Rule } from 'antd/es/form';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { DOC_PRIVACY } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './privacy-consent.css';

const DocumentDialog = lazy(() => import('./document-dialog'));

/**
 * The privacy consent of a form: what is collected and why (`text`), a link that opens the standard privacy document in
 * the document dialog, and the checkbox agreeing to it, the form's field `name` (checked = true) with the form's rules.
 * What is collected is the form's to say; the link and the checkbox are worded by the kit.
 */
export function PrivacyConsent({ name, rules, required, text }: { name: string; rules?: Rule[]; required?: boolean; text: string }) {
  const { t } = useTranslation('components');
  const [open, setOpen] = useState(false);
  return (
    <div className="privacy-consent">
      <p>{text}</p>
      <Button type="link" className="privacy-consent-link" onClick={() => setOpen(true)}>
        {t('privacyConsent.read')}
      </Button>
      <Form.Item name={name} valuePropName="checked" rules={rules} required={required}>
        <Checkbox>{t('privacyConsent.agree')}</Checkbox>
      </Form.Item>
      {open && (
        <Suspense fallback={null}>
          <DocumentDialog
            source={{ kind: 'document', code: DOC_PRIVACY }}
            open={open}
            onClose={() => setOpen(false)}
            fallbackTitle={t('privacyConsent.document')}
          />
        </Suspense>
      )}
    </div>
  );
}
