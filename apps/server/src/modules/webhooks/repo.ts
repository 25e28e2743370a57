import { and, arrayContains, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './schema';

export type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow };
export type NewEndpointRow = typeof webhookEndpoints.$inferInsert;
export type NewDeliveryRow = typeof webhookDeliveries.$inferInsert;

// Endpoints

export const endpointsOf = (db: DbOrTx, companyId: number) =>
  db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId)).orderBy(webhookEndpoints.id);

export async function countEndpoints(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId));
  return row?.n ?? 0;
}

export async function findEndpoint(db: DbOrTx, companyId: number, id: number): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)));
  return row;
}

/** The endpoint, locked for a change (a rotation, an edit) in the caller's transaction. */
export async function lockEndpoint(tx: DbOrTx, companyId: number, id: number): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .for('update');
  return row;
}

export async function insertEndpoint(db: DbOrTx, row: NewEndpointRow): Promise<WebhookEndpointRow> {
  const [made] = await db.insert(webhookEndpoints).values(row).returning();
  return made!;
}

export async function updateEndpoint(db: DbOrTx, id: number, patch: Partial<NewEndpointRow>): Promise<WebhookEndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row!;
}

export async function deleteEndpoint(db: DbOrTx, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** The latest delivery of each endpoint (for the list). */
export async function lastDeliveries(db: DbOrTx, endpointIds: readonly number[]): Promise<Map<number, WebhookDeliveryRow>> {
  if (!endpointIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, [...endpointIds]))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id));
  return new Map(rows.map((r) => [r.endpointId, r]));
}

/** The enabled endpoints subscribed to a type: of one company, or of every company (null). */
/** The enabled endpoints subscribed to the type: of the companies named, or of every company (`null`). */
export function subscribedEndpoints(tx: DbOrTx, companyIds: readonly number[] | null, type: string) {
  return tx
    .select({ id: webhookEndpoints.id, companyId: webhookEndpoints.companyId })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.eventTypes, [type]),
        companyIds === null ? undefined : inArray(webhookEndpoints.companyId, [...companyIds]),
      ),
    );
}

// Events and deliveries

export async function insertEvents(tx: DbOrTx, rows: (typeof webhookEvents.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(webhookEvents).values(rows);
}

export async function insertDeliveries(tx: DbOrTx, rows: NewDeliveryRow[]): Promise<number[]> {
  if (!rows.length) return [];
  const made = await tx.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
  return made.map((r) => r.id);
}

export async function findDelivery(db: DbOrTx, companyId: number, id: number): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.companyId, companyId)));
  return row;
}

/** The endpoints of the company that an event was delivered to (a replay of the event goes to each once more). */
export async function endpointsOfEvent(db: DbOrTx, companyId: number, eventId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.companyId, companyId)));
  return rows.map((r) => r.endpointId);
}

export interface DeliveryFilter {
  companyId: number;
  endpointId?: number;
  status?: string;
}

const deliveryWhere = (f: DeliveryFilter): SQL | undefined =>
  and(
    eq(webhookDeliveries.companyId, f.companyId),
    f.endpointId ? eq(webhookDeliveries.endpointId, f.endpointId) : undefined,
    f.status ? eq(webhookDeliveries.status, f.status) : undefined,
  );

export async function searchDeliveries(db: Db, f: DeliveryFilter, offset: number, limit: number) {
  const where = deliveryWhere(f);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(where);
  const rows = await db
    .select({
      delivery: webhookDeliveries,
      eventType: webhookEvents.type,
      endpointUrl: webhookEndpoints.url,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

export async function attemptsOf(db: DbOrTx, deliveryIds: readonly number[]): Promise<Map<number, WebhookAttemptRow[]>> {
  const out = new Map<number, WebhookAttemptRow[]>();
  if (!deliveryIds.length) return out;
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, [...deliveryIds]))
    .orderBy(webhookAttempts.deliveryId, webhookAttempts.attemptNo);
  for (const r of rows) out.set(r.deliveryId, [...(out.get(r.deliveryId) ?? []), r]);
  return out;
}

// The worker's claim and record

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  eventId: string;
  body: string;
  url: string;
  secretEnc: string;
  previousSecretEnc: string | null;
  previousSecretExpiresAt: Date | null;
}

/**
 * Claims due deliveries: their rows locked with FOR UPDATE SKIP LOCKED (another process's claim is skipped, never
 * waited on), their try counted and their next try moved to the end of a lease, in one statement. The count is the
 * claim's fence: a try's result is written only while the row's count is still the one claimed.
 */
export async function claimDue(db: Db, batch: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with picked as (
      select id from ${webhookDeliveries}
      where status = 'PENDING' and next_attempt_at <= now()
      order by next_attempt_at, id
      limit ${batch}
      for update skip locked
    ), claimed as (
      update ${webhookDeliveries} d
      set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      from picked where d.id = picked.id
      returning d.id, d.attempts, d.event_id, d.endpoint_id
    )
    select c.id, c.attempts, c.event_id, ev.body, ep.url, ep.secret_enc, ep.previous_secret_enc, ep.previous_secret_expires_at
    from claimed c
    join ${webhookEvents} ev on ev.id = c.event_id
    join ${webhookEndpoints} ep on ep.id = c.endpoint_id
    order by c.id`);
  const rows = (
    result as unknown as {
      rows: {
        id: string | number;
        attempts: number;
        event_id: string;
        body: string;
        url: string;
        secret_enc: string;
        previous_secret_enc: string | null;
        previous_secret_expires_at: string | Date | null;
      }[];
    }
  ).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    attempts: Number(r.attempts),
    eventId: r.event_id,
    body: r.body,
    url: r.url,
    secretEnc: r.secret_enc,
    previousSecretEnc: r.previous_secret_enc,
    previousSecretExpiresAt: r.previous_secret_expires_at ? new Date(r.previous_secret_expires_at) : null,
  }));
}

/** Writes a try and its delivery's new state, if the claim still holds (same try count); answers whether it did. */
export async function recordTry(
  db: Db,
  claimed: Pick<ClaimedDelivery, 'id' | 'attempts'>,
  attempt: Omit<typeof webhookAttempts.$inferInsert, 'deliveryId' | 'attemptNo'>,
  next: { status: 'PENDING' | 'DELIVERED' | 'FAILED'; retryInMs: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(webhookDeliveries)
      .set({
        status: next.status,
        lastStatusCode: attempt.statusCode ?? null,
        deliveredAt: next.status === 'DELIVERED' ? new Date() : null,
        nextAttemptAt: sql`now() + make_interval(secs => ${next.retryInMs / 1000})`,
      })
      .where(
        and(
          eq(webhookDeliveries.id, claimed.id),
          eq(webhookDeliveries.attempts, claimed.attempts),
          eq(webhookDeliveries.status, 'PENDING'),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!updated.length) return false;
    await tx.insert(webhookAttempts).values({ ...attempt, deliveryId: claimed.id, attemptNo: claimed.attempts });
    return true;
  });
}

/** Endpoints whose secret the seed stored readable. */
export const endpointsWithPlainSecrets = (db: DbOrTx, prefix: string) =>
  db
    .select({ id: webhookEndpoints.id, secretEnc: webhookEndpoints.secretEnc })
    .from(webhookEndpoints)
    .where(sql`starts_with(${webhookEndpoints.secretEnc}, ${prefix})`);

/** Replaces a secret if it is still the one read (two processes starting at once encrypt it once). */
export async function replaceSecret(db: DbOrTx, id: number, was: string, now: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ secretEnc: now })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.secretEnc, was)));
}
