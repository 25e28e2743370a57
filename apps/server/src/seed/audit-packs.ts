import { addMonths, ROLE } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { companies, users } from '../db/schema/index';
import type { Db } from '../platform/db';
import { koreaMonth } from '../modules/billing';
import { queueSeedPack } from '../modules/audit-packs';

/**
 * The demo world's audit pack (decision 081): 알파증권's member has asked for the pack of the last six full months
 * (M-6..M-1); the server's job builds it within seconds of the first start, so the member finds a ready pack on
 * /audit/audit-pack. Idempotent: nothing when the company has a pack.
 */
export async function seedAuditPacks(db: Db, now = new Date()): Promise<void> {
  const [alpha] = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, 'C1001'));
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, 'member@alpha-securities.example'));
  if (!alpha || !member) return;
  const M = koreaMonth(now);
  await queueSeedPack(db, {
    companyId: alpha.id,
    userId: member.id,
    role: ROLE.customer,
    fromMonth: addMonths(M, -6),
    toMonth: addMonths(M, -1),
    lang: 'ko',
  });
}
