import type { TMenu } from '@portal/contract';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { firstPageOf, useShell } from '../lib/shell-data';
import { STORAGE_KEYS, session } from '../lib/storage';
import { hasPage, menuLabel, useMenuTrail } from '../lib/shell-data';
import { useDismiss } from './use-dismiss';

/** Remembers the menu a visitor chose (session storage, spec 1 section 3). */
export const rememberMenu = (menu: TMenu) => session.set(STORAGE_KEYS.selectedMenu, String(menu.menuId));

function MenuLink({ menu, onNavigate, className }: { menu: TMenu; onNavigate: () => void; className?: string }) {
  const target = firstPageOf(menu);
  if (!target?.page) return null;
  return (
    <Link
      className={className}
      to={target.page.pageUri}
      onClick={() => {
        rememberMenu(target);
        onNavigate();
      }}
    >
      {menuLabel(menu)}
    </Link>
  );
}

/** Levels three and four under a second-level menu. */
function SubList({ menus, onNavigate, level }: { menus: TMenu[]; onNavigate: () => void; level: number }) {
  const shown = menus.filter(hasPage);
  if (!shown.length) return null;
  return (
    <ul className={`mega-list mega-list-${level}`}>
      {shown.map((m) => (
        <li key={m.menuId}>
          <MenuLink menu={m} onNavigate={onNavigate} className={`mega-link mega-link-${level}`} />
          {m.menus.length > 0 && <SubList menus={m.menus} onNavigate={onNavigate} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The three-to-four level menu of the top bar (desktop): each top menu is a disclosure button
 * opening a panel of its second-level menus with their third and fourth levels beneath.
 */
export function MainMenu() {
  const { t } = useTranslation('shell');
  const { menuRoot } = useShell();
  const trail = useMenuTrail();
  const location = useLocation();
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  // A panel opened by hovering stays open on the click that usually follows.
  const openedByHover = useRef(false);
  const close = useCallback(() => setOpen(null), []);

  // Close on navigation, on Escape and on a click outside.
  useEffect(() => close(), [location.pathname, close]);
  const focusBack = useCallback(() => navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-id="${open}"]`), [open]);
  useDismiss(open !== null, navRef, close, focusBack);

  const tops = menuRoot.menus.filter(hasPage);
  return (
    <nav className="main-menu" aria-label={t('menu.main')} ref={navRef}>
      <ul className="main-menu-list">
        {tops.map((top) => {
          const active = trail[0]?.menuId === top.menuId;
          if (!top.menus.some(hasPage)) {
            return (
              <li key={top.menuId} className={`main-menu-item${active ? ' is-active' : ''}`}>
                <MenuLink menu={top} onNavigate={close} className="main-menu-button" />
              </li>
            );
          }
          const panelId = `mega-panel-${top.menuId}`;
          const expanded = open === top.menuId;
          return (
            <li
              key={top.menuId}
              className={`main-menu-item${active ? ' is-active' : ''}`}
              onMouseEnter={() => {
                openedByHover.current = open !== top.menuId;
                setOpen(top.menuId);
              }}
              onMouseLeave={() => setOpen((v) => (v === top.menuId ? null : v))}
              onBlur={(e) => {
                // Tabbing out of the panel closes it.
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen((v) => (v === top.menuId ? null : v));
              }}
            >
              <button
                type="button"
                className="main-menu-button"
                aria-expanded={expanded}
                aria-controls={panelId}
                data-menu-id={top.menuId}
                onClick={() => {
                  if (expanded && openedByHover.current) openedByHover.current = false;
                  else setOpen(expanded ? null : top.menuId);
                }}
              >
                {menuLabel(top)}
                <DownOutlined className="main-menu-caret" aria-hidden />
              </button>
              <div id={panelId} className="mega-panel" hidden={!expanded}>
                <ul className="mega-columns">
                  {top.menus.filter(hasPage).map((second) => (
                    <li key={second.menuId} className="mega-column">
                      <MenuLink menu={second} onNavigate={close} className="mega-link mega-link-2" />
                      <SubList menus={second.menus} onNavigate={close} level={3} />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
