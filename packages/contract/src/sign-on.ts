import { z } from 'zod';
import { ZIdParam, ZIsoDateTime } from './common';
import { COMPANY_ADMIN_ROLE } from './constants';
import { ZSignInResponse, ZTokenResponse } from './accounts';

/**
 * Company sign-on (issue 27 section 2, decision 088): a company signs its members in through its own identity provider,
 * by OpenID Connect or SAML 2.0. The sign-in page asks for the e-mail first (`discover`), sends members of such a company
 * to `start`, and the provider answers at `callback` (OIDC by GET, SAML by POST). The browser then comes back to the web
 * sign-in page `/login?ssoCode=...` with a one-time code that the web exchanges (`exchange`) for what the password step
 * answers: the second-factor challenge, or the tokens when the company accepts the provider's multi-factor claim.
 * Pages: `/mypage/company-sign-on` (company administrator) and `/admin/company/:companyId/sign-on` (provider administrator).
 */

export const SIGN_ON_PROTOCOLS = ['oidc', 'saml'] as const;
export const ZSignOnProtocol = z.enum(SIGN_ON_PROTOCOLS);
export type TSignOnProtocol = z.infer<typeof ZSignOnProtocol>;

/** The web pages of the settings and the web route the callback sends the browser to. */
export const companySignOnPage = '/mypage/company-sign-on';
export const adminCompanySignOnPage = '/admin/company/:companyId/sign-on';
/** The sign-in page the callback returns to, with `ssoCode` (the one-time code) or `ssoError` (an SSO error code). */
export const signOnReturnPage = '/login';

/** Minutes an attempt between start and callback lives; seconds the one-time code of the return lives. */
export const SIGN_ON_ATTEMPT_MINUTES = 10;
export const SIGN_ON_HANDOFF_SECONDS = 120;
export const SIGN_ON_DOMAINS_MAX = 20;
export const SIGN_ON_GROUP_ROLES_MAX = 50;
/** The largest IdP metadata document read (bytes). */
export const SIGN_ON_METADATA_MAX = 200_000;
/** Signing certificates a SAML identity provider may list at once (a rollover lists two). */
export const SAML_CERTIFICATES_MAX = 5;

/**
 * The roles a company's provider may grant through its groups: the company administrator of this company (03), which the
 * company itself may designate. Provider roles (05, 06, 09) and the proxy reporter (02) are the provider's to give.
 */
export const ZSignOnGroupRole = z.enum([COMPANY_ADMIN_ROLE]);
export const ZSignOnGroupMapping = z.object({ group: z.string().trim().min(1).max(200), role: ZSignOnGroupRole });
export type TSignOnGroupMapping = z.infer<typeof ZSignOnGroupMapping>;

/** An e-mail domain: lower-case host name, at least one dot. */
export const ZEmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'domain');

const ZCommon = z.object({
  enabled: z.boolean(),
  /** Password sign-in is refused for the company's members, except the break-glass member. */
  required: z.boolean(),
  breakGlassUserId: z.number().int().positive().max(2_147_483_647).nullable(),
  /** The e-mail domains that lead to this company (each domain belongs to one company). */
  domains: z.array(ZEmailDomain).min(1).max(SIGN_ON_DOMAINS_MAX),
  /** The portal's own second factor is skipped when the provider says the person used one (OIDC amr/acr, SAML AuthnContext). */
  acceptProviderMfa: z.boolean(),
  groupRoles: z.array(ZSignOnGroupMapping).max(SIGN_ON_GROUP_ROLES_MAX),
});

const ZHttpUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), 'http(s) URL');

export const ZOidcSettingsFields = z.object({
  protocol: z.literal('oidc'),
  issuer: ZHttpUrl,
  clientId: z.string().trim().min(1).max(200),
  groupsClaim: z.string().trim().min(1).max(100).default('groups'),
  /** The OIDC `acr` values that count as multi-factor (besides `amr` mfa/otp/hwk/swk). */
  mfaAcrValues: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
});
export const ZSamlSettingsFields = z.object({
  protocol: z.literal('saml'),
  idpEntityId: z.string().trim().min(1).max(500),
  entryPoint: ZHttpUrl,
  idpCertificates: z.array(z.string().max(20_000)).max(SAML_CERTIFICATES_MAX),
  groupsAttribute: z.string().trim().max(200).default(''),
  mfaContexts: z.array(z.string().trim().min(1).max(300)).max(20).default([]),
});

/** A company's OIDC and SAML sign-on as the server's protocols read them (the OIDC client secret apart). */
export const ZOidcSignOn = ZCommon.merge(ZOidcSettingsFields);
export type TOidcSignOn = z.infer<typeof ZOidcSignOn>;
export const ZSamlSignOn = ZCommon.merge(ZSamlSettingsFields);
export type TSamlSignOn = z.infer<typeof ZSamlSignOn>;

/** PUT body: the settings as written (the OIDC client secret is write-only: omitted keeps the stored one). */
export const ZSignOnSettingsRequest = z.discriminatedUnion('protocol', [
  ZCommon.merge(ZOidcSettingsFields).extend({ clientSecret: z.string().min(1).max(500).optional() }),
  ZCommon.merge(ZSamlSettingsFields).extend({
    /** The IdP's metadata: when given, the entity id, entry point and certificates are read from it. */
    metadataXml: z.string().max(SIGN_ON_METADATA_MAX).optional(),
    entryPoint: ZHttpUrl.optional(),
    idpEntityId: z.string().trim().min(1).max(500).optional(),
    idpCertificates: z.array(z.string().max(20_000)).max(SAML_CERTIFICATES_MAX).default([]),
  }),
]);
export type TSignOnSettingsRequest = z.input<typeof ZSignOnSettingsRequest>;

/** What the portal registers at the company's provider (shown on the settings page and in docs/company-sign-on.md). */
export const ZSignOnServiceProvider = z.object({
  /** OIDC redirect URI, and the SAML Assertion Consumer Service (HTTP-POST) URL: the same address. */
  callbackUrl: z.string(),
  /** SAML SP entity id, which is also the SP metadata URL. */
  entityId: z.string(),
  metadataUrl: z.string(),
});

/** GET answer: the settings (never the client secret: whether one is set); without them while configured is false. */
export const ZSignOnSettings = z.object({
  companyId: z.number().int(),
  configured: z.boolean(),
  settings: z
    .discriminatedUnion('protocol', [
      ZCommon.merge(ZOidcSettingsFields).extend({ clientSecretSet: z.boolean() }),
      ZCommon.merge(ZSamlSettingsFields),
    ])
    .optional(),
  serviceProvider: ZSignOnServiceProvider,
  /** The break-glass member named (the settings hold their user number): shown in the picker whatever its search finds. */
  breakGlassMember: z.object({ userId: z.number().int(), name: z.string(), loginEmail: z.string() }).nullable(),
  updatedAt: ZIsoDateTime.nullable(),
});
export type TSignOnSettings = z.infer<typeof ZSignOnSettings>;

export const ZSignOnCompanyParams = z.object({ companyId: ZIdParam });

/** POST /auth/sso/discover: by the domain only (whether the account exists is never told). */
export const ZSignOnDiscoverRequest = z.object({ loginEmail: z.string().trim().toLowerCase().max(254).email() });
export const ZSignOnDiscoverResponse = z.object({
  /** none: password sign-in; optional: company sign-on offered beside the password; required: company sign-on only. */
  signOn: z.enum(['none', 'optional', 'required']),
  companyId: z.number().int().nullable(),
  protocol: ZSignOnProtocol.nullable(),
  /** The address the browser opens to start (a GET that redirects to the provider). */
  startUrl: z.string().nullable(),
});
export type TSignOnDiscoverResponse = z.infer<typeof ZSignOnDiscoverResponse>;

export const ZSignOnStartQuery = z.object({ lang: z.enum(['ko', 'en']).optional() });
/** The OIDC callback's query (the provider's answer); anything else the provider adds is kept for the checks. */
export const ZSignOnCallbackQuery = z
  .object({
    state: z.string().max(500).optional(),
    code: z.string().max(4000).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
    iss: z.string().max(500).optional(),
  })
  .catchall(z.string().max(4000));
/** The SAML Assertion Consumer Service's form. */
export const ZSignOnAcsForm = z.object({
  SAMLResponse: z.string().max(400_000),
  RelayState: z.string().max(500).optional(),
});

/** POST /auth/sso/exchange: the one-time code of the return page. */
export const ZSignOnExchangeRequest = z.object({ code: z.string().min(10).max(200) });
/** What the password step answers (the second factor follows), or the tokens (the provider's multi-factor accepted). */
export const ZSignOnExchangeResponse = z.discriminatedUnion('outcome', [
  ZSignInResponse.extend({ outcome: z.literal('second-factor') }),
  ZTokenResponse.extend({ outcome: z.literal('signed-in') }),
]);
export type TSignOnExchangeResponse = z.infer<typeof ZSignOnExchangeResponse>;
