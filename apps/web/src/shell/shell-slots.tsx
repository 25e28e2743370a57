import { createContext, type ComponentType } from 'react';
import type { SessionUser } from '../lib/session';

/** What the member menu in the user area is given. */
export interface MemberMenuProps {
  user: SessionUser;
  compact?: boolean;
}

/**
 * The places of the shell that show a feature's component. The shell never imports a feature: the
 * app layer fills these slots (app/layouts/layouts.tsx), so the member menu of the accounts area
 * (company selector, my-page popover, logout) appears in the top bar and the drawer.
 */
export interface TShellSlots {
  /** Shown in the user area for a signed-in member; best lazily loaded (it loads with its first use). */
  memberMenu: ComponentType<MemberMenuProps> | null;
  /** The notifications bell, shown in the top bar's user area for a signed-in member (lazily loaded too). */
  notificationBell?: ComponentType | null;
}

export const ShellSlots = createContext<TShellSlots>({ memberMenu: null, notificationBell: null });
