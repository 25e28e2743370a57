import type { TMenu, TPageRecord } from '@portal/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstPageOf } from '../lib/shell-data';
import { bannerCodeOf, hasPage, menuLabel, trailPageOf } from '../lib/shell-data';
import { drawerMenus } from './nav-drawer';
import { isPopupHidden, isSignInPath, popupStore, POPUP_SNOOZE_MS } from './popup-store';
import { cleanHtml, loadSanitizer } from '../components/safe-html';

function menu(id: number, over: Partial<TMenu> = {}): TMenu {
  return {
    menuId: id,
    upperMenuId: 400000,
    menuName: `m${id}`,
    menuLanguages: [
      { languageTypeCode: '01', menuName: `메뉴${id}` },
      { languageTypeCode: '02', menuName: `Menu ${id}` },
    ],
    menuIconCode: null,
    sortOrder: 1,
    exchangeYn: 'N',
    page: null,
    menus: [],
    ...over,
  };
}
const page = (uri: string) => ({ pageId: uri, pageUri: uri });

describe('menus', () => {
  it('names a menu in the chosen language, falling back to the server name', () => {
    const m = menu(1);
    expect(menuLabel(m, 'ko')).toBe('메뉴1');
    expect(menuLabel(m, 'en')).toBe('Menu 1');
    expect(menuLabel({ ...m, menuLanguages: [] }, 'en')).toBe('m1');
  });

  it('finds the first descendant with a page, depth first', () => {
    const leaf = menu(3, { page: page('/c') });
    const tree = menu(1, { menus: [menu(2, { menus: [] }), menu(4, { menus: [leaf, menu(5, { page: page('/e') })] })] });
    expect(firstPageOf(tree)?.menuId).toBe(3);
    expect(hasPage(tree)).toBe(true);
    expect(hasPage(menu(9))).toBe(false);
  });

  it('takes the banner code of the deepest menu that names one', () => {
    expect(bannerCodeOf([menu(1, { menuIconCode: 'BN_A' }), menu(2), menu(3, { menuIconCode: 'BN_C' })])).toBe('BN_C');
    expect(bannerCodeOf([menu(1, { menuIconCode: 'BN_A' }), menu(2)])).toBe('BN_A');
    expect(bannerCodeOf([])).toBeNull();
  });

  it('leaves the exchange-side menu and empty groups out of the drawer, at every level', () => {
    const tops = [
      menu(1, { menus: [menu(11, { page: page('/a') }), menu(12, { exchangeYn: 'Y', page: page('/x') }), menu(13)] }),
      menu(2, { exchangeYn: 'Y', menus: [menu(21, { page: page('/y') })] }),
    ];
    const shown = drawerMenus(tops);
    expect(shown.map((m) => m.menuId)).toEqual([1]);
    expect(shown[0].menus.map((m) => m.menuId)).toEqual([11]);
  });
});

describe('breadcrumb source', () => {
  const page = (pageId: string, pageUri: string, upperPageId: string | null = null): TPageRecord => ({
    pageId,
    pageUri,
    layoutType: 'content',
    loginYn: 'N',
    roles: [],
    menuId: null,
    upperPageId,
  });
  const notices = page('P0201', '/notice/notice-list');
  const post = page('P0206', '/bbs/:code/:bbsContentId/bbs-contents-detail', 'P0201');
  const library = page('P2202', '/bbs/02/bbs-contents-list');
  const pages = [notices, post, library];

  it('puts a post of a member board under its own board, not under market notices', () => {
    expect(trailPageOf(post, { code: '02' }, pages)).toBe(library);
    expect(trailPageOf(post, { code: '99' }, pages)).toBeUndefined();
  });

  it('leaves other pages as they are', () => {
    const detail = page('P0202', '/notice/:bbsContentId/notice-detail', 'P0201');
    expect(trailPageOf(detail, {}, pages)).toBe(detail);
  });
});

describe('popups', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    popupStore.resetVisit();
  });

  it('hides a closed popup for the rest of the browser session, across full page loads', () => {
    popupStore.close(7);
    expect(isPopupHidden(7)).toBe(true);
    popupStore.resetVisit();
    expect(isPopupHidden(7)).toBe(true);
    // A new session (the tab was closed) shows it again.
    sessionStorage.clear();
    popupStore.resetVisit();
    expect(isPopupHidden(7)).toBe(false);
  });

  it('never shows over the sign-in pages', () => {
    expect(['/login', '/login/change-password', '/login/auth-dormant-user', '/user/user-join-re-terms'].every(isSignInPath)).toBe(true);
    expect(['/home', '/loginx', '/notice/notice-list', '/user/user-join'].some(isSignInPath)).toBe(false);
  });

  it('"do not open for a day" lasts a day, then the popup returns', () => {
    const now = Date.UTC(2025, 0, 1);
    popupStore.snoozeForADay(8, now);
    popupStore.resetVisit();
    expect(isPopupHidden(8, now + POPUP_SNOOZE_MS - 1)).toBe(true);
    expect(isPopupHidden(8, now + POPUP_SNOOZE_MS + 1)).toBe(false);
  });

  it('"do not open again" lasts', () => {
    popupStore.never(9);
    popupStore.resetVisit();
    expect(isPopupHidden(9, Date.now() + 400 * POPUP_SNOOZE_MS)).toBe(true);
  });
});

describe('SafeHtml cleaning', () => {
  beforeAll(() => loadSanitizer());
  it('drops scripts, event handlers and script URLs, keeps the content', () => {
    const out = cleanHtml(
      '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="y()">',
    );
    expect(out).toContain('<p>Hi <b>there</b></p>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('opens external links safely', () => {
    expect(cleanHtml('<a href="https://example.com">e</a>')).toContain('rel="noopener noreferrer"');
    expect(cleanHtml('<a href="/notice/notice-list">n</a>')).not.toContain('target');
  });

  it('drops forms, styles, frames and the mutation tricks DOMPurify knows', () => {
    const out = cleanHtml(
      '<form action="https://evil.example"><input name="p"><button>Go</button></form><p style="position:fixed">s</p>' +
        '<iframe srcdoc="<script>x()</script>"></iframe><svg><a xlink:href="javascript:alert(1)">v</a></svg>' +
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    );
    expect(out).not.toMatch(/<form|<input|<button|style=|<iframe|srcdoc|javascript:|onerror/i);
    expect(out).toContain('<p>s</p>');
  });
});
