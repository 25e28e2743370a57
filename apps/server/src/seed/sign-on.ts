import { eq } from 'drizzle-orm';
import { companies } from '../db/schema/index';
import type { Db } from '../platform/db';
import { saveSeedSignOn } from '../modules/sign-on';
import { DEMO_OIDC_CLIENT } from '../demo-idp/accounts';

/**
 * The demo world's company sign-on (decision 088): Gamma Data Vendors signs in through the local OIDC provider that
 * the server mounts at /demo-idp/oidc when DEMO_IDP is on (its address is set when that provider starts). Enabled, not
 * required: the journeys still sign Gamma's members in by password. Idempotent.
 */
export async function seedSignOn(db: Db): Promise<void> {
  const [gamma] = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, 'C2001'));
  if (!gamma) return;
  await saveSeedSignOn(db, {
    companyId: gamma.id,
    issuer: 'http://localhost:3000/demo-idp/oidc',
    clientId: DEMO_OIDC_CLIENT.clientId,
    clientSecret: DEMO_OIDC_CLIENT.clientSecret,
    domains: ['gamma-data.example'],
    enabled: true,
    required: false,
    acceptProviderMfa: false,
    groupRoles: [],
  });
}
