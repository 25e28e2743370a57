// Bundles the server (and the contract package it imports as TypeScript) into dist/main.js, and the report file
// reader's thread into dist/sheet-worker.js (started by the server beside it: user-reports/sheet/pool.ts).
// Every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@portal/'));

await build({
  entryPoints: { main: 'src/main.ts', 'sheet-worker': 'src/modules/user-reports/sheet/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((n) => `${n}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.info('server built: apps/server/dist/main.js, apps/server/dist/sheet-worker.js');
