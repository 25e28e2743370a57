import { diffArrays, diffWords, type ChangeObject } from 'diff';
import type { TClauseChange, TDiffPart, TPolicyClause, TPolicyClauseDiff, TPolicyClauseProduct } from '@portal/contract';

/**
 * The clause-by-clause diff of two versions of a policy (decision 084). Clauses are matched by number; a clause only the
 * older version has is placed after the clause it followed there. Inside a changed clause the words are compared by
 * jsdiff: English by `diffWords` (its tokenizer, whitespace kept in the runs); Korean by `diffArrays` over the text
 * split at spaces and brackets into eojeol (space-separated word units, their particles and punctuation attached). jsdiff's word tokenizer counts only Latin
 * letters as word characters, so a Hangul phrase would split letter by letter; its `Intl.Segmenter` option fixes that
 * but costs about six times as much per clause (decision 084, the policy-diff bench), and an eojeol is the unit a
 * Korean reader sees changed ("30일" -> "45일").
 */

const op = (c: { added?: boolean; removed?: boolean }): TDiffPart['op'] => (c.added ? 'inserted' : c.removed ? 'deleted' : 'same');
const toParts = (changes: ChangeObject<string>[]): TDiffPart[] => changes.map((c) => ({ text: c.value, op: op(c) }));

/** A Korean text as eojeol, spaces and brackets, each its own token (joined back they give the text). */
const eojeol = (text: string): string[] => text.split(/(\s+|[()[\]「」『』"]+)/).filter(Boolean);

function koreanParts(before: string, after: string): TDiffPart[] {
  return diffArrays(eojeol(before), eojeol(after)).map((c) => ({ text: c.value.join(''), op: op(c) }));
}

/** The runs of one text of a clause in two versions (either may be absent: added or removed clauses). */
export function textParts(before: string | undefined, after: string | undefined, lang: 'ko' | 'en'): TDiffPart[] {
  if (before === undefined) return after ? [{ text: after, op: 'inserted' }] : [];
  if (after === undefined) return before ? [{ text: before, op: 'deleted' }] : [];
  if (before === after) return before ? [{ text: before, op: 'same' }] : [];
  return lang === 'ko' ? koreanParts(before, after) : toParts(diffWords(before, after));
}

const productKey = (p: TPolicyClauseProduct) => `${p.productCode}\u0000${p.tierCode ?? ''}`;

const sameClause = (a: TPolicyClause, b: TPolicyClause): boolean =>
  a.titleKo === b.titleKo &&
  a.titleEn === b.titleEn &&
  a.textKo === b.textKo &&
  a.textEn === b.textEn &&
  a.products.length === b.products.length &&
  a.products.every((p, i) => productKey(p) === productKey(b.products[i]!));

/** The clause numbers of both versions in reading order: the newer version's, with removed clauses where they stood. */
function alignedNumbers(before: readonly TPolicyClause[], after: readonly TPolicyClause[]): string[] {
  const inAfter = new Set(after.map((c) => c.clauseNo));
  const order = after.map((c) => c.clauseNo);
  const position = new Map(order.map((no, i) => [no, i]));
  // Removed clauses that follow the same surviving clause keep their own order.
  const insertAfter = new Map<number, string[]>();
  let anchor = -1;
  for (const c of before) {
    if (inAfter.has(c.clauseNo)) {
      anchor = position.get(c.clauseNo)!;
      continue;
    }
    const list = insertAfter.get(anchor) ?? [];
    list.push(c.clauseNo);
    insertAfter.set(anchor, list);
  }
  const out: string[] = [...(insertAfter.get(-1) ?? [])];
  order.forEach((no, i) => {
    out.push(no);
    out.push(...(insertAfter.get(i) ?? []));
  });
  return out;
}

/** Every clause of two versions side by side, with how it changed and its words marked. */
export function diffClauses(before: readonly TPolicyClause[], after: readonly TPolicyClause[]): TPolicyClauseDiff[] {
  const was = new Map(before.map((c) => [c.clauseNo, c]));
  const now = new Map(after.map((c) => [c.clauseNo, c]));
  return alignedNumbers(before, after).map((clauseNo) => {
    const a = was.get(clauseNo);
    const b = now.get(clauseNo);
    const change: TClauseChange = !a ? 'added' : !b ? 'removed' : sameClause(a, b) ? 'same' : 'changed';
    const products = new Map<string, TPolicyClauseProduct>();
    for (const p of [...(a?.products ?? []), ...(b?.products ?? [])]) products.set(productKey(p), p);
    return {
      clauseNo,
      change,
      titleKo: textParts(a?.titleKo, b?.titleKo, 'ko'),
      titleEn: textParts(a?.titleEn, b?.titleEn, 'en'),
      textKo: textParts(a?.textKo, b?.textKo, 'ko'),
      textEn: textParts(a?.textEn, b?.textEn, 'en'),
      products: [...products.values()],
    };
  });
}

/** How many clauses of each kind of change. */
export function countChanges(clauses: readonly TPolicyClauseDiff[]): Record<TClauseChange, number> {
  const counts: Record<TClauseChange, number> = { added: 0, removed: 0, changed: 0, same: 0 };
  for (const c of clauses) counts[c.change] += 1;
  return counts;
}

/**
 * The canonical form of a version's clauses, the text its SHA-256 is taken of: one JSON array, a clause as
 * [number, title ko, title en, text ko, text en, [[product, tier]...]] in the version's order, every string in Unicode
 * NFC. Key order and spacing of the stored JSON do not change it.
 */
export function canonicalClauses(clauses: readonly TPolicyClause[]): string {
  const n = (s: string) => s.normalize('NFC');
  return JSON.stringify(
    clauses.map((c) => [
      n(c.clauseNo),
      n(c.titleKo),
      n(c.titleEn),
      n(c.textKo),
      n(c.textEn),
      c.products.map((p) => [n(p.productCode), p.tierCode == null ? null : n(p.tierCode)]),
    ]),
  );
}
