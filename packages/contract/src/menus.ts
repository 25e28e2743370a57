import { z } from 'zod';
import { LAYOUT_TYPES, MAX_MENU_DEPTH } from './constants';
import { ZLanguageTypeCode, ZYn } from './common';

/** A page record: pageUri uses the router's `:param` form. */
export const ZPageRecord = z.object({
  pageId: z.string(),
  upperPageId: z.string().nullable(),
  pageUri: z.string(),
  layoutType: z.enum(LAYOUT_TYPES),
  loginYn: ZYn,
  /** Role codes that may see the page; empty: everyone allowed by loginYn. */
  roles: z.array(z.string()),
  /** The menu the page hangs under (null for pages reached from another page only). */
  menuId: z.number().int().nullable(),
});
export type TPageRecord = z.infer<typeof ZPageRecord>;

export const ZMenuLanguage = z.object({ languageTypeCode: ZLanguageTypeCode, menuName: z.string() });

const ZMenuBase = z.object({
  menuId: z.number().int(),
  upperMenuId: z.number().int().nullable(),
  /** Name in the request's language. */
  menuName: z.string(),
  menuLanguages: z.array(ZMenuLanguage),
  menuIconCode: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Y on the menu carrying the exchange-side label (hidden from the drawer, shown to role 09). */
  exchangeYn: ZYn,
  page: z.object({ pageId: z.string(), pageUri: z.string() }).nullable(),
});

/** Menus nest to MAX_MENU_DEPTH levels below the root; spelled out per level (no recursive schema on the wire). */
function menuLevel(depthLeft: number): z.ZodType<TMenu> {
  if (depthLeft === 0) return ZMenuBase.extend({ menus: z.array(z.never()).max(0) }) as unknown as z.ZodType<TMenu>;
  return ZMenuBase.extend({ menus: z.array(menuLevel(depthLeft - 1)) }) as unknown as z.ZodType<TMenu>;
}
export type TMenu = z.infer<typeof ZMenuBase> & { menus: TMenu[] };
/** The root menu (400000) whose `menus` are the top menus. */
export const ZMenuTree = menuLevel(MAX_MENU_DEPTH);

export const ZMenusResponse = z.object({ menus: ZMenuTree });
export type TMenusResponse = z.infer<typeof ZMenusResponse>;
export const ZPagesResponse = z.object({ pages: z.array(ZPageRecord) });
export type TPagesResponse = z.infer<typeof ZPagesResponse>;
