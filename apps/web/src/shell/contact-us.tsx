import { CONTENTS_CONTACT_US } from '@portal/contract/constants';
import CustomerServiceOutlined from '@ant-design/icons/es/icons/CustomerServiceOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestContents } from '../components/documents/get-latest-contents';

const DocumentDialog = lazy(() => import('../components/documents/document-dialog'));

/** "Contact Us" in the top bar: opens the latest contents 01_10 (offered when it is posted). */
export function ContactUsLink() {
  const { t } = useTranslation('shell');
  const contents = useLatestContents(CONTENTS_CONTACT_US);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (contents.data?.noticeYn !== 'Y') return null;
  return (
    <>
      <button
        type="button"
        className="shell-text-button"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <CustomerServiceOutlined aria-hidden />
        <span>{t('contactUs.open')}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <DocumentDialog
            source={{ kind: 'contents', code: CONTENTS_CONTACT_US }}
            open={open}
            onClose={() => setOpen(false)}
            fallbackTitle={t('contactUs.open')}
          />
        </Suspense>
      )}
    </>
  );
}
