#!/usr/bin/env node
// Every translation key exists in both Korean and English: compares each locales/ko.json with its en.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function keysOf(value, prefix = '', out = new Set()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) keysOf(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.add(prefix);
  return out;
}

export function findLocalePairs(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.git', 'data'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findLocalePairs(full, out);
    else if (entry.name === 'ko.json') out.push([full, path.join(dir, 'en.json')]);
  }
  return out;
}

export function parityProblems(root) {
  const problems = [];
  const pairs = findLocalePairs(root);
  for (const [ko, en] of pairs) {
    if (!existsSync(en)) {
      problems.push(`${path.relative(root, ko)}: no English twin`);
      continue;
    }
    const k = keysOf(JSON.parse(readFileSync(ko, 'utf8')));
    const e = keysOf(JSON.parse(readFileSync(en, 'utf8')));
    for (const key of k) if (!e.has(key)) problems.push(`${path.relative(root, en)}: missing ${key}`);
    for (const key of e) if (!k.has(key)) problems.push(`${path.relative(root, ko)}: missing ${key}`);
  }
  return { pairs: pairs.length, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src');
  const { pairs, problems } = parityProblems(root);
  for (const p of problems) console.log(p);
  console.log(`i18n parity: ${pairs} file pairs, ${problems.length} missing keys`);
  process.exit(problems.length || pairs === 0 ? 1 : 0);
}
