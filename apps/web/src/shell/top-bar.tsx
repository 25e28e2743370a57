import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import { lazy, Suspense, useCallback, useState } from 'react';
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

/** The top bar: logo home, the menu, Contact Us, language switch, the user slot and the drawer. */
export function TopBar() {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <header className="top-bar">
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
