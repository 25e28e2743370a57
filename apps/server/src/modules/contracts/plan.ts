import { addDays } from '../../platform/clock';

/**
 * What an approved order does to a contract's product rows, pure (decision 083): `changeContract` and
 * `scheduleTermination` write these plans, and the fee estimate applies them to the rows a month's bill reads, so an
 * estimated change ends and starts products exactly as its approval will.
 */
export interface PlannedProduct {
  productCode: string;
  useType: string;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/**
 * A change from `from` (the new version's first day) to the products `wanted`: a product kept (same use, open-ended)
 * continues; one not in use before `from` goes; the others end the day before; the wanted ones not kept start on `from`.
 */
export function planChange<P extends PlannedProduct>(
  open: readonly P[],
  wanted: readonly { productCode: string; useType: string }[],
  from: string,
) {
  const want = new Map(wanted.map((p) => [p.productCode, p.useType]));
  const ended: P[] = [];
  const removed: P[] = [];
  const kept = new Set<string>();
  for (const p of open) {
    if (want.get(p.productCode) === p.useType && p.effectiveTo === null) {
      kept.add(p.productCode);
      continue;
    }
    if (p.effectiveFrom >= from) removed.push(p);
    else ended.push(p);
  }
  return { ended, endDay: addDays(from, -1), removed, added: wanted.filter((p) => !kept.has(p.productCode)) };
}

/** A termination on `due` (the last day of use): products not begun by then go, the others end on it. */
export function planTermination<P extends PlannedProduct>(products: readonly P[], due: string) {
  return {
    removed: products.filter((p) => p.effectiveFrom > due),
    ended: products.filter((p) => p.effectiveFrom <= due && (p.effectiveTo === null || p.effectiveTo > due)),
  };
}

/** The first day of a change (or the due day of a termination): the day the order names (default today), never before the contract began. */
export const orderDay = (named: string | null | undefined, today: string, contractBegin: string): string => {
  const day = named ?? today;
  return day > contractBegin ? day : contractBegin;
};
