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

type MenuFit = 'full' | 'no-company' | 'collapsed';

/**
 * How much of the bar fits. The breakpoint follows the menu's own length (language, role, company),
 * so it is measured, not fixed: the menu's items against the room the bar leaves them. When they do
 * not fit, the company name beside the user button goes first (the member popover and the drawer
 * name it too), then the menu itself (the drawer carries the menus).
 */
function useMenuFit(bar: RefObject<HTMLElement | null>): MenuFit {
  const [fit, setFit] = useState<MenuFit>('full');
  useLayoutEffect(() => {
    const nav = bar.current?.querySelector<HTMLElement>('.main-menu');
    const list = nav?.querySelector<HTMLElement>('.main-menu-list');
    if (!nav || !list) return;
    const measure = () => {
      // Hidden on phones (display: none): the drawer is the menu there anyway.
      if (nav.clientWidth === 0 && list.scrollWidth === 0) return;
      const company = bar.current?.querySelector<HTMLElement>('.top-bar-actions .company-name');
      // A hidden company name keeps its size (visibility: hidden, out of the flow): the room it takes when shown.
      const companyRoom = company ? company.offsetWidth + 8 : 0;
      const companyHidden = bar.current?.classList.contains('is-company-hidden') ?? false;
      const withCompany = nav.clientWidth - (companyHidden ? companyRoom : 0);
      const need = list.scrollWidth - 1;
      setFit(need <= withCompany ? 'full' : need <= withCompany + companyRoom ? 'no-company' : 'collapsed');
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
  return fit;
}

/** The top bar: logo home, the menu, Contact Us, language switch, the user slot and the drawer. */
export function TopBar() {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const bar = useRef<HTMLElement>(null);
  const fit = useMenuFit(bar);

  return (
    <header className={`top-bar${fit === 'collapsed' ? ' is-menu-collapsed' : fit === 'no-company' ? ' is-company-hidden' : ''}`} ref={bar}>
      <div className="top-bar-utility">
        <div className="top-bar-inner top-bar-utility-inner">
          <ContactUsLink />
          <LanguageSwitch />
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
        <div className="top-bar-actions">
          <UserArea />
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
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
    </header>
  );
}
