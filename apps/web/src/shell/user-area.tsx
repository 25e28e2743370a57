import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionLifecycle } from '../features/accounts/session-lifecycle';
import { useSession } from '../lib/session';

/** The signed-in part (company selector, my-page popover, logout) loads with its first use. */
const MemberMenu = lazy(() => import('../features/accounts/components/member-menu'));

/**
 * The user slot of the top bar (and of the drawer). For visitors: the login and join buttons. For
 * signed-in members: the company selector, the my-page popover (edit member info, withdraw) and
 * logout. The top-bar instance also runs the session (clock, rebuild and renewal on navigation).
 */
export function UserArea({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const { user, building } = useSession();
  useSessionLifecycle(!compact);
  // Come back to the page being read after signing in (not to the login pages themselves).
  const here = location.pathname + location.search;
  const loginTo = here.startsWith('/login') || here === '/home' ? '/login' : `/login?returnUrl=${encodeURIComponent(here)}`;

  if (user) {
    return (
      <div className={`user-area${compact ? ' is-compact' : ''}`}>
        <Suspense fallback={null}>
          <MemberMenu user={user} compact={compact} />
        </Suspense>
      </div>
    );
  }
  // While a stored session is being rebuilt, show nothing rather than the visitor buttons.
  if (building) return <div className={`user-area${compact ? ' is-compact' : ''}`} aria-busy="true" />;
  return (
    <div className={`user-area${compact ? ' is-compact' : ''}`}>
      <Link className="shell-button shell-button-ghost" to={loginTo}>
        <LoginOutlined aria-hidden />
        <span>{t('user.login')}</span>
      </Link>
      <Link className="shell-button shell-button-primary user-join" to="/user/user-join-guide">
        <UserAddOutlined aria-hidden />
        <span>{t('user.join')}</span>
      </Link>
    </div>
  );
}
