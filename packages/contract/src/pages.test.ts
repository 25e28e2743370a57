import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, PAGES } from './pages';

/** The page records name each page, address and menu entry once (two helpers once gave two pages menu 447300). */
describe('the page records', () => {
  const duplicates = (values: readonly (string | number)[]) => values.filter((v, i) => values.indexOf(v) !== i);

  it('give each page its own id and address', () => {
    expect(duplicates(PAGES.map((p) => p.pageId))).toEqual([]);
    expect(duplicates(PAGES.map((p) => p.pageUri))).toEqual([]);
  });

  it('give each menu entry its own id', () => {
    const menus = PAGES.flatMap((p) => ('menu' in p && p.menu ? [p.menu] : []));
    expect(duplicates([...MENU_GROUPS.map((g) => g.menuId), ...menus.map((m) => m.menuId)])).toEqual([]);
  });
});

describe('the menus', () => {
  it('give each entry of one menu its own place (two entries of one place came in either order)', () => {
    const entries = [
      ...MENU_GROUPS.map((g) => ({ menuId: g.menuId, upper: g.upperMenuId, sortOrder: g.sortOrder })),
      ...PAGES.flatMap((p) =>
        'menu' in p && p.menu ? [{ menuId: p.menu.menuId, upper: p.menu.upperMenuId, sortOrder: p.menu.sortOrder }] : [],
      ),
    ];
    const ties = entries.filter((e, i) => entries.findIndex((o) => o.upper === e.upper && o.sortOrder === e.sortOrder) !== i);
    expect(ties).toEqual([]);
  });
});
