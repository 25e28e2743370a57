import type { TBbsItem } from '@portal/contract';
import { BBS_CODES } from '@portal/contract/constants';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import FundOutlined from '@ant-design/icons/es/icons/FundOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import ReadOutlined from '@ant-design/icons/es/icons/ReadOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoreLink } from '../../../components/more-link';
import { useShell } from '../../../lib/shell-data';
import { formatDate } from '../../../lib/format';
import { isLoggedIn } from '../../../lib/session';
import { SafeHtml } from '../../../components/safe-html';
import { useBulletins } from '../../../components/bulletins/get-bulletins';
import { useNotices } from '../api/get-notices';
import { useDocumentTitle } from '../../../components/use-document-title';

const HOME_ROWS = 5;

const SHORTCUTS: { key: string; to: string; Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }> }[] = [
  { key: 'outline', to: '/product/information-product-outline', Icon: ReadOutlined },
  { key: 'realtime', to: '/product/realtime-product', Icon: FundOutlined },
  { key: 'closing', to: '/product/closing-price-product', Icon: BarChartOutlined },
  { key: 'companies', to: '/product/stock-information-companies', Icon: TeamOutlined },
  { key: 'notices', to: '/notice/notice-list', Icon: NotificationOutlined },
  { key: 'faq', to: '/faq/faq-list', Icon: QuestionCircleOutlined },
];

function LatestList({ items, href, empty }: { items: TBbsItem[] | undefined; href: (item: TBbsItem) => string; empty: string }) {
  if (!items) return <div className="home-notices home-placeholder" aria-hidden />;
  if (!items.length) return <p className="home-notices home-empty">{empty}</p>;
  return (
    <ul className="home-notices">
      {items.slice(0, HOME_ROWS).map((item) => (
        <li key={item.bbsContentId}>
          {item.categoryName && <span className="category-tag">{item.categoryName}</span>}
          <Link to={href(item)}>{item.subject}</Link>
          <time dateTime={item.createDateTime}>{formatDate(item.createDateTime)}</time>
        </li>
      ))}
    </ul>
  );
}

/**
 * The public home: a welcome, shortcuts to the public pages, the latest notices and the FAQ. The app
 * composes it with the member blocks of another area (`memberBlocks`, shown under the welcome).
 */
export function PublicHome({ memberBlocks }: { memberBlocks?: ReactNode }) {
  const { t } = useTranslation('content');
  const { pages } = useShell();
  const available = new Set(pages.map((p) => p.pageUri));
  const notices = useNotices({ pageNumber: 1, pageSize: 10, sort: 'newest' });
  const derivatives = useBulletins({ bbsCode: BBS_CODES.krxDerivatives, pageNumber: 1, pageSize: 10, sort: 'newest' });
  const faq = useBulletins({ bbsCode: BBS_CODES.faq, pageNumber: 1, pageSize: 10, sort: 'newest' });
  useDocumentTitle(null);
  const visitor = !isLoggedIn();
  // No layout shift: the blocks under the welcome are laid out hidden while the page's first data comes (its
  // lists and the member's blocks), then shown at once where they stand; main keeps a screen's height meanwhile
  // (styles.css), so the footer never paints above content that then pushes it down. Later reads change nothing.
  const fetching = useIsFetching();
  const [ready, setReady] = useState(false);
  const ownPending = notices.isPending || derivatives.isPending || faq.isPending;
  useEffect(() => {
    if (!ready && !ownPending && fetching === 0) setReady(true);
  }, [ready, ownPending, fetching]);

  return (
    <div className="home" aria-busy={!ready}>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
        <div className="home-hero-actions">
          <Link className="shell-button shell-button-ghost" to="/product/information-product-outline">
            {t('home.explore')}
          </Link>
          {visitor && (
            <Link className="shell-button hero-join" to="/user/user-join-guide">
              {t('home.join')}
            </Link>
          )}
        </div>
      </section>

      {memberBlocks}

      <section className="home-section" aria-labelledby="home-shortcuts">
        <div className="home-section-head">
          <h2 id="home-shortcuts">{t('home.shortcuts')}</h2>
        </div>
        <ul className="shortcuts">
          {SHORTCUTS.filter((s) => available.has(s.to)).map(({ key, to, Icon }) => (
            <li key={key}>
              <Link className="shortcut" to={to}>
                <Icon className="shortcut-icon" aria-hidden />
                <span className="shortcut-title">{t(`home.shortcut.${key}.title`)}</span>
                <span className="shortcut-text">{t(`home.shortcut.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="home-columns">
        <section className="home-section" aria-labelledby="home-notices">
          <div className="home-section-head">
            <h2 id="home-notices">{t('home.notices')}</h2>
            <MoreLink to="/notice/notice-list" label={t('home.moreNotices')} />
          </div>
          <LatestList items={notices.data?.items} href={(n) => `/notice/${n.bbsContentId}/notice-detail`} empty={t('home.noNotices')} />
        </section>
        <section className="home-section" aria-labelledby="home-derivatives">
          <div className="home-section-head">
            <h2 id="home-derivatives">{t('home.derivatives')}</h2>
            <MoreLink to="/krx-derivatives/krx-derivatives-list" label={t('home.moreDerivatives')} />
          </div>
          <LatestList
            items={derivatives.data?.items}
            href={(n) => `/krx-derivatives/${n.bbsContentId}/krx-derivatives-detail`}
            empty={t('home.noNotices')}
          />
        </section>
      </div>

      <section className="home-section" aria-labelledby="home-faq">
        <div className="home-section-head">
          <h2 id="home-faq">{t('home.faq')}</h2>
          <MoreLink to="/faq/faq-list" label={t('faq.more')} />
        </div>
        {faq.data && faq.data.items.length > 0 ? (
          <div className="home-faq">
            {faq.data.items.slice(0, HOME_ROWS).map((item) => (
              <details key={item.bbsContentId} className="home-faq-item">
                <summary>
                  <span className="faq-q-mark" aria-hidden>
                    Q
                  </span>
                  <span className="sr-only">{t('faq.question')}: </span>
                  {item.subject}
                </summary>
                <SafeHtml className="home-faq-answer" html={item.contents} />
              </details>
            ))}
          </div>
        ) : (
          <p className="home-notices home-empty">{faq.data ? t('faq.empty') : '\u00a0'}</p>
        )}
      </section>
    </div>
  );
}
