import { eq } from 'drizzle-orm';
import { companies, users } from '../db/schema/index';
import type { Db } from '../platform/db';
import { addSeedEndpoint } from '../modules/webhooks';

/**
 * The demo world's webhook endpoint (decision 087): 알파증권 has one endpoint at a local address, turned off, so that
 * /mypage/webhooks shows what an endpoint looks like; turning it on (with a receiver listening there) or adding one
 * makes the deliveries appear. Idempotent.
 */
export async function seedWebhooks(db: Db): Promise<void> {
  const [alpha] = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, 'C1001'));
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, 'member@alpha-securities.example'));
  if (!alpha || !member) return;
  await addSeedEndpoint(db, {
    companyId: alpha.id,
    userId: member.id,
    url: 'http://localhost:4000/portal-events',
    description: '데모 수신기 (Demo receiver)',
  });
}
