#!/usr/bin/env node
// `npm run docs:workflows`: writes docs/workflows/<kind>.md, the state diagram of each declared kind of request,
// from the contract's declarations (`workflowMermaid`, packages/contract/src/workflow.ts), and removes the file of a
// kind no longer declared. `--check` writes nothing and fails when a file differs (the contract's workflow.test.ts
// checks the same in the test run).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'docs/workflows');
const check = process.argv.includes('--check');
const { WORKFLOWS, workflowMermaid } = await tsImport('../packages/contract/src/workflow.ts', import.meta.url);

const wanted = new Map(Object.entries(WORKFLOWS).map(([kind, declaration]) => [`${kind}.md`, workflowMermaid(declaration)]));
const present = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
let differs = 0;
if (!check) mkdirSync(dir, { recursive: true });
for (const [file, text] of wanted) {
  const target = path.join(dir, file);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (current === text) continue;
  differs++;
  if (check) console.error(`docs/workflows/${file} differs from its declaration`);
  else {
    writeFileSync(target, text);
    console.info(`wrote docs/workflows/${file}`);
  }
}
for (const file of present.filter((f) => !wanted.has(f))) {
  differs++;
  if (check) console.error(`docs/workflows/${file} has no declaration`);
  else {
    rmSync(path.join(dir, file));
    console.info(`removed docs/workflows/${file}`);
  }
}
if (check && differs) {
  console.error('Run `npm run docs:workflows` to regenerate the state diagrams.');
  process.exit(1);
}
if (!differs) console.info('docs/workflows is up to date.');
