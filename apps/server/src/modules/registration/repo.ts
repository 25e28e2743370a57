import { normalizeEmail } from '@portal/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { addressThrottles, invitations, newsletterSubscriptions, oneTimeTokens } from './schema';
import type { DbOrTx } from '../../platform/db';

/** The registration area's tables: invitations, newsletter subscriptions, one-time tokens (e-mail confirmation) and address throttles. */

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationInsert = typeof invitations.$inferInsert;
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export async function insertOneTimeToken(
  db: DbOrTx,
  row: { kind: string; tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(row);
}

export async function findOneTimeToken(db: DbOrTx, tokenHash: string, kind: string): Promise<OneTimeTokenRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.kind, kind)));
  return row ?? null;
}

/** Marks a one-time token used; false when it already was (two parallel uses: one wins). */
export async function useOneTimeToken(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: at })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length > 0;
}

/** An invitation that is open now (not accepted, revoked or expired), of a kind or any. */
export async function findOpenInvitation(db: DbOrTx, tokenHash: string, kind?: 'MEMBER' | 'SUBSCRIBER'): Promise<InvitationRow | null> {
  const [inv] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        kind ? eq(invitations.kind, kind) : undefined,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return inv ?? null;
}

/** Accepts an invitation once; false when it was accepted meanwhile. */
export async function acceptInvitation(db: DbOrTx, id: number, at: Date, opts: { onlyOnce: boolean }): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: at })
    .where(and(eq(invitations.id, id), opts.onlyOnce ? isNull(invitations.acceptedAt) : undefined))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export async function setInvitationUser(db: DbOrTx, id: number, userId: number): Promise<void> {
  await db.update(invitations).set({ acceptedUserId: userId }).where(eq(invitations.id, id));
}

/** Revokes the open invitations of an address to a company of a kind (a new one replaces them). */
export async function revokeOpenInvitations(db: DbOrTx, email: string, companyId: number, kind: 'MEMBER' | 'SUBSCRIBER'): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invitations.email, email),
        eq(invitations.companyId, companyId),
        eq(invitations.kind, kind),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}

export async function insertInvitation(db: DbOrTx, row: InvitationInsert): Promise<number> {
  const [created] = await db.insert(invitations).values(row).returning({ id: invitations.id });
  return created.id;
}

/** A confirmed subscription (confirming twice is harmless: the row is renewed). */
export async function upsertSubscription(
  db: DbOrTx,
  row: { email: string; companyId: number; invitationId: number; mailLanguageCode: string; confirmedAt: Date },
): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.email, newsletterSubscriptions.companyId],
      set: { confirmedAt: row.confirmedAt, unsubscribedAt: null, invitationId: row.invitationId },
    });
}

/** Takes the throttle slot of an address for a kind when the last one is older than an hour; false otherwise. */
export async function takeHourlySlot(db: DbOrTx, kind: string, key: string): Promise<boolean> {
  const rows = await db
    .insert(addressThrottles)
    .values({ kind, addressKey: key, lastAt: new Date() })
    .onConflictDoUpdate({
      target: [addressThrottles.kind, addressThrottles.addressKey],
      set: { lastAt: sql`now()` },
      setWhere: sql`${addressThrottles.lastAt} <= now() - interval '1 hour'`,
    })
    .returning({ lastAt: addressThrottles.lastAt });
  return rows.length > 0;
}

/** Whether an invitation of that kind to the address for the company is open (not accepted, revoked or expired). */
export async function hasPendingInvitation(db: DbOrTx, email: string, companyId: number, kind: 'MEMBER' | 'SUBSCRIBER'): Promise<boolean> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.email, normalizeEmail(email)),
        eq(invitations.companyId, companyId),
        eq(invitations.kind, kind),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    );
  return rows.length > 0;
}

/** Whether the address is a confirmed newsletter subscriber of the company. */
export async function isSubscribed(db: DbOrTx, email: string, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.email, normalizeEmail(email)),
        eq(newsletterSubscriptions.companyId, companyId),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    );
  return rows.length > 0;
}

/** Withdrawal: the member's confirmation tokens, subscriptions and the address in invitations go. */
export async function forgetAddress(db: DbOrTx, userId: number, email: string, replacement: string): Promise<void> {
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  await db.update(invitations).set({ email: replacement }).where(eq(invitations.email, email));
}

/** The dormancy sweep's cleaning: old one-time tokens and throttles. */
export async function purgeExpired(db: DbOrTx, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  await db.execute(sql`delete from one_time_tokens where expires_at < ${nowIso}::timestamptz - interval '30 days'`);
  await db.execute(sql`delete from address_throttles where last_at < ${nowIso}::timestamptz - interval '1 day'`);
}
