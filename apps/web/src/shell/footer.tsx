import { CONTENTS_CONTACT_US, CONTENTS_DIRECTIONS, DOC_PRIVACY, DOC_TERMS } from '@portal/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestContents } from '../components/documents/get-latest-contents';
import { useLatestDocument } from '../components/documents/get-latest-document';
import type { DialogSource } from '../components/documents/document-dialog';

const DocumentDialog = lazy(() => import('../components/documents/document-dialog'));

interface FooterEntry {
  key: 'terms' | 'privacy' | 'directions' | 'contactUs';
  source: DialogSource;
  offered: boolean;
}

/**
 * Bottom bar: links opening the latest terms (01_01), personal-information policy (01_02),
 * directions (contents 01_08) and contact us (contents 01_10), each offered only when its
 * noticeYn is Y; the address, the e-mail collection refusal notice and the copyright line.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const terms = useLatestDocument(DOC_TERMS);
  const privacy = useLatestDocument(DOC_PRIVACY);
  const directions = useLatestContents(CONTENTS_DIRECTIONS);
  const contactUs = useLatestContents(CONTENTS_CONTACT_US);
  const [open, setOpen] = useState<FooterEntry | null>(null);
  const [shown, setShown] = useState<FooterEntry | null>(null);

  const entries: FooterEntry[] = [
    { key: 'terms', source: { kind: 'document', code: DOC_TERMS }, offered: terms.data?.noticeYn === 'Y' },
    { key: 'privacy', source: { kind: 'document', code: DOC_PRIVACY }, offered: privacy.data?.noticeYn === 'Y' },
    { key: 'directions', source: { kind: 'contents', code: CONTENTS_DIRECTIONS }, offered: directions.data?.noticeYn === 'Y' },
    { key: 'contactUs', source: { kind: 'contents', code: CONTENTS_CONTACT_US }, offered: contactUs.data?.noticeYn === 'Y' },
  ];
  const offered = entries.filter((e) => e.offered);

  return (
    <footer className="footer" aria-label={t('footer.label')}>
      <div className="footer-inner">
        {offered.length > 0 && (
          <nav aria-label={t('footer.links')}>
            <ul className="footer-links">
              {offered.map((entry) => (
                <li key={entry.key}>
                  <button
                    type="button"
                    className={`footer-link${entry.key === 'privacy' ? ' is-strong' : ''}`}
                    aria-haspopup="dialog"
                    onClick={() => {
                      setShown(entry);
                      setOpen(entry);
                    }}
                  >
                    {t(`footer.${entry.key}`)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="footer-info">
          <p>{t('footer.address')}</p>
          <p>{t('footer.contact')}</p>
          <p className="footer-refuse">{t('footer.refuse')}</p>
          <p className="footer-copyright">
            <small>{t('footer.copyright', { year: new Date().getFullYear() })}</small>
          </p>
        </div>
      </div>
      {shown && (
        <Suspense fallback={null}>
          <DocumentDialog
            key={shown.key}
            source={shown.source}
            open={open?.key === shown.key}
            onClose={() => setOpen(null)}
            fallbackTitle={t(`footer.${shown.key}`)}
          />
        </Suspense>
      )}
    </footer>
  );
}
