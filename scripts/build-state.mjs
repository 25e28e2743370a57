// Whether the built portal (web app and server) is older than its sources: `npm start` builds then,
// and the start-up benchmark reports which start it measured.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const SOURCES = ['packages/contract/src', 'apps/server/src', 'apps/web/src', 'apps/web/index.html', 'apps/web/public'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

/** True when both outputs exist and are newer than every source. */
export function isBuilt(root = ROOT) {
  const builtAt = Math.min(...OUTPUTS.map((o) => path.join(root, o)).map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
  return builtAt > 0 && Math.max(...SOURCES.map((s) => newest(path.join(root, s)))) <= builtAt;
}
