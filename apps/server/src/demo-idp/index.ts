import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db';
import { repointDemoSignOn } from '../modules/sign-on';
import { registerDemoOidcIdp } from './oidc';

/**
 * The demo identity providers (decision 088), mounted only when DEMO_IDP is on (`npm start` and the journeys set it;
 * production's default is off): the OIDC provider at /demo-idp/oidc, and the SAML provider at /demo-idp/saml.
 */
export async function registerDemoIdps(app: FastifyInstance, opts: { publicUrl: string; db: Db }): Promise<void> {
  const { issuer } = await registerDemoOidcIdp(app, { publicUrl: opts.publicUrl });
  // The seed does not know the server's address: the demo company's sign-on is pointed at this provider.
  await repointDemoSignOn(opts.db, issuer);
  // SAML demo provider (the SAML helper's file): await registerDemoSamlIdp(app, opts);
}
