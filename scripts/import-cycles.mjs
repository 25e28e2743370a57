#!/usr/bin/env node
// Import circles of the server and the web, type-only imports counted (a circle of types still ties its files
// together: neither can be read, moved or tested without the other). ESLint's import-x/no-cycle skips `import type`,
// so this reads every file's static imports and re-exports with TypeScript's parser and prints each strongly
// connected group of files. Lazy `import()` is left out: it is how a screen or a thread is loaded on demand.
//
//   node scripts/import-cycles.mjs            every tree; exit 1 when a circle is found
//   node scripts/import-cycles.mjs apps/web   one tree
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const trees = process.argv.slice(2).length ? process.argv.slice(2) : ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

/** Every .ts/.tsx file under a folder. */
function filesOf(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') out.push(...filesOf(path));
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file a relative specifier names, or undefined (a package, or an asset such as a stylesheet). */
function resolveSpecifier(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The files one file imports or re-exports statically, types included. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out = new Set();
  for (const st of source.statements) {
    let spec;
    if (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) spec = st.moduleSpecifier;
    else if (ts.isImportEqualsDeclaration(st) && ts.isExternalModuleReference(st.moduleReference)) spec = st.moduleReference.expression;
    if (spec && ts.isStringLiteral(spec)) {
      const target = resolveSpecifier(file, spec.text);
      if (target) out.add(target);
    }
  }
  return out;
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
function circles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || graph.get(v)?.has(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

let total = 0;
for (const tree of trees) {
  const files = filesOf(join(root, tree));
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const found = circles(graph);
  total += found.length;
  for (const group of found) {
    console.info(`circle in ${tree} (${group.length} files):`);
    for (const f of group) {
      const inside = [...graph.get(f)].filter((g) => group.includes(g)).map((g) => relative(join(root, tree), g));
      console.info(`  ${relative(join(root, tree), f)} -> ${inside.join(', ')}`);
    }
  }
}
if (total) {
  console.info(`${total} import circle(s), type-only imports counted.`);
  process.exit(1);
}
console.info(`No import circle in ${trees.join(', ')}.`);
