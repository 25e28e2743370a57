import { OWN_DESK_KINDS } from '@portal/contract';
import { and, asc, count, eq, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { requests } from '../../platform/schema';

/**
 * The exceptions dashboard keeps no table of its own (decision 049): it reads the platform's `requests` header for the
 * stale requests (the partial index requests_waiting_stale_idx: waiting on the provider or the exchange, by the time
 * waiting) and its one setting in the platform's system settings. Everything else comes from the owning areas'
 * service functions.
 */

export const STALE_DAYS_SETTING = 'exceptions.staleDays';

export { readSetting, writeSetting } from '../../platform/settings';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface StaleFilter {
  /** Entered the state before this moment. */
  before: Date;
  companyId?: number;
  /** Kinds the viewer never sees (the exchange reviewer: EXCHANGE_HIDDEN_KINDS, decision 080). */
  hiddenKinds?: readonly string[];
  /** Number or title text, or one of these companies (their names matched the text). */
  text?: { pattern: string; companyIds: number[] };
}

/** The same predicate as the partial index's (`waiting_on in ('provider', 'exchange')`), so the planner uses it. */
const waiting = sql`${requests.waitingOn} in ('provider', 'exchange')`;

function whereOf(f: StaleFilter): SQL {
  const like = f.text ? `%${escapeLike(f.text.pattern)}%` : '';
  return and(
    waiting,
    // A kind with a desk of its own (contract inquiries, which may have no company; decision 077) is not listed here.
    OWN_DESK_KINDS.length ? notInArray(requests.kind, OWN_DESK_KINDS) : undefined,
    f.hiddenKinds?.length ? notInArray(requests.kind, [...f.hiddenKinds]) : undefined,
    lt(requests.stateSince, f.before),
    f.companyId !== undefined ? eq(requests.companyId, f.companyId) : undefined,
    f.text
      ? or(
          ilike(requests.number, like),
          ilike(requests.title, like),
          ilike(requests.titleEn, like),
          f.text.companyIds.length ? inArray(requests.companyId, f.text.companyIds) : undefined,
        )
      : undefined,
  )!;
}

export async function countStale(db: DbOrTx, f: StaleFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(requests).where(whereOf(f));
  return Number(row?.n ?? 0);
}

/** The stale requests per company (the customer filter's choices). */
export async function staleByCompany(db: DbOrTx, f: StaleFilter): Promise<{ companyId: number; count: number }[]> {
  const rows = await db.select({ companyId: requests.companyId, n: count() }).from(requests).where(whereOf(f)).groupBy(requests.companyId);
  return rows.flatMap((r) => (r.companyId === null ? [] : [{ companyId: r.companyId, count: Number(r.n) }]));
}

/** Every stale request listed has a company (only a contract inquiry may have none, and it is not listed). */
export type StaleRow = Pick<
  typeof requests.$inferSelect,
  'id' | 'kind' | 'number' | 'title' | 'titleEn' | 'state' | 'stateSince' | 'waitingOn'
> & {
  companyId: number;
};

/** One window of the stale requests, waiting longest first. */
export async function staleRows(db: DbOrTx, f: StaleFilter, limit: number, offset: number): Promise<StaleRow[]> {
  const rows = await db
    .select({
      id: requests.id,
      kind: requests.kind,
      number: requests.number,
      title: requests.title,
      titleEn: requests.titleEn,
      companyId: requests.companyId,
      state: requests.state,
      stateSince: requests.stateSince,
      waitingOn: requests.waitingOn,
    })
    .from(requests)
    .where(whereOf(f))
    .orderBy(asc(requests.stateSince), asc(requests.id))
    .limit(limit)
    .offset(offset);
  return rows.flatMap((r) => (r.companyId === null ? [] : [{ ...r, companyId: r.companyId }]));
}
