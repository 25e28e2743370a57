import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import type { TWorkflowKind } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoreLink } from '../../../components/more-link';
import { useWorkQueueCounts } from '../api/get-work-queue-counts';
import { queueHref } from './queue-links';
import '../../../components/count-cards.css';
import '../work-queue.css';

/**
 * The staff home's block for provider staff (05, 06): what waits on the provider, per kind and state and assigned
 * to the reader, each count a link to the work queue filtered to it.
 */
export function WorkQueueHomeBlock() {
  const { t } = useTranslation('work-queue');
  const counts = useWorkQueueCounts();
  const data = counts.data;
  return (
    <section className="home-section wq-home" aria-labelledby="home-work-queue" aria-busy={counts.isPending}>
      <div className="home-section-head">
        <h2 id="home-work-queue">{t('home.title')}</h2>
        <MoreLink to={queueHref()} label={t('home.open')} />
      </div>
      {!data ? (
        <p className="home-notices home-empty">{counts.isError ? t('home.failed') : t('home.loading')}</p>
      ) : (
        <ul className="count-cards">
          <li>
            <Link className="count-card is-total" to={queueHref()}>
              <InboxOutlined aria-hidden className="count-card-icon" />
              <span className="count-card-label">{t('home.total')}</span>
              <strong className="count-card-number">{t('home.count', { count: data.total })}</strong>
            </Link>
          </li>
          <li>
            <Link className="count-card" to={queueHref({ assignee: 'mine' })}>
              <span className="count-card-label">{t('home.mine')}</span>
              <strong className="count-card-number">{t('home.count', { count: data.mine })}</strong>
            </Link>
          </li>
          {data.kinds.flatMap((k) =>
            k.states.map((s) => (
              <li key={`${k.kind}-${s.state}`}>
                <Link className="count-card" to={queueHref({ kind: k.kind as TWorkflowKind, state: s.state })}>
                  <span className="count-card-label">{t('home.kindState', { kind: k.label, state: s.label })}</span>
                  <strong className="count-card-number">{t('home.count', { count: s.count })}</strong>
                </Link>
              </li>
            )),
          )}
        </ul>
      )}
    </section>
  );
}
