import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The component tests that replace a module (`vi.mock`), or say they watch a module's first load (a comment
 * `own module graph:` with the reason), keep a module graph of their own; the others share one per worker
 * (`isolate: false`), so Ant Design, React and the kit load once per worker instead of once per file (as the API tests
 * do, decision 067). Each file still starts in Korean (test/setup-dom.ts).
 */
function mockingTests(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name) && /vi\.mock\(|own module graph:/.test(readFileSync(file, 'utf8'))) out.push(file);
    }
  };
  for (const dir of ['src', 'test']) walk(path.join(import.meta.dirname, dir));
  return out.map((file) => path.relative(import.meta.dirname, file));
}
const MOCKING = mockingTests();

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/apis': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup-dom.ts'],
    // A budget, not an assertion: `npm test` runs these beside the type check on two cores, and on a busy machine a
    // file's first test (Ant Design's first render) took 6 s against vitest's 5 s default.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'], exclude: MOCKING, isolate: false },
      },
      { extends: true, test: { name: 'web (own modules)', include: MOCKING } },
    ],
  },
});
