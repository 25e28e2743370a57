import { and, eq, like } from 'drizzle-orm';
import { encryptSecret, PLAIN_SECRET_PREFIX } from '../../platform/crypto';
import type { DbOrTx } from '../../platform/db';
import type { TSamlSignOn } from '@portal/contract';
import * as repo from './repo';
import { companySignOn } from './schema';

/**
 * The demo world's sign-on (seed/sign-on.ts): written as the settings call would, without the discovery check (the demo
 * provider starts with the server). The seed has no encryption key: the client secret is stored readable (`plain.`) and
 * encrypted when the module starts, as sign-in does for the demo TOTP keys.
 */
export async function saveSeedSignOn(
  db: DbOrTx,
  s: {
    companyId: number;
    issuer: string;
    clientId: string;
    clientSecret: string;
    domains: string[];
    enabled: boolean;
    required: boolean;
    acceptProviderMfa: boolean;
    groupRoles: { group: string; role: string }[];
  },
): Promise<void> {
  // Idempotent: a company whose sign-on exists keeps it (the demo's settings may have been changed on the page).
  if (await repo.findSettings(db, s.companyId)) return;
  await repo.saveSettings(
    db,
    {
      companyId: s.companyId,
      protocol: 'oidc',
      enabled: s.enabled,
      required: s.required,
      breakGlassUserId: null,
      acceptProviderMfa: s.acceptProviderMfa,
      groupRoles: s.groupRoles,
      settings: { issuer: s.issuer, clientId: s.clientId, groupsClaim: 'groups', mfaAcrValues: [] },
      clientSecretEnc: PLAIN_SECRET_PREFIX + s.clientSecret,
      updatedBy: null,
    },
    s.domains,
  );
}

/** Encrypts the secrets the seed stored readable. */
export async function encryptSeededSecrets(db: DbOrTx, encryptionKey: string): Promise<void> {
  const rows = await db
    .select({ companyId: companySignOn.companyId, enc: companySignOn.clientSecretEnc })
    .from(companySignOn)
    .where(like(companySignOn.clientSecretEnc, `${PLAIN_SECRET_PREFIX}%`));
  for (const r of rows) {
    await db
      .update(companySignOn)
      .set({ clientSecretEnc: encryptSecret(encryptionKey, r.enc!.slice(PLAIN_SECRET_PREFIX.length)) })
      .where(and(eq(companySignOn.companyId, r.companyId), eq(companySignOn.clientSecretEnc, r.enc!)));
  }
}

/**
 * The demo provider's start (DEMO_IDP): the sign-on rows that name a demo provider (an issuer ending in
 * /demo-idp/oidc) are pointed at this server's own, whose address the seed could not know.
 */
export async function repointDemoSignOn(db: DbOrTx, issuer: string): Promise<void> {
  const rows = await db.select({ companyId: companySignOn.companyId, settings: companySignOn.settings }).from(companySignOn);
  for (const r of rows) {
    const current = r.settings.issuer;
    if (typeof current !== 'string' || !current.endsWith('/demo-idp/oidc') || current === issuer) continue;
    await db
      .update(companySignOn)
      .set({ settings: { ...r.settings, issuer } })
      .where(eq(companySignOn.companyId, r.companyId));
  }
}

/**
 * The demo SAML provider's start (DEMO_IDP): the company's SAML sign-on pointed at this server's demo provider, whose
 * address and certificate (kept under DATA_DIR) the seed could not know. Written when the company has no sign-on; when
 * it has the demo provider's, only the provider's fields are refreshed (the page may have changed the rest); any other
 * sign-on is left alone.
 */
export async function saveDemoSamlSignOn(db: DbOrTx, companyId: number, s: TSamlSignOn): Promise<void> {
  const provider = {
    idpEntityId: s.idpEntityId,
    entryPoint: s.entryPoint,
    idpCertificates: s.idpCertificates,
    groupsAttribute: s.groupsAttribute,
    mfaContexts: s.mfaContexts,
  };
  const existing = await repo.findSettings(db, companyId);
  if (existing) {
    const demo = existing.protocol === 'saml' && String(existing.settings.entryPoint ?? '').endsWith('/demo-idp/saml/sso');
    if (demo) await db.update(companySignOn).set({ settings: provider }).where(eq(companySignOn.companyId, companyId));
    return;
  }
  await repo.saveSettings(
    db,
    {
      companyId,
      protocol: 'saml',
      enabled: s.enabled,
      required: s.required,
      breakGlassUserId: null,
      acceptProviderMfa: s.acceptProviderMfa,
      groupRoles: s.groupRoles,
      settings: provider,
      clientSecretEnc: null,
      updatedBy: null,
    },
    s.domains,
  );
}
