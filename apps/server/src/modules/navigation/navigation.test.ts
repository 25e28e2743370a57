import { CALL_PATHS, MENU_GROUPS, PAGES, ROLE, ROOT_MENU_ID, type TMenu, type TPageRecord } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, loginAs, type TestContext } from '../../../test/helpers';
import { menuLanguages, menus, pageRoles, pages } from '../../db/schema/index';
import { seedNavigation } from '../../seed/navigation';

let ctx: TestContext;
const EXCHANGE_MENU = MENU_GROUPS.find((g) => g.exchangeYn === 'Y')!.menuId;

/** Every menu of a tree, depth first, with its depth below the root. */
function flatten(menu: TMenu, depth = 0): { menu: TMenu; depth: number }[] {
  return [{ menu, depth }, ...menu.menus.flatMap((m) => flatten(m, depth + 1))];
}
const ids = (root: TMenu) => flatten(root).map((x) => x.menu.menuId);
const pageIds = (pages: TPageRecord[]) => pages.map((p) => p.pageId);

async function getMenus(path: 'my-menus' | 'all-menus', token?: string, lang: 'ko' | 'en' = 'ko') {
  const res = await callApi(ctx, path === 'my-menus' ? CALL_PATHS.getMyMenus : CALL_PATHS.getAllMenus, { token, lang });
  expect(res.statusCode).toBe(200);
  return res.json().menus as TMenu;
}
async function getPages(path: 'my-pages' | 'all-pages', token?: string) {
  const res = await callApi(ctx, path === 'my-pages' ? CALL_PATHS.getMyPages : CALL_PATHS.getAllPages, { token });
  expect(res.statusCode).toBe(200);
  return res.json().pages as TPageRecord[];
}

beforeAll(async () => {
  ctx = await build();
  // A page for role 09 under the exchange-side menu, and a login-only page under Support, as later issues will add.
  await ctx.db.insert(pages).values([
    { pageId: 'T9001', pageUri: '/test/exchange-review', layoutType: 'content', loginYn: 'Y', menuId: 499001 },
    { pageId: 'T9002', pageUri: '/test/member-only', layoutType: 'content', loginYn: 'Y', menuId: 439001 },
  ]);
  await ctx.db.insert(pageRoles).values({ pageId: 'T9001', roleCode: ROLE.exchangeReviewer });
  await ctx.db.insert(menus).values([
    { menuId: 499001, upperMenuId: EXCHANGE_MENU, sortOrder: 1, pageId: 'T9001', menuIconCode: 'BN_EXCHANGE' },
    { menuId: 439001, upperMenuId: 430000, sortOrder: 9, pageId: 'T9002' },
    { menuId: 438000, upperMenuId: 430000, sortOrder: 8 },
  ]);
  await ctx.db.insert(menuLanguages).values([
    { menuId: 499001, languageTypeCode: '01', menuName: '심사 목록' },
    { menuId: 499001, languageTypeCode: '02', menuName: 'Reviews' },
    { menuId: 439001, languageTypeCode: '01', menuName: '회원 전용' },
    { menuId: 439001, languageTypeCode: '02', menuName: 'Members only' },
    { menuId: 438000, languageTypeCode: '01', menuName: '빈 메뉴' },
    { menuId: 438000, languageTypeCode: '02', menuName: 'Empty group' },
  ]);
});
afterAll(() => ctx.close());

describe('menus and pages of a visitor', () => {
  it('my-menus: the root 400000 with the public branches only, names in the request language', async () => {
    const root = await getMenus('my-menus', undefined, 'en');
    expect(root.menuId).toBe(ROOT_MENU_ID);
    expect(root.menus.length).toBeGreaterThan(0);
    for (const top of root.menus) expect(top.upperMenuId).toBe(ROOT_MENU_ID);
    expect(root.menus.find((m) => m.menuId === 410000)?.menuName).toBe('Products');
    const ko = await getMenus('my-menus', undefined, 'ko');
    expect(ko.menus.find((m) => m.menuId === 410000)?.menuName).toBe('정보상품');
    expect(ko.menus.find((m) => m.menuId === 410000)?.menuLanguages).toEqual([
      { languageTypeCode: '01', menuName: '정보상품' },
      { languageTypeCode: '02', menuName: 'Products' },
    ]);
    // Neither the exchange-side menu, nor the member-only menu, nor the group without pages.
    expect(ids(ko)).not.toContain(EXCHANGE_MENU);
    expect(ids(ko)).not.toContain(439001);
    expect(ids(ko)).not.toContain(438000);
  });

  it('every branch leads to a page, four levels deep at most, sorted', async () => {
    const root = await getMenus('my-menus');
    for (const { menu, depth } of flatten(root)) {
      expect(depth).toBeLessThanOrEqual(4);
      if (menu.menuId !== ROOT_MENU_ID && !menu.menus.length) expect(menu.page).not.toBeNull();
      const orders = menu.menus.map((m) => m.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    const guides = flatten(root).find((x) => x.menu.menuId === 431000)!;
    expect(guides.depth).toBe(2);
    expect(guides.menu.menus.map((m) => m.page?.pageUri)).toEqual(['/service/homepage-guideline', '/service/visit-guideline']);
  });

  it('my-pages: public pages, and login pages without roles so the client can send the visitor to sign in', async () => {
    const list = await getPages('my-pages');
    expect(pageIds(list)).toContain('P0001');
    expect(pageIds(list)).toContain('T9002');
    expect(pageIds(list)).not.toContain('T9001');
    for (const p of list) expect(p.roles).toEqual([]);
    const home = list.find((p) => p.pageId === 'P0001')!;
    expect(home).toEqual({
      pageId: 'P0001',
      upperPageId: null,
      pageUri: '/home',
      layoutType: 'basic',
      loginYn: 'N',
      roles: [],
      menuId: null,
    });
    expect(list.find((p) => p.pageId === 'P0202')?.upperPageId).toBe('P0201');
    expect(list.find((p) => p.pageId === 'P0201')?.menuId).toBe(421000);
  });

  it('all-pages: every page record, role pages included', async () => {
    const list = await getPages('all-pages');
    for (const p of PAGES) expect(pageIds(list)).toContain(p.pageId);
    expect(list.find((p) => p.pageId === 'T9001')?.roles).toEqual([ROLE.exchangeReviewer]);
  });

  it('all-menus: every branch with a page, the exchange-side menu only for role 09', async () => {
    const root = await getMenus('all-menus');
    expect(ids(root)).toContain(439001);
    expect(ids(root)).not.toContain(438000);
    expect(ids(root)).not.toContain(EXCHANGE_MENU);
  });

  it('an invalid token is treated as a visitor here', async () => {
    const res = await callApi(ctx, CALL_PATHS.getMyMenus, { token: 'not-a-token' });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().menus)).not.toContain(439001);
  });
});

describe('menus and pages of members', () => {
  it('a customer gets login pages but not the pages of role 09 nor the exchange-side menu', async () => {
    const token = await loginAs(ctx, ROLE.customer);
    const root = await getMenus('my-menus', token);
    expect(ids(root)).toContain(439001);
    expect(ids(root)).not.toContain(EXCHANGE_MENU);
    const list = await getPages('my-pages', token);
    expect(pageIds(list)).toContain('T9002');
    expect(pageIds(list)).not.toContain('T9001');
  });

  it('role 09 gets the exchange-side menu with its page', async () => {
    const token = await loginAs(ctx, ROLE.exchangeReviewer);
    const root = await getMenus('my-menus', token, 'en');
    const exchange = root.menus.find((m) => m.menuId === EXCHANGE_MENU)!;
    expect(exchange).toBeDefined();
    expect(exchange.exchangeYn).toBe('Y');
    expect(exchange.menuName).toBe('Exchange desk');
    // The approval list first, then the test's own page.
    expect(exchange.menus.find((m) => m.menuId === 499001)).toMatchObject({
      menuId: 499001,
      menuName: 'Reviews',
      page: { pageId: 'T9001', pageUri: '/test/exchange-review' },
    });
    expect(exchange.menus.find((m) => m.menuId === 491000)).toMatchObject({
      menuName: 'Approvals',
      page: { pageId: 'P4001', pageUri: '/exchange/approval-list' },
    });
    expect(pageIds(await getPages('my-pages', token))).toContain('T9001');
    expect(ids(await getMenus('all-menus', token))).toContain(EXCHANGE_MENU);
  });

  it('a page whose roles the member lacks is not in their pages', async () => {
    const token = await loginAs(ctx, ROLE.sales);
    expect(pageIds(await getPages('my-pages', token))).not.toContain('T9001');
    expect(ids(await getMenus('my-menus', token))).not.toContain(EXCHANGE_MENU);
  });
});

describe('navigation seed', () => {
  it('is idempotent, restores changed names and keeps other rows', async () => {
    const count = async () => {
      const [m] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(menus);
      const [p] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(pages);
      return { menus: m.n, pages: p.n };
    };
    const before = await count();
    await ctx.db.update(menuLanguages).set({ menuName: '옛 이름' }).where(eq(menuLanguages.menuId, 410000));
    await seedNavigation(ctx.db);
    await seedNavigation(ctx.db);
    expect(await count()).toEqual(before);
    const [name] = await ctx.db.select().from(menuLanguages).where(eq(menuLanguages.menuId, 410000));
    expect(name.menuName).toBe('정보상품');
  });
});
