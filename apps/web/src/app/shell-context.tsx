import type { TMenu, TPageRecord } from '@portal/contract';
import { createContext, useContext } from 'react';
import type { ShellData } from './bootstrap';

export const ShellContext = createContext<ShellData | null>(null);

export function useShell(): ShellData {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside the shell');
  return value;
}

/** Walks the menu tree depth first. */
export function* walkMenus(menu: TMenu, trail: TMenu[] = []): Generator<{ menu: TMenu; trail: TMenu[] }> {
  for (const child of menu.menus) {
    yield { menu: child, trail: [...trail, child] };
    yield* walkMenus(child, [...trail, child]);
  }
}

/** The menu trail (top menu first) of a page, following upperPageId for detail pages. */
export function menuTrailOfPage(root: TMenu, pages: TPageRecord[], page: TPageRecord | undefined): TMenu[] {
  let current = page;
  const seen = new Set<string>();
  while (current && !seen.has(current.pageId)) {
    seen.add(current.pageId);
    for (const { menu, trail } of walkMenus(root)) if (menu.page?.pageId === current.pageId) return trail;
    current = pages.find((p) => p.pageId === current!.upperPageId);
  }
  return [];
}

/** The first descendant (or the menu itself) that has a page. */
export function firstPageOf(menu: TMenu): TMenu | null {
  if (menu.page) return menu;
  for (const child of menu.menus) {
    const found = firstPageOf(child);
    if (found) return found;
  }
  return null;
}
