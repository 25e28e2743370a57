import { asc, eq } from 'drizzle-orm';
import { menuLanguages, menus, pageRoles, pages } from './schema';
import type { DbOrTx } from '../../platform/db';

export interface PageRow {
  pageId: string;
  upperPageId: string | null;
  pageUri: string;
  layoutType: string;
  loginYn: string;
  menuId: number | null;
  roles: string[];
}

export interface MenuRow {
  menuId: number;
  upperMenuId: number | null;
  menuIconCode: string | null;
  sortOrder: number;
  exchangeYn: string;
  pageId: string | null;
  names: { languageTypeCode: string; menuName: string }[];
}

/** Every page in use with its roles. */
export async function loadPages(db: DbOrTx): Promise<PageRow[]> {
  const [rows, roles] = await Promise.all([
    db.select().from(pages).where(eq(pages.useYn, 'Y')).orderBy(asc(pages.pageId)),
    db.select().from(pageRoles).orderBy(asc(pageRoles.pageId), asc(pageRoles.roleCode)),
  ]);
  const byPage = new Map<string, string[]>();
  for (const r of roles) byPage.set(r.pageId, [...(byPage.get(r.pageId) ?? []), r.roleCode.trim()]);
  return rows.map((p) => ({
    pageId: p.pageId,
    upperPageId: p.upperPageId,
    pageUri: p.pageUri,
    layoutType: p.layoutType,
    loginYn: p.loginYn,
    menuId: p.menuId,
    roles: byPage.get(p.pageId) ?? [],
  }));
}

/** Every menu in use with its names. */
export async function loadMenus(db: DbOrTx): Promise<MenuRow[]> {
  const [rows, names] = await Promise.all([
    db.select().from(menus).where(eq(menus.useYn, 'Y')).orderBy(asc(menus.sortOrder), asc(menus.menuId)),
    db.select().from(menuLanguages).orderBy(asc(menuLanguages.menuId), asc(menuLanguages.languageTypeCode)),
  ]);
  const byMenu = new Map<number, MenuRow['names']>();
  for (const n of names)
    byMenu.set(n.menuId, [...(byMenu.get(n.menuId) ?? []), { languageTypeCode: n.languageTypeCode, menuName: n.menuName }]);
  return rows.map((m) => ({
    menuId: m.menuId,
    upperMenuId: m.upperMenuId,
    menuIconCode: m.menuIconCode,
    sortOrder: m.sortOrder,
    exchangeYn: m.exchangeYn,
    pageId: m.pageId,
    names: byMenu.get(m.menuId) ?? [],
  }));
}
