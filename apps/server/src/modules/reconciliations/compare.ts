import { periodMonths, type TEntitlementRow } from '@portal/contract';

/**
 * The comparison of a reconciliation (decision 079), in memory: per product, use category and month, the users or
 * devices entitled on any day of the month (ENTITLEMENT_COUNTING_RULE: an id counts once a month whatever its rows and
 * days) against the quantity of the month's filed report (0 without one). Answers the cells, each user's months as bits
 * (the first month of the period the lowest), and the months' totals.
 */

export const USERS_PER_CHUNK = 1_000;

export interface FiledFigures {
  month: string;
  reportId: number;
  reportNumber: string;
  monthlyReportId: number;
  figures: { productCode: string; useCategory: string; quantity: number }[];
}

export interface ComparedUser {
  id: string;
  name: string;
  location: string;
  mask: number;
  first: string;
  last: string;
}

export interface Comparison {
  months: {
    month: string;
    reportId: number | null;
    reportNumber: string | null;
    monthlyReportId: number | null;
    entitled: number;
    reported: number;
  }[];
  cells: { month: string; productCode: string; useCategory: string; entitled: number; reported: number; difference: number }[];
  /** Per product and use category ("CODE\u0000151"): its users sorted by id. */
  users: Map<string, ComparedUser[]>;
  differenceCount: number;
  surplus: number;
  shortfall: number;
}

const lastDayOf = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

export const pairKey = (productCode: string, useCategory: string): string => `${productCode}\u0000${useCategory}`;
export const splitPair = (key: string): [string, string] => key.split('\u0000') as [string, string];

/** Rows compared between two turns of the event loop (100,000 rows hold it about 300 ms in one go). */
const ROWS_PER_TURN = 2_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function compare(
  rows: readonly TEntitlementRow[],
  fromMonth: string,
  toMonth: string,
  filed: readonly FiledFigures[],
): Promise<Comparison> {
  const months = periodMonths(fromMonth, toMonth);
  const index = new Map(months.map((m, i) => [m, i]));
  const periodStart = `${fromMonth}-01`;
  const periodEnd = lastDayOf(toMonth);
  const groups = new Map<string, Map<string, ComparedUser>>();
  for (let n = 0; n < rows.length; n++) {
    if (n > 0 && n % ROWS_PER_TURN === 0) await nextTurn();
    const r = rows[n]!;
    const end = r.endDate ?? '9999-12-31';
    if (r.startDate > periodEnd || end < periodStart) continue;
    const firstMonth = r.startDate < periodStart ? 0 : index.get(r.startDate.slice(0, 7))!;
    const lastMonth = end > periodEnd ? months.length - 1 : index.get(end.slice(0, 7))!;
    let mask = 0;
    for (let i = firstMonth; i <= lastMonth; i++) mask |= 1 << i;
    const first = r.startDate < periodStart ? periodStart : r.startDate;
    const last = end > periodEnd ? periodEnd : end;
    const key = pairKey(r.productCode, r.useCategory);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = new Map()));
    const seen = group.get(r.entityId);
    if (seen) {
      seen.mask |= mask;
      if (first < seen.first) seen.first = first;
      if (last > seen.last) seen.last = last;
    } else group.set(r.entityId, { id: r.entityId, name: r.name, location: r.location, mask, first, last });
  }
  const entitled = new Map<string, number[]>();
  const users = new Map<string, ComparedUser[]>();
  for (const [key, group] of groups) {
    await nextTurn();
    const counts = months.map(() => 0);
    const list = [...group.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const u of list) for (let i = 0; i < months.length; i++) if (u.mask & (1 << i)) counts[i]!++;
    entitled.set(key, counts);
    users.set(key, list);
  }
  const reported = new Map<string, number[]>();
  const byMonth = new Map(filed.map((f) => [f.month, f]));
  for (const f of filed) {
    const i = index.get(f.month);
    if (i === undefined) continue;
    for (const fig of f.figures) {
      const key = pairKey(fig.productCode, fig.useCategory);
      let counts = reported.get(key);
      if (!counts) reported.set(key, (counts = months.map(() => 0)));
      counts[i]! += fig.quantity;
    }
  }
  const keys = [...new Set([...entitled.keys(), ...reported.keys()])].sort();
  const cells: Comparison['cells'] = [];
  const totals = months.map(() => ({ entitled: 0, reported: 0 }));
  let differenceCount = 0;
  let surplus = 0;
  let shortfall = 0;
  for (let i = 0; i < months.length; i++)
    for (const key of keys) {
      const [productCode, useCategory] = splitPair(key);
      const e = entitled.get(key)?.[i] ?? 0;
      const r = reported.get(key)?.[i] ?? 0;
      if (e === 0 && r === 0) continue;
      const difference = r - e;
      totals[i]!.entitled += e;
      totals[i]!.reported += r;
      if (difference !== 0) differenceCount++;
      if (difference > 0) surplus += difference;
      else shortfall -= difference;
      cells.push({ month: months[i]!, productCode, useCategory, entitled: e, reported: r, difference });
    }
  return {
    months: months.map((month, i) => {
      const f = byMonth.get(month);
      return {
        month,
        reportId: f?.reportId ?? null,
        reportNumber: f?.reportNumber ?? null,
        monthlyReportId: f?.monthlyReportId ?? null,
        entitled: totals[i]!.entitled,
        reported: totals[i]!.reported,
      };
    }),
    cells,
    users,
    differenceCount,
    surplus,
    shortfall,
  };
}

/** A product and use category's users in chunks, with each chunk's count per month. */
export function chunksOf(list: readonly ComparedUser[], monthCount: number) {
  const chunks: { monthCounts: number[]; users: [string, string, string, number, string, string][] }[] = [];
  for (let start = 0; start < list.length; start += USERS_PER_CHUNK) {
    const part = list.slice(start, start + USERS_PER_CHUNK);
    const monthCounts = Array.from({ length: monthCount }, (_, i) => part.filter((u) => u.mask & (1 << i)).length);
    chunks.push({ monthCounts, users: part.map((u) => [u.id, u.name, u.location, u.mask, u.first, u.last]) });
  }
  return chunks;
}
