import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../db/schema/index';
import type { Db } from '../platform/db';
import { repointDemoSignOn, saveDemoSamlSignOn } from '../modules/sign-on';
import { DEMO_SAML_CUSTOMER_CODE, DEMO_SAML_PREFIX, demoDeltaSamlSettings } from './delta-saml';
import { registerDemoOidcIdp } from './oidc';
import { registerDemoSamlIdp } from './saml';

/**
 * The demo identity providers (decision 088), mounted only when DEMO_IDP is on (`npm start` and the journeys set it;
 * production's default is off): the OIDC provider at /demo-idp/oidc (Gamma Data Vendors signs on through it), and the
 * SAML provider at /demo-idp/saml (델타투자자문).
 */
export async function registerDemoIdps(app: FastifyInstance, opts: { publicUrl: string; db: Db; dataDir?: string }): Promise<void> {
  const { issuer } = await registerDemoOidcIdp(app, { publicUrl: opts.publicUrl });
  // The seed does not know the server's address: the demo company's sign-on is pointed at this provider.
  await repointDemoSignOn(opts.db, issuer);
  await registerDemoSamlIdp(app, { publicUrl: opts.publicUrl, prefix: DEMO_SAML_PREFIX, dataDir: opts.dataDir });
  const [delta] = await opts.db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, DEMO_SAML_CUSTOMER_CODE));
  if (delta) await saveDemoSamlSignOn(opts.db, delta.id, await demoDeltaSamlSettings({ publicUrl: opts.publicUrl, dataDir: opts.dataDir }));
}
