import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactUsLink } from './contact-us';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import { UserArea } from './user-area';

const NavDrawer = lazy(() => import('./nav-drawer'));

/** Logo mark drawn inline: no remote image. */
function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="#0b3d91" />
      <path d="M6 22l6-7 5 4 9-11" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="26" cy="8" r="2.2" fill="#7fd1ff" />
    </svg>
  );
}

/**
 * Whether the menu fits its row. The account controls (company, bell, member, sign-out) live in the
 * utility row above (decision 064), so the menu's row holds only the logo, the menu and the drawer
 * button: the menu has the whole width and shows from 1280 px for every role and language. Its
 * length still follows the language and the role's menus, so it is measured, not fixed: when its
 * items do not fit, it gives way to the drawer.
 */
function useMenuFits(bar: RefObject<HTMLElement | null>): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const nav = bar.current?.querySelector<HTMLElement>('.main-menu');
    const list = nav?.querySelector<HTMLElement>('.main-menu-list');
    if (!nav || !list) return;
    const measure = () => {
      // Hidden on phones (display: none): the drawer is the menu there anyway.
      if (nav.clientWidth === 0 && list.scrollWidth === 0) return;
      setFits(list.scrollWidth - 1 <= nav.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    // Items change width with the language, the fonts and the menus of the signed-in role.
    const watchItems = () => list.querySelectorAll('.main-menu-item').forEach((item) => observer.observe(item));
    watchItems();
    const mutations = new MutationObserver(() => {
      watchItems();
      measure();
    });
    mutations.observe(list, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [bar]);
  return fits;
}

/** The top bar: logo home, the menu, Contact Us, language switch, the user slot and the drawer. */
export function TopBar() {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const bar = useRef<HTMLElement>(null);
  const fits = useMenuFits(bar);

  return (
    <header className={`top-bar${fits ? '' : ' is-menu-collapsed'}`} ref={bar}>
      <div className="top-bar-utility">
        <div className="top-bar-inner top-bar-utility-inner">
          <ContactUsLink />
          <LanguageSwitch />
          <div className="top-bar-actions">
            <UserArea />
          </div>
        </div>
      </div>
      <div className="top-bar-inner top-bar-main">
        <Link to="/home" className="logo" aria-label={t('logo.home')}>
          <LogoMark />
          <span className="logo-text">
            <span className="logo-name">{t('logo.name')}</span>{' '}
            {/* The space keeps the visible words apart, so the link's name (logo.home) contains them (axe label-content-name-mismatch). */}
            <span className="logo-sub">{t('logo.sub')}</span>
          </span>
        </Link>
        <MainMenu />
        <button
          type="button"
          className="shell-icon-button drawer-toggle"
          aria-label={t('menu.open')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
        >
          <MenuOutlined aria-hidden />
        </button>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
    </header>
  );
}
