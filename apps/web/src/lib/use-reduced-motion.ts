import { useSyncExternalStore } from 'react';

/**
 * Whether the person asked their system for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3): the portal's
 * dialogs, drawers, messages and menus then appear and leave without their zoom, slide and fade (Ant Design's `motion`
 * token, app/providers.tsx) and the portal's own transitions stop (styles.css). Follows a change made while the page is
 * open.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
