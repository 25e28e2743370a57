import { z } from 'zod';
import { ZIdParam, ZIsoDateTime } from './common';
import type { TText } from './workflow';

/**
 * Provisioning by SCIM 2.0 (issue 27 section 3, decision 089). A company administrator (03) makes bearer tokens on
 * `/mypage/company-provisioning`; the company's identity provider (Microsoft Entra ID, Okta) sends them to the SCIM
 * service at `SCIM_BASE_PATH` (RFC 7643 and 7644), which provisions the company's members and its administrators.
 */

/** Where the SCIM service answers (outside /apis/v1: the protocol's own discovery describes it, not the OpenAPI). */
export const SCIM_BASE_PATH = '/scim/v2';
/** The web page of the tokens. */
export const scimProvisioningPage = '/mypage/company-provisioning';
/** A token: `scim_<12 hex public id>_<secret>`; the server keeps only its SHA-256. */
export const SCIM_TOKEN_PREFIX = 'scim_';
export const SCIM_TOKEN_PATTERN = /^scim_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;
/** Tokens in use a company may hold. */
export const SCIM_TOKENS_MAX = 5;
export const SCIM_TOKEN_NAME_MAX = 50;

/** The SCIM groups: the customer-side roles a member of the company may hold, by role code. */
export const SCIM_GROUPS = {
  '01': { displayName: 'Members', label: { ko: '회원', en: 'Members' } },
  '03': { displayName: 'Company administrators', label: { ko: '회사 관리자', en: 'Company administrators' } },
} as const satisfies Record<string, { displayName: string; label: TText }>;
export type TScimGroupId = keyof typeof SCIM_GROUPS;

export const SCIM_SCHEMA = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;
export const SCIM_MEDIA_TYPE = 'application/scim+json';

/** A token as the page lists it: never the token itself, only its public prefix. */
export const ZScimToken = z.object({
  tokenId: z.number().int(),
  name: z.string(),
  /** `scim_<public id>`: tells the tokens apart, useless to call with. */
  tokenPrefix: z.string(),
  createdAt: ZIsoDateTime,
  createdByName: z.string(),
  lastUsedAt: ZIsoDateTime.nullable(),
  revokedAt: ZIsoDateTime.nullable(),
});
export type TScimToken = z.infer<typeof ZScimToken>;

/** The company's tokens in use, newest first, with the limit and the SCIM service's address to give the provider. */
export const ZScimTokenList = z.object({ items: z.array(ZScimToken), max: z.number().int(), baseUrl: z.string() });
export type TScimTokenList = z.infer<typeof ZScimTokenList>;

export const ZScimTokenCreateRequest = z.object({
  /** Trimmed and checked by the service (SCM1N4001 missing, SCM1N4002 longer than SCIM_TOKEN_NAME_MAX). */
  name: z.string().max(1000),
});
export type TScimTokenCreateRequest = z.input<typeof ZScimTokenCreateRequest>;

/** The answer to a creation: the token, this once. */
export const ZScimTokenCreated = ZScimToken.extend({ token: z.string(), baseUrl: z.string() });
export type TScimTokenCreated = z.infer<typeof ZScimTokenCreated>;

export const ZScimTokenParams = z.object({ tokenId: ZIdParam });

// ---- The protocol's bodies (RFC 7643/7644), as Entra and Okta send them: permissive on extra attributes, bounded.

const text = (max: number) => z.string().max(max);
/** Entra sends booleans as the strings "True"/"False" in PATCH values; Okta and the RFC as JSON booleans. */
export const ZScimBoolean = z
  .union([z.boolean(), z.string().regex(/^(true|false)$/i)])
  .transform((v) => (typeof v === 'boolean' ? v : v.toLowerCase() === 'true'));

export const ZScimName = z
  .object({ formatted: text(200).nullish(), familyName: text(100).nullish(), givenName: text(100).nullish() })
  .loose();
const ZScimMulti = z.object({ value: text(254).nullish(), type: text(40).nullish(), primary: ZScimBoolean.nullish() }).loose();

/** A User as POST and PUT send it. */
export const ZScimUserBody = z
  .object({
    schemas: z.array(text(200)).max(10).optional(),
    userName: z.string().trim().min(1).max(254),
    externalId: text(200).nullish(),
    active: ZScimBoolean.nullish(),
    displayName: text(200).nullish(),
    name: ZScimName.nullish(),
    title: text(100).nullish(),
    emails: z.array(ZScimMulti).max(20).nullish(),
    [SCIM_SCHEMA.enterpriseUser]: z
      .object({ department: text(100).nullish() })
      .loose()
      .nullish(),
  })
  .loose();
export type TScimUserBody = z.output<typeof ZScimUserBody>;

/** One operation of a PATCH: `op` in any case (Entra writes "Replace"), `path` optional (Okta sends a value object). */
export const ZScimPatchOperation = z
  .object({
    op: z.string().regex(/^(add|replace|remove)$/i),
    path: text(300).optional(),
    value: z.unknown().optional(),
  })
  .loose();
export const ZScimPatchBody = z
  .object({ schemas: z.array(text(200)).max(10).optional(), Operations: z.array(ZScimPatchOperation).min(1).max(100) })
  .loose();
export type TScimPatchBody = z.output<typeof ZScimPatchBody>;

/** A list's query: a filter, 1-based paging (RFC 7644 3.4.2.4). */
export const ZScimListQuery = z
  .object({
    filter: text(500).optional(),
    startIndex: z.coerce.number().int().optional().catch(undefined),
    count: z.coerce.number().int().optional().catch(undefined),
    attributes: text(500).optional(),
    excludedAttributes: text(500).optional(),
  })
  .loose();
export const ZScimIdParam = z.object({ id: z.string().min(1).max(64) });
