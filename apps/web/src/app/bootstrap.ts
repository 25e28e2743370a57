import type { TMenusResponse, TPagesResponse } from '@portal/contract';
import { api } from '../lib/api';
import type { ShellData } from '../lib/shell-data';

export type { ShellData };

let cached: Promise<ShellData> | null = null;

/** Menus and pages for the current caller (visitor or member), loaded once and cached. */
export function loadShellData(): Promise<ShellData> {
  cached ??= Promise.all([
    api.get<TMenusResponse>('/apis/v1/common/auth/my-menus', { silent: true }),
    api.get<TPagesResponse>('/apis/v1/common/auth/my-pages', { silent: true }),
  ])
    .then(([m, p]) => ({ menuRoot: m.menus, pages: p.pages }))
    .catch((err) => {
      cached = null;
      throw err;
    });
  return cached;
}
