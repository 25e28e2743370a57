import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useInquiry } from '../api/inquiries';
import { InquiryDetailView } from '../components/inquiry-detail-view';
import '../inquiries.css';

/** One of my inquiries with its answer; back to the list as I left it. */
export default function InquiryDetailPage() {
  const { t } = useTranslation('inquiries');
  const { inquiryId } = useParams();
  const [params] = useSearchParams();
  const id = Number(inquiryId);
  const query = useInquiry(id);
  useDocumentTitle(query.data?.subject ?? t('inquiry.mine.title'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  const qs = params.toString();
  const listHref = `/mypage/my-inquiry-list${qs ? `?${qs}` : ''}`;
  return (
    <div className="ws-panel">
      <InquiryDetailView
        query={query}
        listHref={listHref}
        actions={
          <Link to={listHref} className="shell-button shell-button-primary">
            <UnorderedListOutlined aria-hidden />
            <span>{t('inquiry.toList')}</span>
          </Link>
        }
      />
    </div>
  );
}
