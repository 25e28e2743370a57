import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { requests } from '../../platform/schema';

/**
 * The work queue reads only the platform's `requests` table: every request in a state that waits on the provider.
 * Which states those are comes from the declarations (service.ts), so a later kind appears by its declaration.
 */
export type QueueRow = Pick<
  typeof requests.$inferSelect,
  'id' | 'kind' | 'number' | 'title' | 'companyId' | 'state' | 'stateSince' | 'assignedUserId' | 'flags'
>;

export interface QueueFilter {
  /** The (kind, states) pairs waiting on the provider, narrowed by the kind and state filters; never empty. */
  waiting: { kind: string; states: string[] }[];
  companyId?: number;
  /** Entered the state before this moment. */
  before?: Date;
  assignee: 'all' | 'unassigned' | number;
}

function whereOf(f: QueueFilter): SQL | undefined {
  return and(
    or(...f.waiting.map((w) => and(eq(requests.kind, w.kind), inArray(requests.state, w.states)))),
    f.companyId !== undefined ? eq(requests.companyId, f.companyId) : undefined,
    f.before ? lt(requests.stateSince, f.before) : undefined,
    f.assignee === 'unassigned'
      ? isNull(requests.assignedUserId)
      : f.assignee === 'all'
        ? undefined
        : eq(requests.assignedUserId, f.assignee),
  );
}

const columns = {
  id: requests.id,
  kind: requests.kind,
  number: requests.number,
  title: requests.title,
  companyId: requests.companyId,
  state: requests.state,
  stateSince: requests.stateSince,
  assignedUserId: requests.assignedUserId,
  flags: requests.flags,
};

export async function searchQueue(
  db: DbOrTx,
  f: QueueFilter,
  page: { limit: number; offset: number; oldestFirst: boolean; firstAssignedTo?: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = whereOf(f);
  const [{ total }] = await db.select({ total: count() }).from(requests).where(where);
  const dir = page.oldestFirst ? asc : desc;
  const order: SQL[] = [];
  // A sales representative sees the requests assigned to them first, then the others.
  if (page.firstAssignedTo !== undefined)
    order.push(sql`(case when ${requests.assignedUserId} = ${page.firstAssignedTo} then 0 else 1 end)`);
  order.push(dir(requests.stateSince), dir(requests.id));
  const rows = await db
    .select(columns)
    .from(requests)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(total) };
}

/** Counts of everything waiting, grouped by kind, state, company and assignee (the service sums them up). */
export async function queueGroups(
  db: DbOrTx,
  waiting: QueueFilter['waiting'],
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
    .where(whereOf({ waiting, assignee: 'all' }))
    .groupBy(requests.kind, requests.state, requests.companyId, requests.assignedUserId);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
