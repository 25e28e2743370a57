import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  use: {
    baseURL: 'http://127.0.0.1:4100',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
