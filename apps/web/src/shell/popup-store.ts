import { local } from '../lib/storage';

/** "Do not open for a day" lasts this long. */
export const POPUP_SNOOZE_MS = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'popup_hidden_';
const NEVER = 'never';

/** Closed during this visit (the page was not reloaded since): not shown again on the next page. */
const closedThisVisit = new Set<number>();

/** A popup is hidden when closed in this visit, snoozed for a day, or refused for good (local storage). */
export function isPopupHidden(contentsVersionId: number, now = Date.now()): boolean {
  if (closedThisVisit.has(contentsVersionId)) return true;
  const value = local.get(KEY_PREFIX + contentsVersionId);
  if (!value) return false;
  if (value === NEVER) return true;
  const until = Number(value);
  if (Number.isFinite(until) && until > now) return true;
  local.remove(KEY_PREFIX + contentsVersionId);
  return false;
}

export const popupStore = {
  close(contentsVersionId: number) {
    closedThisVisit.add(contentsVersionId);
  },
  snoozeForADay(contentsVersionId: number, now = Date.now()) {
    closedThisVisit.add(contentsVersionId);
    local.set(KEY_PREFIX + contentsVersionId, String(now + POPUP_SNOOZE_MS));
  },
  never(contentsVersionId: number) {
    closedThisVisit.add(contentsVersionId);
    local.set(KEY_PREFIX + contentsVersionId, NEVER);
  },
  /** Test hook. */
  resetVisit() {
    closedThisVisit.clear();
  },
};
