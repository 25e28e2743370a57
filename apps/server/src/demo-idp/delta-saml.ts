import { ZSamlSignOn, type TSamlSignOn } from '@portal/contract';
import { DEMO_AUTHN_MFA, DEMO_GROUPS_ATTRIBUTE, demoSamlIdp } from './saml';

/** The demo company that signs in through the local SAML provider (issue 27 section 2): 델타투자자문 (customer C1003). */
export const DEMO_SAML_CUSTOMER_CODE = 'C1003';
export const DEMO_SAML_DOMAIN = 'delta-advisory.example';
export const DEMO_SAML_PREFIX = '/demo-idp/saml';

/**
 * 델타투자자문's SAML settings for demo mode, read from the demo provider's metadata (the key kept under DATA_DIR, so
 * the settings match what every server process signs with): its members at delta-advisory.example sign in through
 * the demo provider, the provider's second factor counts, and sign-on is offered, not required (the seeded member keeps
 * the password sign-in the other journeys use). Its groups grant nothing: only the company administrator (03) may be
 * granted by a company's provider, and the demo's people are members.
 */
export async function demoDeltaSamlSettings(opts: { publicUrl: string; dataDir?: string }): Promise<TSamlSignOn> {
  const { idp } = await demoSamlIdp({ publicUrl: opts.publicUrl, prefix: DEMO_SAML_PREFIX, dataDir: opts.dataDir });
  return ZSamlSignOn.parse({
    protocol: 'saml',
    enabled: true,
    required: false,
    breakGlassUserId: null,
    domains: [DEMO_SAML_DOMAIN],
    acceptProviderMfa: true,
    groupRoles: [],
    idpEntityId: idp.entityMeta.getEntityID(),
    entryPoint: `${opts.publicUrl}${DEMO_SAML_PREFIX}/sso`,
    idpCertificates: [idp.entityMeta.getX509Certificate('signing')].flat(),
    groupsAttribute: DEMO_GROUPS_ATTRIBUTE,
    mfaContexts: [DEMO_AUTHN_MFA],
  });
}
