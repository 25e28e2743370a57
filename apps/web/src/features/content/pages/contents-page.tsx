import { PAGE_CONTENTS_TYPES } from '@portal/contract';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { useLatestContents } from '../../../components/documents/get-latest-contents';
import { menuLabel, useCurrentPage, useMenuTrail } from '../../../lib/shell-data';
import { SafeHtml } from '../../../components/safe-html';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../components/use-document-title';

/** Title of each content page while its contents load or when none is posted. */
const TITLE_KEYS: Record<string, string> = {
  '/product/information-product-outline': 'pageTitle.outline',
  '/policy': 'pageTitle.outline',
  '/epolicy': 'pageTitle.outline',
  '/tncdef': 'pageTitle.outline',
  '/deftnc': 'pageTitle.outline',
  '/product/realtime-product': 'pageTitle.realtime',
  '/product/closing-price-product': 'pageTitle.closing',
  '/product/stock-information-companies': 'pageTitle.companies',
  '/service/homepage-guideline': 'pageTitle.homepage',
  '/service/visit-guideline': 'pageTitle.visit',
};

/**
 * Product and guide pages: the latest version of the contents type the page names
 * (PAGE_CONTENTS_TYPES in the contract), shown when it is posted.
 */
export default function ContentsPage() {
  const { t } = useTranslation('content');
  const page = useCurrentPage();
  const trail = useMenuTrail();
  const uri = page?.pageUri ?? '';
  const typeCode = PAGE_CONTENTS_TYPES[uri];
  const contents = useLatestContents(typeCode);
  const posted = contents.data?.noticeYn === 'Y' ? contents.data : null;
  const menuTitle = trail.length ? menuLabel(trail[trail.length - 1]) : null;
  const title = posted?.contentsName || (TITLE_KEYS[uri] ? t(TITLE_KEYS[uri]) : menuTitle);
  useDocumentTitle(title);
  // Nothing of that type (404) reads as "nothing posted"; any other failure as a failure.
  const failed = contents.isError && !(contents.error instanceof ApiError && contents.error.status === 404);

  return (
    <article className="content-page">
      <h1 className="page-title">{title}</h1>
      {contents.isPending && typeCode ? (
        <div className="content-article" role="status" aria-live="polite">
          <span className="sr-only">{t('contents.loading')}</span>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : posted ? (
        <div className="content-article">
          <SafeHtml html={posted.contentsContents} />
          <p className="content-updated">{t('contents.updated', { date: formatDate(posted.createDateTime) })}</p>
        </div>
      ) : (
        <Result status={failed ? 'error' : 'info'} subTitle={t(failed ? 'contents.failed' : 'contents.unavailable')} />
      )}
    </article>
  );
}
