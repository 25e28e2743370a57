import { MENU_GROUPS, PAGES, ROOT_MENU_ID, type MenuPlacement, type PageDefinition } from '@portal/contract';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { menuLanguages, menus, pageRoles, pages } from '../db/schema/index';
import type { Db } from '../platform/db';

const ROOT_NAMES = { ko: '전체 메뉴', en: 'All menus' };

type MenuSeed = Omit<MenuPlacement, 'upperMenuId'> & { upperMenuId: number | null; exchangeYn?: 'Y' };

async function upsertMenu(db: Db, m: MenuSeed, pageId: string | null) {
  const values = {
    menuId: m.menuId,
    upperMenuId: m.upperMenuId,
    menuIconCode: m.iconCode ?? null,
    sortOrder: m.sortOrder,
    exchangeYn: m.exchangeYn ?? 'N',
    pageId,
    useYn: 'Y',
  };
  await db
    .insert(menus)
    .values(values)
    .onConflictDoUpdate({ target: menus.menuId, set: { ...values, updatedAt: sql`now()` } });
  await db
    .insert(menuLanguages)
    .values([
      { menuId: m.menuId, languageTypeCode: '01', menuName: m.ko },
      { menuId: m.menuId, languageTypeCode: '02', menuName: m.en },
    ])
    .onConflictDoUpdate({ target: [menuLanguages.menuId, menuLanguages.languageTypeCode], set: { menuName: sql`excluded.menu_name` } });
}

/**
 * The menu tree and the page records, built from the page catalogue of the contract (pages.ts):
 * the root 400000, one menu per MENU_GROUPS entry, one page per PAGES entry (with its roles) and one
 * menu per page that names a placement. Idempotent: a later start adds new entries, updates changed
 * ones, and retires menus and pages the catalogue no longer lists.
 */
export async function seedNavigation(db: Db): Promise<void> {
  await upsertMenu(db, { menuId: ROOT_MENU_ID, upperMenuId: null, ko: ROOT_NAMES.ko, en: ROOT_NAMES.en, sortOrder: 0 }, null);

  const catalogue = PAGES as readonly PageDefinition[];
  const pageIds = catalogue.map((p) => p.pageId);
  // Retire pages the catalogue no longer lists first, so that a page address can move to a new page id.
  await db
    .update(pages)
    .set({ useYn: 'N', updatedAt: sql`now()` })
    .where(notInArray(pages.pageId, pageIds));
  for (const p of catalogue) {
    const values = {
      pageId: p.pageId,
      upperPageId: p.upperPageId ?? null,
      pageUri: p.pageUri,
      layoutType: p.layout,
      loginYn: p.loginYn,
      menuId: p.menu?.menuId ?? null,
      useYn: 'Y',
    };
    await db
      .insert(pages)
      .values(values)
      .onConflictDoUpdate({ target: pages.pageId, set: { ...values, updatedAt: sql`now()` } });
    const roles = [...new Set(p.roles ?? [])];
    if (roles.length) {
      await db.delete(pageRoles).where(and(eq(pageRoles.pageId, p.pageId), notInArray(pageRoles.roleCode, roles)));
      await db
        .insert(pageRoles)
        .values(roles.map((roleCode) => ({ pageId: p.pageId, roleCode })))
        .onConflictDoNothing();
    } else {
      await db.delete(pageRoles).where(eq(pageRoles.pageId, p.pageId));
    }
  }

  for (const g of MENU_GROUPS) await upsertMenu(db, g, null);
  for (const p of catalogue) if (p.menu) await upsertMenu(db, p.menu, p.pageId);

  const menuIds = [ROOT_MENU_ID, ...MENU_GROUPS.map((g) => g.menuId), ...catalogue.flatMap((p) => (p.menu ? [p.menu.menuId] : []))];
  await db
    .update(menus)
    .set({ useYn: 'N', updatedAt: sql`now()` })
    .where(notInArray(menus.menuId, menuIds));
}
