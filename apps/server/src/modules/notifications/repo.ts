import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { notifications, requests } from '../../platform/schema';

/**
 * The notifications table belongs to the platform (the workflow engine writes it in the transition's transaction);
 * this area reads it for its owner and marks rows read. Every query names the owner's user id.
 */
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Whose notifications: the owner's, and for a customer member only those of the company they are signed in for
 * (a member of two companies is told about both; the bell shows the current one's).
 */
export interface NotificationScope {
  userId: number;
  companyId: number | null;
}

const scoped = (db: DbOrTx, scope: NotificationScope): SQL | undefined =>
  and(
    eq(notifications.userId, scope.userId),
    scope.companyId === null
      ? undefined
      : inArray(notifications.requestId, db.select({ id: requests.id }).from(requests).where(eq(requests.companyId, scope.companyId))),
  );

export async function searchNotifications(
  db: DbOrTx,
  scope: NotificationScope,
  q: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(scoped(db, scope), q.unreadOnly ? isNull(notifications.readAt) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows, total: Number(total) };
}

export async function countUnread(db: DbOrTx, scope: NotificationScope): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(scoped(db, scope), isNull(notifications.readAt)));
  return Number(total);
}

/** Marks one of the user's notifications read (kept when already read); null when the user has no such notification. */
export async function markRead(db: DbOrTx, userId: number, id: number, now: Date): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllRead(db: DbOrTx, scope: NotificationScope, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(scoped(db, scope), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
