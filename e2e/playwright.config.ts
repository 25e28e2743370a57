import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3900);
// One name per run for what the workers share in files (the one-time code steps claimed: tests/session.ts).
// The workers load this file again and inherit the runner's value.
process.env.E2E_RUN ??= `${port}-${Date.now()}`;

/** Browser journeys in Debian's Chromium (never a downloaded browser) against the built portal on a fresh PGlite. */
export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every journey sets up its own state (tests/session.ts, docs/decisions/036): any order, any subset,
  // two at a time. E2E_WORKERS=1 runs them one after the other.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    viewport: { width: 1280, height: 900 },
    // As a person who asked their system for reduced motion: dialogs, drawers and messages appear without their zoom and
    // slide (app/providers.tsx). A click while a dialog still zoomed in could land where its button was a frame before,
    // and was lost on a busy machine (three journeys of the CI run of 2026-11-30 passed only on a retry so).
    contextOptions: { reducedMotion: 'reduce' },
    // Recording a trace costs every journey CPU: in CI only the retry of a failed journey records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: `node server.mjs`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
