import type { TShortcut } from '@portal/contract';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import SolutionOutlined from '@ant-design/icons/es/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoreLink } from '../../../components/more-link';
import { useShell } from '../../../lib/shell-data';
import { formatDate } from '../../../lib/format';
import { useMemberHome } from '../api/get-member-home';
import { INQUIRY_STATUS_TONE, StatusTag } from '../../../components/status-tag';
import '../member-home.css';

const ICONS: Record<string, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  '/mypage/manager-list': TeamOutlined,
  '/mypage/my-inquiry-list': MessageOutlined,
  '/mypage/my-inquiry-write': MessageOutlined,
  '/mypage/member-info': UserOutlined,
  '/admin/inquiry-list': SolutionOutlined,
};

function Shortcuts({ items }: { items: TShortcut[] }) {
  return (
    <ul className="shortcuts">
      {items.map((s) => {
        const Icon = ICONS[s.pageUri] ?? AppstoreOutlined;
        return (
          <li key={s.shortcutId}>
            <Link className="shortcut" to={s.pageUri}>
              <Icon className="shortcut-icon" aria-hidden />
              <span className="shortcut-title">{s.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The blocks of the home page for a signed-in member: the member's shortcuts, the recent report history
 * (the latest user reports with their status, each a link; the list and the monthly report from there) and the member's recent inquiries. The notices and the FAQ
 * blocks of the home page follow below them.
 */
export function MemberHomeBlocks({ customerPanels = true }: { customerPanels?: boolean }) {
  const { t } = useTranslation('member-home');
  const { pages } = useShell();
  const available = new Set(pages.map((p) => p.pageUri));
  const home = useMemberHome();
  const data = home.data;
  const shortcuts = data?.shortcuts.filter((s) => available.has(s.pageUri)) ?? [];

  return (
    <div className="ws-home" aria-busy={home.isPending}>
      {shortcuts.length > 0 && (
        <section className="home-section" aria-labelledby="home-member-shortcuts">
          <div className="home-section-head">
            <h2 id="home-member-shortcuts">{t('home.shortcuts')}</h2>
          </div>
          <Shortcuts items={shortcuts} />
        </section>
      )}
      {customerPanels && (
        <div className="home-columns">
          <section className="home-section" aria-labelledby="home-reports">
            <div className="home-section-head">
              <h2 id="home-reports">{t('home.reports')}</h2>
              {available.has('/report/user-report-list') && <MoreLink to="/report/user-report-list" label={t('home.moreReports')} />}
            </div>
            {!data ? (
              <p className="home-notices home-empty">{home.isError ? t('home.failed') : t('home.loading')}</p>
            ) : data.recentReports.length === 0 ? (
              <div className="home-notices home-empty ws-home-empty">
                <FileTextOutlined aria-hidden className="ws-home-empty-icon" />
                <p>{t('home.noReports')}</p>
                {available.has('/report/user-report-write') && <Link to="/report/user-report-write">{t('home.writeReport')}</Link>}
              </div>
            ) : (
              <ul className="home-notices">
                {data.recentReports.map((r) => (
                  <li key={r.reportId}>
                    <span className="category-tag">{r.statusName}</span>
                    <Link to={r.pageUri}>{r.title}</Link>
                    <time dateTime={r.createDateTime}>{formatDate(r.createDateTime)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="home-section" aria-labelledby="home-inquiries">
            <div className="home-section-head">
              <h2 id="home-inquiries">{t('home.inquiries')}</h2>
              {available.has('/mypage/my-inquiry-list') && <MoreLink to="/mypage/my-inquiry-list" label={t('home.moreInquiries')} />}
            </div>
            {!data ? (
              <p className="home-notices home-empty">{home.isError ? t('home.failed') : t('home.loading')}</p>
            ) : data.recentInquiries.length === 0 ? (
              <div className="home-notices home-empty ws-home-empty">
                <p>{t('home.noInquiries')}</p>
                {available.has('/mypage/my-inquiry-write') && <Link to="/mypage/my-inquiry-write">{t('home.writeInquiry')}</Link>}
              </div>
            ) : (
              <ul className="home-notices">
                {data.recentInquiries.map((q) => (
                  <li key={q.inquiryId}>
                    <StatusTag tone={INQUIRY_STATUS_TONE[q.statusCode]}>{q.statusName}</StatusTag>
                    <Link to={`/mypage/${q.inquiryId}/my-inquiry-detail`}>{q.subject}</Link>
                    <time dateTime={q.createDateTime}>{formatDate(q.createDateTime)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
