import { STORAGE_KEYS } from '@portal/contract/constants';

/** Storage that never throws (private mode, disabled storage). */
function safe(store: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return store().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        store().setItem(key, value);
      } catch {
        /* storage unavailable */
      }
    },
    remove(key: string) {
      try {
        store().removeItem(key);
      } catch {
        /* storage unavailable */
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
export { STORAGE_KEYS };
