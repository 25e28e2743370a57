#!/usr/bin/env node
// The index of the decisions (docs/decisions/README.md), written from the decisions themselves: number, title, date,
// status. Each decision carries a line "Date: YYYY-MM-DD. Status: <status>." under its title; a decision that replaces
// or amends another says so in its status ("Amends 039"), and the other says it in its own ("Amended by 046").
//
//   node scripts/decisions-index.mjs          checks: every decision has a date and a status, and the index is current
//   node scripts/decisions-index.mjs --write  writes the index
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const indexPath = join(dir, 'README.md');
const problems = [];
const rows = [];

for (const name of readdirSync(dir)
  .filter((n) => /^\d{3}-.+\.md$/.test(n))
  .sort()) {
  const text = readFileSync(join(dir, name), 'utf8');
  const title = /^# (.+)$/m.exec(text)?.[1]?.replace(/^\d{3}[:.]\s*/, '');
  // "Date: 2026-11-28. Status: Accepted." on one line, or "- Date: …" and "- Status: …" on two.
  const date = /^[-*\s]*Date:\s*(\d{4}-\d{2}-\d{2})/m.exec(text)?.[1];
  const status = /Status:\s*([^\n]+?)\.?\s*$/m.exec(text)?.[1];
  if (!title) problems.push(`${name}: no title line ("# NNN: …")`);
  if (!date) problems.push(`${name}: no "Date: YYYY-MM-DD" line`);
  if (!status) problems.push(`${name}: no "Status: …" line`);
  rows.push(`| [${name.slice(0, 3)}](${name}) | ${title ?? '?'} | ${date ?? '?'} | ${status ?? '?'} |`);
}

const index = `# Decisions

Each decision records a choice the specification or an issue left open, or a departure from the design of record
(\`../shared/ARCHITECTURE.md\`), with its reason. Written by \`node scripts/decisions-index.mjs --write\` from the
decisions' own title, date and status lines; \`npm test\` checks that it is current.

| No. | Decision | Date | Status |
| --- | --- | --- | --- |
${rows.join('\n')}
`;

if (process.argv.includes('--write')) {
  writeFileSync(indexPath, index);
  console.info(`Wrote ${indexPath} (${rows.length} decisions).`);
} else {
  let current = '';
  try {
    current = readFileSync(indexPath, 'utf8');
  } catch {
    /* no index yet */
  }
  if (current !== index) problems.push('docs/decisions/README.md is not current: run node scripts/decisions-index.mjs --write');
}
if (problems.length) {
  console.info(problems.join('\n'));
  process.exit(1);
}
console.info(`${rows.length} decisions, each with a date and a status; the index is current.`);
