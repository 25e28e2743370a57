import type { TMenu } from '@portal/contract';
import Drawer from 'antd/es/drawer';
import Menu, { type MenuProps } from 'antd/es/menu';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstPageOf, useShell } from '../lib/shell-data';
import { STORAGE_KEYS, session } from '../lib/storage';
import { rememberMenu } from './main-menu';
import { hasPage, menuLabel, useMenuTrail } from '../lib/shell-data';
import { LanguageSwitch } from './language-switch';
import { UserArea } from './user-area';

type Item = Required<MenuProps>['items'][number];

/** Menus for the drawer: every menu except the one carrying the exchange-side label. */
export function drawerMenus(menus: TMenu[]): TMenu[] {
  return menus.filter((m) => m.exchangeYn !== 'Y' && hasPage(m)).map((m) => ({ ...m, menus: drawerMenus(m.menus) }));
}

function toItems(menus: TMenu[], onNavigate: () => void): Item[] {
  return menus.map((m): Item => {
    const label = menuLabel(m);
    if (m.menus.length === 0) {
      const target = firstPageOf(m);
      return {
        key: String(m.menuId),
        label: (
          <Link
            to={target?.page?.pageUri ?? '/home'}
            onClick={() => {
              if (target) rememberMenu(target);
              onNavigate();
            }}
          >
            {label}
          </Link>
        ),
      };
    }
    const children = toItems(m.menus, onNavigate);
    // A group that is also a page keeps its own entry at the top of its children.
    if (m.page) {
      children.unshift({
        key: `${m.menuId}-self`,
        label: (
          <Link
            to={m.page.pageUri}
            onClick={() => {
              rememberMenu(m);
              onNavigate();
            }}
          >
            {label}
          </Link>
        ),
      });
    }
    return { key: String(m.menuId), label, children };
  });
}

function readOpened(): string[] {
  try {
    const value = JSON.parse(session.get(STORAGE_KEYS.openedMenus) ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** The hamburger drawer, also the navigation on phones. Opened groups are kept in session storage. */
export default function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { menuRoot } = useShell();
  const trail = useMenuTrail();
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const stored = readOpened();
    const current = trail.slice(0, -1).map((m) => String(m.menuId));
    return [...new Set([...stored, ...current])];
  });
  const items = useMemo(() => toItems(drawerMenus(menuRoot.menus), onClose), [menuRoot, onClose]);
  const selected = trail.length ? [String(trail[trail.length - 1].menuId)] : [];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(360px, 100vw)"
      title={t('menu.all')}
      closable={{ 'aria-label': t('menu.close') }}
      rootClassName="nav-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label={t('menu.all')}>
        <Menu
          mode="inline"
          items={items}
          openKeys={openKeys}
          selectedKeys={selected}
          onOpenChange={(keys) => {
            setOpenKeys(keys);
            session.set(STORAGE_KEYS.openedMenus, JSON.stringify(keys));
          }}
        />
      </nav>
      <div className="nav-drawer-footer">
        <UserArea compact />
        <LanguageSwitch />
      </div>
    </Drawer>
  );
}
