import type { TMyInformation, TRefreshResponse } from '@portal/contract';
import { CALL_PATHS } from '@portal/contract/call-paths';
import { SESSION_CHECK_INTERVAL_MS, STORAGE_KEYS, TOKEN_REFRESH_WINDOW_SECONDS } from '@portal/contract/constants';
import { useSyncExternalStore } from 'react';
import { api, ApiError, setSessionHook, setTokenInvalidHandler } from './api';
import { session } from './storage';
import { companyInUse, decodeAccessToken, loginEmail, secondsToExpiry, termsStepTokens, tokens } from './tokens';

/**
 * The session store (spec 1, section 4).
 * - Logged in means my information exists and the access token has not expired.
 * - Login clears old session data, stores the tokens and the login e-mail, then loads my information.
 * - On each route change the login is rebuilt when a token exists but the user is not built, and the
 *   tokens are renewed after navigation when the access token expires within 600 seconds.
 * - A clock checks every second; at expiry the member is logged out and sent to /login.
 * - ATH1N4002 drops both tokens (lib/api); logout removes the session-storage keys and the tokens.
 */

export type SessionUser = TMyInformation;

interface SessionState {
  user: SessionUser | null;
  /** True while my information is being loaded for a stored token. */
  building: boolean;
}

/** A live stored token means the member is about to be rebuilt: the top bar waits instead of flashing visitor buttons. */
const liveTokenAtStart = () => {
  const left = secondsToExpiry();
  return left !== null && left > 0;
};
let state: SessionState = { user: null, building: liveTokenAtStart() };
const listeners = new Set<() => void>();
function setState(next: Partial<SessionState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export const sessionStore = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};

/** The session as React sees it; re-renders on sign-in, sign-out and user rebuild. */
export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

/** A usable access token exists (what guards a login-required route while the user is rebuilt). */
export function isLoggedIn(now = Date.now()): boolean {
  const left = secondsToExpiry(now);
  return left !== null && left > 0;
}

/** Logged in as the specification defines it: my information exists and the token is alive. */
export const isSignedIn = () => !!state.user && isLoggedIn();

/** Session-storage keys that belong to one sign-in (removed at login and logout). */
function clearSessionKeys() {
  session.remove(STORAGE_KEYS.openedMenus);
  session.remove(STORAGE_KEYS.selectedMenu);
  session.remove(STORAGE_KEYS.selectedCompany);
  termsStepTokens.clear();
}

let userLoad: Promise<SessionUser | null> | null = null;
/** Loads my information for the stored token (one call at a time). */
export function loadUser(): Promise<SessionUser | null> {
  if (!tokens.access()) return Promise.resolve(null);
  userLoad ??= (async () => {
    setState({ building: true });
    try {
      const user = await api.call(CALL_PATHS.getMyInformation, { silent: true });
      setState({ user, building: false });
      return user;
    } catch (err) {
      setState({ user: null, building: false });
      // An invalid token was already dropped by lib/api (ATH1N4002); any other failure keeps it.
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) tokens.clear();
      return null;
    } finally {
      userLoad = null;
    }
  })();
  return userLoad;
}

/** Login (spec 1, section 4): old session data cleared, tokens stored, then my information loaded. */
export async function beginSession(accessToken: string, refreshToken: string, email: string): Promise<SessionUser | null> {
  clearSessionKeys();
  setState({ user: null });
  tokens.set(accessToken, refreshToken);
  loginEmail.set(email);
  const claims = decodeAccessToken(accessToken);
  if (claims?.companyId) session.set(STORAGE_KEYS.selectedCompany, String(claims.companyId));
  expiredOnce = false;
  return loadUser();
}

/**
 * Renews both tokens with a refresh token. Tabs share one refresh token and the server revokes the
 * whole family when an old one is used again, so the renewal is one flight across tabs: tabs take turns
 * (Web Locks) and a tab that finds the stored token already replaced by another tab keeps that one
 * instead of refreshing again. Where Web Locks are missing, the server's short grace for the same
 * browser (decision 055) answers the second tab with a token of the same family.
 */
async function renew(refreshToken: string, companyId: number): Promise<TRefreshResponse> {
  return api.call(CALL_PATHS.refreshTokens, { body: { refreshToken, companyId }, silent: true, skipSessionHook: true });
}

async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return fn();
  return locks.request('portal-token-refresh', fn) as Promise<T>;
}

let refreshing: Promise<boolean> | null = null;
/** Renews the tokens when the access token expires within 600 s; on failure the tokens are cleared. */
export function refreshIfNeeded(now = Date.now()): Promise<boolean> {
  const left = secondsToExpiry(now);
  if (left === null || left <= 0 || left > TOKEN_REFRESH_WINDOW_SECONDS) return Promise.resolve(false);
  refreshing ??= withRefreshLock(async () => {
    const left2 = secondsToExpiry(Date.now());
    // Another tab renewed while this one waited for the lock.
    if (left2 === null || left2 > TOKEN_REFRESH_WINDOW_SECONDS) return left2 !== null;
    const refreshToken = tokens.refresh();
    if (!refreshToken) {
      tokens.clear();
      return false;
    }
    try {
      const answer = await renew(refreshToken, companyInUse());
      tokens.set(answer.accesstoken, answer.refreshtoken);
      return true;
    } catch {
      tokens.clear();
      return false;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Renewal for a chosen company (company switch): new tokens for that company, then a reload. */
export async function switchCompany(companyId: number): Promise<void> {
  const refreshToken = tokens.refresh();
  if (!refreshToken) throw new ApiError(401, 'ATH1N4002', '');
  await withRefreshLock(async () => {
    const answer = await renew(tokens.refresh() ?? refreshToken, companyId);
    tokens.set(answer.accesstoken, answer.refreshtoken);
  });
  session.set(STORAGE_KEYS.selectedCompany, String(companyId));
  session.remove(STORAGE_KEYS.openedMenus);
  session.remove(STORAGE_KEYS.selectedMenu);
  window.location.reload();
}

/**
 * Renewal with the refresh token held in session storage during the terms-agreement step: after the
 * agreement the held tokens are renewed (the server now issues full tokens) and become the session.
 */
export async function renewFromTermsStep(companyId: number): Promise<{ access: string; refresh: string }> {
  const held = termsStepTokens.refresh();
  if (!held) throw new ApiError(401, 'ATH1N4002', '');
  const answer = await renew(held, companyId);
  termsStepTokens.clear();
  return { access: answer.accesstoken, refresh: answer.refreshtoken };
}

/** Leaving the terms step without agreeing: the held tokens are revoked on the server and forgotten. */
export async function abandonTermsStep(): Promise<void> {
  const held = termsStepTokens.refresh();
  termsStepTokens.clear();
  if (held) await api.call(CALL_PATHS.logout, { body: { refreshToken: held }, silent: true, skipSessionHook: true }).catch(() => undefined);
}

/** Logout: the server revokes the refresh token; session-storage keys and tokens are removed. */
export async function logout(): Promise<void> {
  const refreshToken = tokens.refresh();
  if (refreshToken && tokens.access()) {
    await api.call(CALL_PATHS.logout, { body: { refreshToken }, silent: true, skipSessionHook: true }).catch(() => undefined);
  }
  endSessionLocally();
}

/** Forgets the session in this tab without a server call (expiry, tokens dropped elsewhere). */
export function endSessionLocally() {
  clearSessionKeys();
  tokens.clear();
  setState({ user: null, building: false });
}

// ---- navigation and the one-second clock -------------------------------------------------------

type ExpiredHandler = () => void;
let onExpired: ExpiredHandler = () => {
  const here = window.location.pathname + window.location.search + window.location.hash;
  window.location.assign(`/login?returnUrl=${encodeURIComponent(here)}`);
};
/** The shell installs a router navigation here; without it the expiry handler reloads to /login. */
export const setExpiredHandler = (fn: ExpiredHandler) => {
  onExpired = fn;
};

let expiredOnce = false;
/** One tick of the session clock: at expiry a signed-in member is logged out and sent to /login. */
export function checkSession(now = Date.now()) {
  const left = secondsToExpiry(now);
  const hadUser = !!state.user;
  if (left !== null && left > 0) return;
  if (left !== null && left <= 0) {
    // Expired: revoke on the server (best effort) and forget locally.
    const refreshToken = tokens.refresh();
    endSessionLocally();
    if (refreshToken)
      void api.call(CALL_PATHS.logout, { body: { refreshToken }, silent: true, skipSessionHook: true }).catch(() => undefined);
  } else if (hadUser) {
    // The tokens vanished (logout in another tab, ATH1N4002).
    setState({ user: null, building: false });
  }
  if (hadUser && !expiredOnce) {
    expiredOnce = true;
    onExpired();
  }
}

/** Runs after each route change: rebuild the login, then renew the tokens when they expire soon. */
export async function afterNavigation(): Promise<void> {
  if (tokens.access() && !state.user && !state.building && isLoggedIn()) await loadUser();
  await refreshIfNeeded();
}

let started = false;
/** Starts the clock and installs the hooks of lib/api (idempotent). */
export function startSession() {
  if (started) return;
  started = true;
  setSessionHook(() => refreshIfNeeded().then(() => undefined));
  setTokenInvalidHandler(() => {
    const hadUser = !!state.user;
    setState({ user: null, building: false });
    if (hadUser && !expiredOnce) {
      expiredOnce = true;
      onExpired();
    }
  });
  window.setInterval(() => checkSession(), SESSION_CHECK_INTERVAL_MS);
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
    if (!tokens.access()) checkSession();
    else if (!state.user) void loadUser();
  });
  // A token left from an earlier visit: rebuild the member, or forget it if it has expired.
  if (tokens.access()) {
    if (isLoggedIn()) void loadUser();
    else checkSession();
  }
}

/** Test hook: forget module state between tests. */
export function resetSessionForTests() {
  state = { user: null, building: false };
  expiredOnce = false;
  refreshing = null;
  userLoad = null;
}
