import WarningOutlined from '@ant-design/icons/es/icons/WarningOutlined';
import type { TExceptionViewer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoreLink } from '../../../components/more-link';
import { useExceptionCounts } from '../api/get-exception-counts';
import { exceptionsHref } from './exception-filters';
import '../../../components/count-cards.css';
import '../exceptions.css';

/**
 * The staff home's block for provider staff (05, 06) and the exchange reviewer (09): the exceptions per kind, each
 * count a link to the dashboard filtered to its kind.
 */
export function ExceptionsHomeBlock({ viewer }: { viewer: TExceptionViewer }) {
  const { t } = useTranslation('exceptions');
  const counts = useExceptionCounts(viewer);
  const data = counts.data;
  return (
    <section className="home-section exc-home" aria-labelledby="home-exceptions" aria-busy={counts.isPending}>
      <div className="home-section-head">
        <h2 id="home-exceptions">{t('home.title')}</h2>
        <MoreLink to={exceptionsHref(viewer)} label={t('home.open')} />
      </div>
      {!data ? (
        <p className="home-notices home-empty">{counts.isError ? t('home.failed') : t('home.loading')}</p>
      ) : (
        <ul className="count-cards exc-home-counts">
          <li>
            <Link className="count-card is-total" to={exceptionsHref(viewer)}>
              <WarningOutlined aria-hidden className="count-card-icon" />
              <span className="count-card-label">{t('home.total')}</span>
              <strong className="count-card-number">{t('home.count', { count: data.total })}</strong>
            </Link>
          </li>
          {data.kinds.map((k) => (
            <li key={k.kind}>
              <Link className={k.count > 0 ? 'count-card has-some' : 'count-card'} to={exceptionsHref(viewer, k.kind)}>
                <span className="count-card-label">{k.label}</span>
                <strong className="count-card-number">{t('home.count', { count: k.count })}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
