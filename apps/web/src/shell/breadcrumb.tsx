import type { TMenu } from '@portal/contract';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { firstPageOf, useShell } from '../lib/shell-data';
import { rememberMenu } from './main-menu';
import { hasPage, menuLabel, useCurrentPage, useMenuTrail } from '../lib/shell-data';
import { useDismiss } from './use-dismiss';

/** One breadcrumb level: the menu's name on a button that opens the list of that level's menus. */
function Level({ menu, siblings, isCurrent }: { menu: TMenu; siblings: TMenu[]; isCurrent: boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const focusBack = useCallback(() => button.current, []);
  useDismiss(open, box, close, focusBack);
  useEffect(() => close(), [location.pathname, close]);
  useEffect(() => {
    if (open) box.current?.querySelector<HTMLAnchorElement>('[aria-current="true"], a')?.focus();
  }, [open]);

  return (
    <li
      className="breadcrumb-item"
      ref={box}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="breadcrumb-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <span>{menuLabel(menu)}</span>
        <span className="sr-only"> {t('breadcrumb.choose')}</span>
        <DownOutlined aria-hidden className="breadcrumb-caret" />
      </button>
      <ul id={listId} className="breadcrumb-menu" hidden={!open}>
        {siblings.map((m) => {
          const target = firstPageOf(m);
          if (!target?.page) return null;
          const selected = m.menuId === menu.menuId;
          return (
            <li key={m.menuId}>
              <Link
                to={target.page.pageUri}
                aria-current={selected ? 'true' : undefined}
                className={selected ? 'is-selected' : undefined}
                onClick={() => {
                  rememberMenu(target);
                  close();
                }}
              >
                {menuLabel(m)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * Breadcrumb of the content layout: home, then one entry per menu level, each with a dropdown of
 * that level's menus; choosing one goes to its first descendant that has a page (spec 1, section 2).
 */
export function Breadcrumbs() {
  const { t } = useTranslation('shell');
  const { menuRoot } = useShell();
  const trail = useMenuTrail();
  const page = useCurrentPage();
  const last = trail[trail.length - 1];
  // A detail page (no menu of its own, a path with parameters) shows one more, plain entry.
  const extra = Boolean(page && last && last.page?.pageId !== page.pageId && page.pageUri.includes(':'));

  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol className="breadcrumb-list">
        <li className="breadcrumb-item">
          <Link to="/home" className="breadcrumb-home">
            <HomeOutlined aria-hidden />
            <span className="sr-only">{t('breadcrumb.home')}</span>
          </Link>
        </li>
        {trail.map((menu, i) => {
          const parent = i === 0 ? menuRoot : trail[i - 1];
          const siblings = parent.menus.filter((m) => hasPage(m) && (m.exchangeYn !== 'Y' || m.menuId === menu.menuId));
          return <Level key={menu.menuId} menu={menu} siblings={siblings} isCurrent={i === trail.length - 1 && !extra} />;
        })}
        {extra && (
          <li className="breadcrumb-item">
            <span aria-current="page" className="breadcrumb-current">
              {t('breadcrumb.detail')}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
