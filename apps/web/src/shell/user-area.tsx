import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import { Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { useSessionLifecycle } from '../lib/session-lifecycle';
import { ShellSlots } from './shell-slots';

/**
 * The user slot of the top bar (and of the drawer). For visitors: the login and join buttons. For
 * signed-in members: the member menu the app puts in the shell's slot (company selector, my-page
 * popover, logout). The top-bar instance also runs the session (clock, rebuild and renewal on navigation).
 */
export function UserArea({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const { user, building } = useSession();
  const { memberMenu: MemberMenu, notificationBell: NotificationBell } = useContext(ShellSlots);
  useSessionLifecycle(!compact);
  // Come back to the page being read after signing in (not to the login pages themselves).
  const here = location.pathname + location.search;
  const loginTo = here.startsWith('/login') || here === '/home' ? '/login' : `/login?returnUrl=${encodeURIComponent(here)}`;

  if (user) {
    return (
      <div className={`user-area${compact ? ' is-compact' : ''}`}>
        {/* The bell lives in the top bar only, which keeps it on every width (not repeated in the drawer). */}
        {NotificationBell && !compact && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        {MemberMenu && (
          <Suspense fallback={null}>
            <MemberMenu user={user} compact={compact} />
          </Suspense>
        )}
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
