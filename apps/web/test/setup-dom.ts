import { configure } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll } from 'vitest';

// Testing Library's waitFor and findBy* give up after 1 s by default: `npm test` runs these files beside the type check,
// and on a busy machine Ant Design's checkbox group took longer than that to show all its boxes ticked after "agree
// to all" (CI run of 2026-11-29). A budget for waiting on a condition, inside vitest's 20 s per test (vite.config.ts).
configure({ asyncUtilTimeout: 10_000 });

/**
 * What jsdom lacks and Ant Design asks for (responsive observers, resize observers), stubbed once for every component
 * test: no media query matches, nothing is observed. (A test in the node environment has no window.)
 */
if (typeof window !== 'undefined')
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Each file starts in Korean, the portal's default: files share a module graph (vite.config.ts), and one that switched
// to English would otherwise leave the next file in English.
beforeAll(async () => {
  if (i18next.isInitialized && i18next.language !== 'ko') await i18next.changeLanguage('ko');
});
