import { OWN_DESK_KINDS } from '@portal/contract';
import { and, count, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { requests } from '../../platform/schema';

/**
 * The work queue reads only the platform's `requests` table: every request whose state waits on the provider, but those
 * of the kinds with a desk of their own (OWN_DESK_KINDS: contract inquiries, decision 077). The engine writes that party
 * with each state (`waiting_on`, from the declarations), so the queue reads the partial indexes `requests_provider_*`
 * (platform/schema.ts; decision 042): a page costs what it shows, not what waits. Every request it lists has a company
 * (only a contract inquiry may have none).
 */
export type QueueRow = Pick<
  typeof requests.$inferSelect,
  'id' | 'kind' | 'number' | 'title' | 'titleEn' | 'state' | 'stateSince' | 'assignedUserId' | 'flags'
> & { companyId: number };

export interface QueueFilter {
  /** Narrowed to these (kind, states) pairs when the caller filters by kind or state; undefined: every waiting request. */
  waiting?: { kind: string; states: string[] }[];
  companyId?: number;
  /** Entered the state before this moment. */
  before?: Date;
  assignee: 'all' | 'unassigned' | number;
}

function whereOf(f: QueueFilter): SQL {
  return and(
    eq(requests.waitingOn, 'provider'),
    OWN_DESK_KINDS.length ? notInArray(requests.kind, OWN_DESK_KINDS) : undefined,
    f.waiting ? or(...f.waiting.map((w) => and(eq(requests.kind, w.kind), inArray(requests.state, w.states)))) : undefined,
    f.companyId !== undefined ? eq(requests.companyId, f.companyId) : undefined,
    f.before ? lt(requests.stateSince, f.before) : undefined,
    f.assignee === 'unassigned'
      ? isNull(requests.assignedUserId)
      : f.assignee === 'all'
        ? undefined
        : eq(requests.assignedUserId, f.assignee),
  )!;
}

interface RawQueueRow {
  id: number;
  kind: string;
  number: string;
  title: string;
  title_en: string | null;
  company_id: number | null;
  state: string;
  since_ms: number | string;
  assigned_user_id: number | null;
  flags: string[] | null;
}

const COLUMNS = sql`id, kind, number, title, title_en, company_id, state, assigned_user_id, flags, (extract(epoch from state_since) * 1000)::float8 as since_ms`;

/**
 * One page of the queue, oldest (or newest) waiting first, and the number of matches counted up to `countCap` + 1.
 * A sales representative's own requests come first (`firstAssignedTo`): the page is then read as two index-ordered
 * runs (theirs, then the others), each stopping at the page's end, instead of sorting every waiting request.
 */
export async function searchQueue(
  db: DbOrTx,
  f: QueueFilter,
  page: { limit: number; offset: number; oldestFirst: boolean; firstAssignedTo?: number },
  countCap: number,
): Promise<{ rows: QueueRow[]; total: number; capped: boolean }> {
  const where = whereOf(f);
  const dir = page.oldestFirst ? sql`asc` : sql`desc`;
  const upTo = page.offset + page.limit;
  const me = page.firstAssignedTo;
  const pageSql =
    me === undefined
      ? sql`select ${COLUMNS}, 0 as grp from ${requests} where ${where}
            order by state_since ${dir}, id ${dir} limit ${page.limit} offset ${page.offset}`
      : sql`select * from (
              (select ${COLUMNS}, 0 as grp, state_since from ${requests} where ${where} and assigned_user_id = ${me}
               order by state_since ${dir}, id ${dir} limit ${upTo})
              union all
              (select ${COLUMNS}, 1 as grp, state_since from ${requests} where ${where} and assigned_user_id is distinct from ${me}
               order by state_since ${dir}, id ${dir} limit ${upTo})
            ) runs order by grp, state_since ${dir}, id ${dir} limit ${page.limit} offset ${page.offset}`;
  const [pageResult, countResult] = await Promise.all([
    db.execute(pageSql),
    db.execute(sql`select count(*)::int as total from (select 1 from ${requests} where ${where} limit ${countCap + 1}) matches`),
  ]);
  const raw = (pageResult as unknown as { rows: RawQueueRow[] }).rows;
  const total = Number((countResult as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  return {
    rows: raw.flatMap((r) =>
      r.company_id === null
        ? []
        : [
            {
              id: r.id,
              kind: r.kind,
              number: r.number,
              title: r.title,
              titleEn: r.title_en,
              companyId: r.company_id,
              state: r.state,
              stateSince: new Date(Math.floor(Number(r.since_ms))),
              assignedUserId: r.assigned_user_id,
              flags: r.flags ?? [],
            },
          ],
    ),
    total: Math.min(total, countCap),
    capped: total > countCap,
  };
}

/** Counts of everything waiting on the provider, grouped by kind, state, company and assignee (the service sums them up). */
export async function queueGroups(
  db: DbOrTx,
): Promise<{ kind: string; state: string; companyId: number; assignedUserId: number | null; count: number }[]> {
  const rows = await db
    .select({
      kind: requests.kind,
      state: requests.state,
      companyId: requests.companyId,
      assignedUserId: requests.assignedUserId,
      count: count(),
    })
    .from(requests)
    .where(whereOf({ assignee: 'all' }))
    .groupBy(requests.kind, requests.state, requests.companyId, requests.assignedUserId);
  return rows.flatMap((r) => (r.companyId === null ? [] : [{ ...r, companyId: r.companyId, count: Number(r.count) }]));
}
