import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoreLink } from '../../../components/more-link';
import { useExchangeApprovals } from '../api/search-exchange-approvals';
import '../../../components/count-cards.css';

const LIST = '/exchange/approval-list';
const WAITING = `${LIST}?status=WAITING`;

/**
 * The exchange reviewer's home block: the documents waiting on their decision, counted, a link to the
 * approval list narrowed to them. The drawer leaves the exchange menu out (spec 1, section 2), so on a phone this
 * is the reviewer's way to the approvals.
 */
export function ExchangeApprovalsHomeBlock() {
  const { t } = useTranslation('exchange-approvals');
  // The count is the page's total; one row is enough to ask for it (the smallest page size).
  const waiting = useExchangeApprovals({ status: 'WAITING', pageNumber: 1, pageSize: 10 });
  const count = waiting.data?.totalCount;
  return (
    <section className="home-section" aria-labelledby="home-exchange-approvals" aria-busy={waiting.isPending}>
      <div className="home-section-head">
        <h2 id="home-exchange-approvals">{t('home.title')}</h2>
        <MoreLink to={LIST} label={t('home.all')} />
      </div>
      {count === undefined ? (
        <p className="home-notices home-empty">{waiting.isError ? t('home.failed') : t('home.loading')}</p>
      ) : (
        <ul className="count-cards">
          <li>
            <Link className={count > 0 ? 'count-card is-total has-some' : 'count-card is-total'} to={WAITING}>
              <AuditOutlined aria-hidden className="count-card-icon" />
              <span className="count-card-label">{t('home.waiting')}</span>
              <strong className="count-card-number">{t('home.count', { count })}</strong>
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}
