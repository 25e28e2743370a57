import { z } from 'zod';
import { COMPANY_ADMIN_ROLE, ROLE, type TRoleCode } from './constants';

/**
 * Company sign-on (issue 27 section 2): a company's members sign in through the company's own identity provider, by
 * OpenID Connect or SAML 2.0. The settings are a union on `protocol`; the fields every protocol shares come first.
 *
 * This file holds the SAML variant (the SAML helper's branch); the OIDC variant and the union join it at merge.
 */

/** Bounds of the settings' fields. */
export const SIGN_ON_URL_MAX = 500;
export const SIGN_ON_ENTITY_ID_MAX = 500;
export const SIGN_ON_DOMAINS_MAX = 20;
export const SIGN_ON_GROUP_ROLES_MAX = 50;
export const SIGN_ON_NAME_MAX = 200;
/** The identity provider's metadata document a company pastes or the portal fetches (bytes of UTF-8). */
export const SAML_METADATA_MAX_BYTES = 256 * 1024;
/** Signing certificates an identity provider may list at once (a rollover lists two). */
export const SAML_CERTIFICATES_MAX = 4;
export const SAML_CERTIFICATE_MAX = 16 * 1024;
export const SAML_MFA_CONTEXTS_MAX = 10;

const SIGN_ON_ROLE_CODES = [ROLE.customer, COMPANY_ADMIN_ROLE] as const satisfies readonly TRoleCode[];

const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);
const ZHttpUrl = z
  .string()
  .trim()
  .max(SIGN_ON_URL_MAX)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol));

/** The fields every protocol's settings share. */
export const ZSignOnCommon = z.object({
  enabled: z.boolean(),
  /** Members of the company may sign in only through the provider (the break-glass user excepted). */
  required: z.boolean(),
  breakGlassUserId: z.string().max(100).nullable(),
  /** E-mail domains that lead to this company on the sign-in page. */
  domains: z.array(ZDomain).max(SIGN_ON_DOMAINS_MAX),
  /** The provider's second factor stands for the portal's. */
  acceptProviderMfa: z.boolean(),
  groupRoles: z
    .array(z.object({ group: z.string().trim().min(1).max(SIGN_ON_NAME_MAX), role: z.enum(SIGN_ON_ROLE_CODES) }))
    .max(SIGN_ON_GROUP_ROLES_MAX),
});

/** A PEM certificate, or its base64 body as metadata carries it. */
export const ZSamlCertificate = z.string().trim().min(1).max(SAML_CERTIFICATE_MAX);

/** SAML 2.0: the identity provider's entity ID, its single sign-on URL (HTTP-Redirect) and signing certificates. */
export const ZSamlSettings = ZSignOnCommon.extend({
  protocol: z.literal('saml'),
  /** The identity provider's metadata; when given, the entity ID, entry point and certificates are read from it. */
  metadataXml: z.string().max(SAML_METADATA_MAX_BYTES).optional(),
  idpEntityId: z.string().trim().min(1).max(SIGN_ON_ENTITY_ID_MAX),
  entryPoint: ZHttpUrl,
  idpCertificates: z.array(ZSamlCertificate).min(1).max(SAML_CERTIFICATES_MAX),
  /** The attribute whose values are the person's groups (mapped to roles by groupRoles). */
  groupsAttribute: z.string().trim().max(SIGN_ON_NAME_MAX),
  /** AuthnContextClassRef values that mean the person used a second factor. */
  mfaContexts: z.array(z.string().trim().min(1).max(SIGN_ON_NAME_MAX)).max(SAML_MFA_CONTEXTS_MAX),
});
export type TSamlSettings = z.infer<typeof ZSamlSettings>;

/** AuthnContextClassRef values identity providers commonly send after a second factor (suggested on the settings page). */
export const SAML_MFA_CONTEXT_SUGGESTIONS = [
  'http://schemas.microsoft.com/claims/multipleauthn',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:TimeSyncToken',
  'https://refeds.org/profile/mfa',
] as const;
