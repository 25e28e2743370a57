import { local, session } from '../lib/storage';

/** "Do not open for a day" lasts this long. */
export const POPUP_SNOOZE_MS = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'popup_hidden_';
/** Closed in this browser session (session storage): full page loads and sign-in do not bring it back. */
const CLOSED_PREFIX = 'popup_closed_';
const NEVER = 'never';

/** Closed during this visit, also when session storage is unavailable (private mode). */
const closedThisVisit = new Set<number>();

/**
 * A popup is hidden when closed in this browser session (session storage: until the tab is closed),
 * snoozed for a day, or refused for good (local storage).
 */
export function isPopupHidden(contentsVersionId: number, now = Date.now()): boolean {
  if (closedThisVisit.has(contentsVersionId) || session.get(CLOSED_PREFIX + contentsVersionId)) return true;
  const value = local.get(KEY_PREFIX + contentsVersionId);
  if (!value) return false;
  if (value === NEVER) return true;
  const until = Number(value);
  if (Number.isFinite(until) && until > now) return true;
  local.remove(KEY_PREFIX + contentsVersionId);
  return false;
}

/**
 * The sign-in pages (password, code, company, the answers of sign-in, the renewed terms asked on
 * sign-in): nothing interrupts them.
 */
export const isSignInPath = (pathname: string) =>
  pathname === '/login' || pathname.startsWith('/login/') || pathname === '/user/user-join-re-terms';

export const popupStore = {
  close(contentsVersionId: number) {
    closedThisVisit.add(contentsVersionId);
    session.set(CLOSED_PREFIX + contentsVersionId, '1');
  },
  snoozeForADay(contentsVersionId: number, now = Date.now()) {
    closedThisVisit.add(contentsVersionId);
    local.set(KEY_PREFIX + contentsVersionId, String(now + POPUP_SNOOZE_MS));
  },
  never(contentsVersionId: number) {
    closedThisVisit.add(contentsVersionId);
    local.set(KEY_PREFIX + contentsVersionId, NEVER);
  },
  /** Test hook: a full page load (the memory of the visit goes, the session stays). */
  resetVisit() {
    closedThisVisit.clear();
  },
};
