import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterNavigation, setExpiredHandler, startSession } from './session';

/**
 * Runs the session of spec 1, section 4 inside the router: starts the one-second clock, sends the
 * member to /login (with returnUrl) at expiry, and after each route change rebuilds the login and
 * renews the tokens when they expire within 600 seconds. Mounted once, by the top bar's user area.
 */
export function useSessionLifecycle(enabled = true) {
  const navigate = useNavigate();
  const location = useLocation();
  const path = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (!enabled) return;
    startSession();
    setExpiredHandler(() => {
      const here = window.location.pathname + window.location.search + window.location.hash;
      const onLogin = window.location.pathname.startsWith('/login');
      navigate(onLogin ? '/login' : `/login?returnUrl=${encodeURIComponent(here)}`, { replace: true, state: { notice: 'expired' } });
    });
  }, [enabled, navigate]);

  useEffect(() => {
    if (enabled) void afterNavigation();
  }, [enabled, path]);
}
