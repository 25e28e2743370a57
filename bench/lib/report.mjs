// Printing of benchmark figures. Every figure is printed with its unit and, when it has an aim, whether it
// meets it. When BENCH_RESULTS names a file (bench/run.mjs sets it), each figure is also appended to it as
// one JSON line, so the runner can print the final summary table.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Rounds for display: 3 significant digits below 100, whole numbers above. */
export function fmt(n, digits) {
  if (n === null || n === undefined || Number.isNaN(n)) return 'n/a';
  if (digits !== undefined) return n.toFixed(digits);
  const abs = Math.abs(n);
  if (abs >= 100) return Math.round(n).toLocaleString('en-US');
  if (abs >= 10) return n.toFixed(1);
  if (abs >= 1) return n.toFixed(2);
  return n.toFixed(3);
}

export const kib = (bytes) => `${fmt(bytes / 1024, 1)} KiB`;

/**
 * Prints one figure and records it.
 * @param {{ bench: string, name: string, value: number, unit: string, display?: string, aim?: string, ok?: boolean, note?: string }} f
 *   `aim` is the aim in words (e.g. ">= 25% of the floor"), `ok` whether the value meets it.
 */
export function figure(f) {
  const shown = f.display ?? `${fmt(f.value)} ${f.unit}`;
  const verdict = f.aim ? `  [aim ${f.aim}: ${f.ok ? 'MET' : 'NOT MET'}]` : '';
  const note = f.note ? `  (${f.note})` : '';
  console.info(`  ${f.name}: ${shown}${verdict}${note}`);
  if (process.env.BENCH_RESULTS) {
    appendFileSync(process.env.BENCH_RESULTS, JSON.stringify({ ...f, display: shown }) + '\n');
  }
}

export function heading(title) {
  console.info(`\n## ${title}`);
}

/** Milliseconds since `start` (a process.hrtime.bigint()). */
export const msSince = (start) => Number(process.hrtime.bigint() - start) / 1e6;
