import {
  LANGUAGE_TYPE_CODE,
  MAX_MENU_DEPTH,
  ROLE,
  ROOT_MENU_ID,
  type TLanguage,
  type TLanguageTypeCode,
  type TLayoutType,
  type TMenu,
  type TPageRecord,
} from '@portal/contract';
import type { AuthContext } from '../../platform/auth';
import type { DbOrTx } from '../../platform/db';
import { loadMenus, loadPages, type MenuRow, type PageRow } from './repo';

/**
 * Who sees which page (docs/decisions/005-menus-and-pages.md):
 * a page with roles opens only for a member holding one of them; a login page only for a member;
 * a public page without roles for everyone.
 */
export function mayOpen(page: Pick<PageRow, 'loginYn' | 'roles'>, caller: AuthContext | null): boolean {
  if (page.loginYn === 'Y' && !caller) return false;
  if (!page.roles.length) return true;
  return !!caller && caller.roles.some((r) => page.roles.includes(r));
}

const toRecord = (p: PageRow): TPageRecord => ({
  pageId: p.pageId,
  upperPageId: p.upperPageId,
  pageUri: p.pageUri,
  layoutType: p.layoutType as TLayoutType,
  loginYn: p.loginYn === 'Y' ? 'Y' : 'N',
  roles: p.roles,
  menuId: p.menuId,
});

/** Every page record (the client tells "sign in first" from "no access" with them). */
export async function allPages(db: DbOrTx): Promise<TPageRecord[]> {
  return (await loadPages(db)).map(toRecord);
}

/**
 * The caller's pages: those they may open. A visitor also gets the login-required pages without roles,
 * so that the client sends them to /login?returnUrl= instead of /pageNotAccess (spec 1, section 2).
 */
export async function myPages(db: DbOrTx, caller: AuthContext | null): Promise<TPageRecord[]> {
  const rows = await loadPages(db);
  return rows.filter((p) => mayOpen(p, caller) || (!caller && p.loginYn === 'Y' && !p.roles.length)).map(toRecord);
}

const isExchangeMember = (caller: AuthContext | null) => !!caller && caller.roles.includes(ROLE.exchangeReviewer);

/**
 * The menu tree under the root (400000), down to MAX_MENU_DEPTH levels, keeping only branches that
 * hold a page `keepPage` accepts; menus with the exchange-side label only for role 09.
 */
function buildTree(
  menuRows: MenuRow[],
  pageRows: PageRow[],
  lang: TLanguage,
  caller: AuthContext | null,
  keepPage: (p: PageRow) => boolean,
): TMenu {
  const pageById = new Map(pageRows.map((p) => [p.pageId, p]));
  const children = new Map<number, MenuRow[]>();
  let root: MenuRow | undefined;
  for (const m of menuRows) {
    if (m.menuId === ROOT_MENU_ID) root = m;
    else if (m.upperMenuId != null) children.set(m.upperMenuId, [...(children.get(m.upperMenuId) ?? []), m]);
  }
  const wanted = LANGUAGE_TYPE_CODE[lang];
  const nameOf = (m: MenuRow) => (m.names.find((n) => n.languageTypeCode === wanted) ?? m.names[0])?.menuName ?? '';
  const exchangeAllowed = isExchangeMember(caller);

  const node = (m: MenuRow, depth: number): TMenu | null => {
    if (m.exchangeYn === 'Y' && !exchangeAllowed) return null;
    const page = m.pageId ? pageById.get(m.pageId) : undefined;
    const ownPage = page && keepPage(page) ? page : undefined;
    const kids =
      depth < MAX_MENU_DEPTH ? (children.get(m.menuId) ?? []).map((c) => node(c, depth + 1)).filter((c): c is TMenu => c !== null) : [];
    if (depth > 0 && !ownPage && !kids.length) return null;
    return {
      menuId: m.menuId,
      upperMenuId: m.upperMenuId,
      menuName: nameOf(m),
      menuLanguages: m.names.map((n) => ({ languageTypeCode: n.languageTypeCode as TLanguageTypeCode, menuName: n.menuName })),
      menuIconCode: m.menuIconCode,
      sortOrder: m.sortOrder,
      exchangeYn: m.exchangeYn === 'Y' ? 'Y' : 'N',
      page: ownPage ? { pageId: ownPage.pageId, pageUri: ownPage.pageUri } : null,
      menus: kids,
    };
  };
  const rootRow: MenuRow = root ?? {
    menuId: ROOT_MENU_ID,
    upperMenuId: null,
    menuIconCode: null,
    sortOrder: 0,
    exchangeYn: 'N',
    pageId: null,
    names: [],
  };
  return node(rootRow, 0)!;
}

/** Every menu that leads to a page (the exchange-side menu only for role 09). */
export async function allMenus(db: DbOrTx, caller: AuthContext | null, lang: TLanguage): Promise<TMenu> {
  const [menuRows, pageRows] = await Promise.all([loadMenus(db), loadPages(db)]);
  return buildTree(menuRows, pageRows, lang, caller, () => true);
}

/** The caller's menus: branches that lead to a page the caller may open. */
export async function myMenus(db: DbOrTx, caller: AuthContext | null, lang: TLanguage): Promise<TMenu> {
  const [menuRows, pageRows] = await Promise.all([loadMenus(db), loadPages(db)]);
  return buildTree(menuRows, pageRows, lang, caller, (p) => mayOpen(p, caller));
}
