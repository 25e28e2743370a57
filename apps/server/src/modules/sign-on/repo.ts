import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { companySignOn, signOnAttempts, signOnDomains, type CompanySignOnRow, type SignOnAttemptRow } from './schema';

export async function findSettings(db: DbOrTx, companyId: number): Promise<CompanySignOnRow | null> {
  const [row] = await db.select().from(companySignOn).where(eq(companySignOn.companyId, companyId));
  return row ?? null;
}

/** The sign-on of the company an e-mail domain leads to (the discover step and the password gate). */
export async function findByDomain(db: DbOrTx, domain: string): Promise<CompanySignOnRow | null> {
  const [row] = await db
    .select({ s: companySignOn })
    .from(signOnDomains)
    .innerJoin(companySignOn, eq(companySignOn.companyId, signOnDomains.companyId))
    .where(eq(signOnDomains.domain, domain));
  return row?.s ?? null;
}

export async function domainsOf(db: DbOrTx, companyId: number): Promise<string[]> {
  const rows = await db.select({ d: signOnDomains.domain }).from(signOnDomains).where(eq(signOnDomains.companyId, companyId));
  return rows.map((r) => r.d).sort();
}

/** A domain of the list that another company holds, or null. */
export async function domainTaken(db: DbOrTx, companyId: number, domains: string[]): Promise<string | null> {
  if (!domains.length) return null;
  const [row] = await db
    .select({ d: signOnDomains.domain })
    .from(signOnDomains)
    .where(and(inArray(signOnDomains.domain, domains), ne(signOnDomains.companyId, companyId)))
    .limit(1);
  return row?.d ?? null;
}

export async function saveSettings(
  tx: DbOrTx,
  values: Omit<typeof companySignOn.$inferInsert, 'createdAt'>,
  domains: string[],
): Promise<void> {
  await tx
    .insert(companySignOn)
    .values(values)
    .onConflictDoUpdate({ target: companySignOn.companyId, set: { ...values, updatedAt: new Date() } });
  await tx.delete(signOnDomains).where(eq(signOnDomains.companyId, values.companyId));
  if (domains.length) await tx.insert(signOnDomains).values(domains.map((domain) => ({ domain, companyId: values.companyId })));
}

/** The companies of the list that require sign-on, with their break-glass member. */
export async function requiringCompanies(
  db: DbOrTx,
  companyIds: number[],
): Promise<{ companyId: number; breakGlassUserId: number | null }[]> {
  if (!companyIds.length) return [];
  return db
    .select({ companyId: companySignOn.companyId, breakGlassUserId: companySignOn.breakGlassUserId })
    .from(companySignOn)
    .where(and(inArray(companySignOn.companyId, companyIds), eq(companySignOn.enabled, true), eq(companySignOn.required, true)));
}

export async function insertAttempt(db: DbOrTx, values: typeof signOnAttempts.$inferInsert): Promise<void> {
  await db.insert(signOnAttempts).values(values);
}

/**
 * Consumes the attempt of a state once: answers the row when it was live (not consumed, not expired) and is now
 * consumed; otherwise what was found ('replay' when it was consumed already, 'expired', or 'unknown').
 */
export async function consumeAttempt(
  db: DbOrTx,
  stateHash: string,
  companyId: number,
  now: Date,
): Promise<SignOnAttemptRow | 'replay' | 'expired' | 'unknown'> {
  const [row] = await db
    .update(signOnAttempts)
    .set({ consumedAt: now })
    .where(
      and(
        eq(signOnAttempts.stateHash, stateHash),
        eq(signOnAttempts.companyId, companyId),
        isNull(signOnAttempts.consumedAt),
        gt(signOnAttempts.expiresAt, now),
      ),
    )
    .returning();
  if (row) return row;
  const [found] = await db
    .select({ consumedAt: signOnAttempts.consumedAt, companyId: signOnAttempts.companyId })
    .from(signOnAttempts)
    .where(eq(signOnAttempts.stateHash, stateHash));
  if (!found || found.companyId !== companyId) return 'unknown';
  return found.consumedAt ? 'replay' : 'expired';
}

/** After a callback that passed: the member, the provider's multi-factor flag and the one-time code's hash. */
export async function setHandoff(
  db: DbOrTx,
  id: number,
  values: { userId: number; providerMfa: boolean; handoffHash: string; handoffExpiresAt: Date },
): Promise<void> {
  await db.update(signOnAttempts).set(values).where(eq(signOnAttempts.id, id));
}

/** Uses the one-time code once (live, unused): answers the attempt, or null. */
export async function useHandoff(db: DbOrTx, handoffHash: string, now: Date): Promise<SignOnAttemptRow | null> {
  const [row] = await db
    .update(signOnAttempts)
    .set({ handoffUsedAt: now })
    .where(
      and(
        eq(signOnAttempts.handoffHash, handoffHash),
        isNull(signOnAttempts.handoffUsedAt),
        gt(signOnAttempts.handoffExpiresAt, now),
        isNotNull(signOnAttempts.userId),
      ),
    )
    .returning();
  return row ?? null;
}

/** Attempts older than a day go (the dormancy sweep's rhythm is not needed: a job of the module). */
export async function purgeAttempts(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(signOnAttempts)
    .where(or(lt(signOnAttempts.expiresAt, before), and(isNotNull(signOnAttempts.handoffUsedAt), lt(signOnAttempts.createdAt, before))))
    .returning({ id: signOnAttempts.id });
  return rows.length;
}

export const lockCompanySignOn = (tx: DbOrTx, companyId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('company_sign_on'), ${companyId})`);
