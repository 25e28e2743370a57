import { CALL_PATHS } from '@portal/contract/call-paths';
import { api } from '../lib/api';
import type { ShellData } from '../lib/shell-data';

export type { ShellData };

let cached: Promise<ShellData> | null = null;

/** Menus and pages for the current caller (visitor or member), loaded once and cached. */
export function loadShellData(): Promise<ShellData> {
  cached ??= Promise.all([api.call(CALL_PATHS.getMyMenus, { silent: true }), api.call(CALL_PATHS.getMyPages, { silent: true })])
    .then(([m, p]) => ({ menuRoot: m.menus, pages: p.pages }))
    .catch((err) => {
      cached = null;
      throw err;
    });
  return cached;
}
