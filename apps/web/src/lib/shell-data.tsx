import type { TLanguage, TMenu, TPageRecord } from '@portal/contract';
import { LANGUAGE_TYPE_CODE } from '@portal/contract/constants';
import { createContext, useContext, useMemo } from 'react';
import { useMatches, useParams } from 'react-router';
import { currentLanguage } from './i18n';

/**
 * The menus and pages of the current caller, loaded once at start-up (app/bootstrap.ts) and given to
 * every route by the app's root layout. The shell draws its menus from them; a feature reads them to
 * know which pages the caller may open and what the current page is called.
 */
export interface ShellData {
  /** The root menu (400000); its `menus` are the top menus. */
  menuRoot: TMenu;
  pages: TPageRecord[];
}

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

/** The menu's name in the given language (menuLanguages), else the name the server chose. */
export function menuLabel(menu: Pick<TMenu, 'menuName' | 'menuLanguages'>, lang: TLanguage = currentLanguage()): string {
  const code = LANGUAGE_TYPE_CODE[lang];
  return menu.menuLanguages.find((l) => l.languageTypeCode === code)?.menuName || menu.menuName;
}

/** The page record of the route being shown (from the route handle set by the router). */
export function useCurrentPage(): TPageRecord | undefined {
  const matches = useMatches();
  return useMemo(
    () =>
      [...matches]
        .reverse()
        .map((m) => (m.handle as { page?: TPageRecord } | undefined)?.page)
        .find(Boolean),
    [matches],
  );
}

/**
 * The page whose menu trail a page shows. A post of a member board (`/bbs/:code/...`, one page record
 * for all ten boards) belongs to its own board's list, not to the record's upperPageId (market
 * notices); when that list is not among the pages (an unknown board), the post has no trail.
 */
export function trailPageOf(
  page: TPageRecord | undefined,
  params: Readonly<Record<string, string | undefined>>,
  pages: TPageRecord[],
): TPageRecord | undefined {
  if (page?.pageUri.startsWith('/bbs/:code/')) return pages.find((p) => p.pageUri === `/bbs/${params.code ?? ''}/bbs-contents-list`);
  return page;
}

/** The menu trail (top menu first) of the current page, following upperPageId for detail pages. */
export function useMenuTrail(): TMenu[] {
  const { menuRoot, pages } = useShell();
  const page = useCurrentPage();
  const { code } = useParams();
  return useMemo(() => menuTrailOfPage(menuRoot, pages, trailPageOf(page, { code }, pages)), [menuRoot, pages, page, code]);
}

/** The banner code of a trail: the deepest menu that names one. */
export function bannerCodeOf(trail: TMenu[]): string | null {
  for (let i = trail.length - 1; i >= 0; i--) if (trail[i].menuIconCode) return trail[i].menuIconCode;
  return null;
}

/** True when the menu, or something below it, leads to a page. */
export function hasPage(menu: TMenu): boolean {
  return Boolean(menu.page) || menu.menus.some(hasPage);
}
