import {
  SAML,
  ValidateInResponseTo,
  generateServiceProviderMetadata,
  type CacheProvider,
  type Profile,
  type SamlConfig,
} from '@node-saml/node-saml';
import { SAML_CERTIFICATES_MAX, SIGN_ON_METADATA_MAX, type TSamlSignOn } from '@portal/contract';
import { DOMParser } from '@xmldom/xmldom';
import { randomBytes } from 'node:crypto';
import * as xpath from 'xpath';
import { SignOnRefusal, type PendingAttempt, type SignOnClaims, type SignOnProtocol, type SignOnUrls } from './protocol';

/**
 * SAML 2.0 for company sign-on (issue 27 section 2), on `@node-saml/node-saml`: the portal is the service provider
 * (one per company: its entity ID and assertion consumer URL carry the company id), the company's identity provider
 * answers by HTTP-POST with a signed assertion (SHA-256), the answer must be in response to the attempt the portal
 * started (InResponseTo), for this company (audience), from this provider (issuer), and current.
 */
export type SamlSettings = TSamlSignOn;

/** NameID format the portal asks for: the person's e-mail address. */
export const SAML_NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
/** Attributes that carry the e-mail address when the NameID is not one (Entra ID, ADFS, the LDAP `mail` OID). */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailAddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
/** Clock difference tolerated between the provider and the portal. */
export const SAML_CLOCK_SKEW_MS = 60_000;
/** How long an attempt may wait for its answer (the frame keeps the attempt as long). */
export const SAML_ATTEMPT_MS = 10 * 60_000;
/** The largest SAMLResponse accepted (base64): a signed assertion with a few groups is a few kilobytes. */
export const SAML_RESPONSE_MAX_CHARS = 512 * 1024;
/** Algorithms refused in a signature: SHA-1 digests and signatures (collisions are practical). */
const WEAK_ALGORITHMS = /#(rsa-sha1|dsa-sha1|hmac-sha1|sha1)$/i;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

const NS = {
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
};
const select = xpath.useNamespaces(NS);
const BINDING_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/**
 * Parses XML from outside: bounded, no DOCTYPE (so no entity of any kind, internal or external), any parser error or
 * warning refuses it.
 */
function parseForeignXml(xml: string, maxBytes: number, what: string): Document {
  if (Buffer.byteLength(xml, 'utf8') > maxBytes) throw new SignOnRefusal('provider', `${what} is larger than ${maxBytes} bytes`);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new SignOnRefusal('provider', `${what} declares a DOCTYPE or an entity`);
  const problems: string[] = [];
  const report = (msg: string) => problems.push(msg);
  const doc = new DOMParser({ errorHandler: { warning: report, error: report, fatalError: report } }).parseFromString(xml, 'text/xml');
  if (problems.length > 0 || !doc?.documentElement) throw new SignOnRefusal('provider', `${what} is not well-formed XML`);
  return doc as unknown as Document;
}

/** A certificate as PEM, from PEM or the bare base64 that metadata and KeyInfo carry. */
export function certificateToPem(cert: string): string {
  const body = cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) throw new SignOnRefusal('provider', 'a certificate is not base64');
  return `-----BEGIN CERTIFICATE-----\n${body.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
}

/**
 * Reads an identity provider's metadata: its entity ID, the single sign-on URL of the HTTP-Redirect binding and its
 * signing certificates. A document with several entities (a federation's) is read for its first identity provider.
 */
export function readIdpMetadata(xml: string): { idpEntityId: string; entryPoint: string; idpCertificates: string[] } {
  // A byte-order mark, as Windows tools save files, is no part of the document.
  const doc = parseForeignXml(xml.replace(/^\uFEFF/, ''), SIGN_ON_METADATA_MAX, 'the metadata');
  const entity = select('//md:EntityDescriptor[md:IDPSSODescriptor]', doc as unknown as Node, true) as Element | undefined;
  if (!entity) throw new SignOnRefusal('provider', 'the metadata describes no identity provider (IDPSSODescriptor)');
  const idpEntityId = entity.getAttribute('entityID')?.trim() ?? '';
  if (!idpEntityId) throw new SignOnRefusal('provider', 'the metadata has no entityID');
  const sso = select(`md:IDPSSODescriptor/md:SingleSignOnService[@Binding='${BINDING_REDIRECT}']/@Location`, entity, true) as
    Attr | undefined;
  const entryPoint = sso?.value.trim() ?? '';
  if (!URL.canParse(entryPoint) || !/^https?:$/.test(new URL(entryPoint).protocol))
    throw new SignOnRefusal('provider', 'the metadata has no HTTP-Redirect SingleSignOnService');
  // Signing keys: KeyDescriptor use="signing", or without `use` (then the key serves both purposes).
  const certs = select(
    "md:IDPSSODescriptor/md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate",
    entity,
  ) as Element[];
  const idpCertificates = [...new Set(certs.map((c) => certificateToPem(c.textContent ?? '')))];
  if (idpCertificates.length === 0) throw new SignOnRefusal('provider', 'the metadata has no signing certificate');
  if (idpCertificates.length > SAML_CERTIFICATES_MAX)
    throw new SignOnRefusal('provider', `the metadata lists more than ${SAML_CERTIFICATES_MAX} signing certificates`);
  return { idpEntityId, entryPoint, idpCertificates };
}

/** A cache that knows only the pending attempt's request: node-saml's InResponseTo check finds that one or none. */
function attemptCache(pending: PendingAttempt | null): CacheProvider & { saved: Map<string, string> } {
  const saved = new Map<string, string>();
  if (pending?.requestId && pending.createdAt) saved.set(pending.requestId, pending.createdAt);
  return {
    saved,
    saveAsync: async (key, value) => {
      saved.set(key, value);
      return { value, createdAt: Date.now() };
    },
    getAsync: async (key) => saved.get(key) ?? null,
    // The attempt is consumed by the frame (single use, across processes); nothing to remove here.
    removeAsync: async (key) => (key === null ? null : (saved.get(key) ?? null)),
  };
}

function samlConfig(settings: SamlSettings, urls: SignOnUrls, cacheProvider: CacheProvider): SamlConfig {
  return {
    issuer: urls.entityId,
    callbackUrl: urls.callbackUrl,
    audience: urls.entityId,
    entryPoint: settings.entryPoint,
    idpIssuer: settings.idpEntityId,
    idpCert: settings.idpCertificates.map(certificateToPem),
    identifierFormat: SAML_NAMEID_EMAIL,
    // The provider decides how the person authenticates (a second factor is reported back in the AuthnContext).
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: true,
    // Many providers (Entra ID, ADFS by default) sign the assertion only; a signed response is checked when present.
    wantAuthnResponseSigned: false,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_ATTEMPT_MS,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    maxAssertionAgeMs: SAML_ATTEMPT_MS,
    cacheProvider,
    generateUniqueId: () => `_${randomBytes(20).toString('hex')}`,
  };
}

/** Refuses a response whose signatures use SHA-1 (node-saml verifies whatever algorithm the signature names). */
function refuseWeakSignatures(doc: Document): void {
  const algorithms = select('//ds:SignatureMethod/@Algorithm | //ds:DigestMethod/@Algorithm', doc as unknown as Node) as Attr[];
  if (algorithms.some((a) => WEAK_ALGORITHMS.test(a.value)))
    throw new SignOnRefusal('signature', 'the response is signed with SHA-1; SHA-256 or stronger is required');
}

/** node-saml's errors as the protocol's reasons. */
function refusalOf(err: unknown): SignOnRefusal {
  if (err instanceof SignOnRefusal) return err;
  const message = err instanceof Error ? err.message : String(err);
  const reason: SignOnRefusal['reason'] = /InResponseTo/i.test(message)
    ? 'replay'
    : /audience/i.test(message)
      ? 'audience'
      : /expired|not yet valid|too old|no valid subject confirmation/i.test(message)
        ? 'expired'
        : /signature|signed/i.test(message)
          ? 'signature'
          : /issuer/i.test(message)
            ? 'issuer'
            : 'provider';
  return new SignOnRefusal(reason, message);
}

function attributeValues(profile: Profile, name: string): string[] {
  const value = profile[name];
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The verified assertion as a document (node-saml keeps the AuthnContext and the Recipient out of the profile). */
function assertionOf(profile: Profile): Node {
  const xml = profile.getAssertionXml?.();
  if (!xml) throw new SignOnRefusal('provider', 'the verified assertion is not available');
  return new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node;
}

/** The AuthnContextClassRef values of the verified assertion. */
function authnContexts(assertion: Node): string[] {
  const refs = select('//saml:AuthnStatement/saml:AuthnContext/saml:AuthnContextClassRef', assertion) as Element[];
  return refs.map((r) => (r.textContent ?? '').trim());
}

/**
 * The bearer confirmation must name this company's consumer service as its Recipient, and the response its
 * Destination when it names one (node-saml checks neither): an assertion addressed to another service is not ours.
 */
function checkRecipient(assertion: Node, response: Document, urls: SignOnUrls): void {
  const recipients = (
    select(
      "//saml:SubjectConfirmation[@Method='urn:oasis:names:tc:SAML:2.0:cm:bearer']/saml:SubjectConfirmationData/@Recipient",
      assertion,
    ) as Attr[]
  ).map((a) => a.value);
  if (!recipients.includes(urls.callbackUrl))
    throw new SignOnRefusal('audience', 'the assertion is addressed to another consumer service (Recipient)');
  const destination = response.documentElement.getAttribute('Destination');
  if (destination && destination !== urls.callbackUrl)
    throw new SignOnRefusal('audience', 'the response is addressed to another consumer service (Destination)');
}

function claimsOf(settings: SamlSettings, profile: Profile, assertion: Node): SignOnClaims {
  const nameId = (profile.nameID ?? '').trim();
  const fromNameId = profile.nameIDFormat === SAML_NAMEID_EMAIL || EMAIL.test(nameId) ? nameId : '';
  const email = (
    EMAIL.test(fromNameId) ? fromNameId : (EMAIL_ATTRIBUTES.flatMap((a) => attributeValues(profile, a)).find((v) => EMAIL.test(v)) ?? '')
  ).toLowerCase();
  if (!email) throw new SignOnRefusal('claims', 'the assertion names no e-mail address (NameID or mail attribute)');
  if (!nameId) throw new SignOnRefusal('claims', 'the assertion has no NameID');
  const groups = settings.groupsAttribute ? [...new Set(attributeValues(profile, settings.groupsAttribute))] : [];
  const mfa = authnContexts(assertion).some((c) => settings.mfaContexts.includes(c));
  return { email, subject: nameId, groups, mfa };
}

/**
 * Attempts answered in this process, until they could no longer be answered anyway: a second line behind the frame's
 * single-use attempt (which is what holds across processes), so a response posted twice is refused even if the
 * attempt were handed back twice.
 */
const answered = new Map<string, number>();
function markAnswered(requestId: string): void {
  const now = Date.now();
  for (const [id, until] of answered) if (until < now) answered.delete(id);
  if (answered.has(requestId)) throw new SignOnRefusal('replay', 'this attempt was already answered');
  answered.set(requestId, now + SAML_ATTEMPT_MS + SAML_CLOCK_SKEW_MS);
}

/** The SAML protocol of company sign-on. */
export const saml: SignOnProtocol<SamlSettings> = {
  async start(settings, urls, relayState) {
    const cache = attemptCache(null);
    const client = new SAML(samlConfig(settings, urls, cache));
    const redirectUrl = await client.getAuthorizeUrlAsync(relayState, undefined, {});
    const [[requestId, createdAt]] = [...cache.saved.entries()] as [[string, string]];
    return { redirectUrl, pending: { requestId, createdAt, relayState } };
  },

  async finish(settings, urls, pending, params) {
    const response = params.SAMLResponse ?? '';
    if (!response) throw new SignOnRefusal('provider', 'no SAMLResponse was posted');
    if (response.length > SAML_RESPONSE_MAX_CHARS) throw new SignOnRefusal('provider', 'the SAMLResponse is too large');
    if (!pending.requestId || !pending.createdAt) throw new SignOnRefusal('state', 'no SAML attempt is pending');
    if (pending.relayState !== undefined && (params.RelayState ?? '') !== pending.relayState)
      throw new SignOnRefusal('state', 'the RelayState is not the attempt’s');
    if (Date.parse(pending.createdAt) + SAML_ATTEMPT_MS < Date.now())
      throw new SignOnRefusal('expired', 'the sign-on attempt is older than ten minutes');
    try {
      const responseDoc = parseForeignXml(Buffer.from(response, 'base64').toString('utf8'), SAML_RESPONSE_MAX_CHARS, 'the SAML response');
      refuseWeakSignatures(responseDoc);
      const client = new SAML(samlConfig(settings, urls, attemptCache(pending)));
      const { profile } = await client.validatePostResponseAsync({ SAMLResponse: response });
      if (!profile) throw new SignOnRefusal('provider', 'the response carries no assertion');
      // node-saml checked the Response's and the SubjectConfirmation's InResponseTo against the attempt; once more here.
      if (profile.inResponseTo !== pending.requestId) throw new SignOnRefusal('replay', 'the response does not answer this attempt');
      // node-saml checks the issuer of logout messages only: the signed assertion's issuer must be the company's provider.
      if (profile.issuer !== settings.idpEntityId)
        throw new SignOnRefusal('issuer', `the assertion's issuer is not the company's identity provider`);
      // The response's own Issuer, when it names one, must be the same provider.
      const responseIssuer = (
        select('/samlp:Response/saml:Issuer', responseDoc as unknown as Node, true) as Element | undefined
      )?.textContent?.trim();
      if (responseIssuer !== undefined && responseIssuer !== settings.idpEntityId)
        throw new SignOnRefusal('issuer', `the response's issuer is not the company's identity provider`);
      const assertion = assertionOf(profile);
      checkRecipient(assertion, responseDoc, urls);
      const claims = claimsOf(settings, profile, assertion);
      markAnswered(pending.requestId);
      return claims;
    } catch (err) {
      throw refusalOf(err);
    }
  },
};

/**
 * The portal's service-provider metadata for one company: its entity ID, the assertion consumer service (HTTP-POST),
 * the NameID format asked for and that assertions must be signed. The company's IT team imports it at their provider.
 */
export function samlSpMetadata(_settings: SamlSettings, urls: SignOnUrls): string {
  return generateServiceProviderMetadata({
    issuer: urls.entityId,
    callbackUrl: urls.callbackUrl,
    identifierFormat: SAML_NAMEID_EMAIL,
    wantAssertionsSigned: true,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
  });
}
