import { ZSamlSignOn } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as samlify from 'samlify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_AUTHN_MFA,
  DEMO_GROUPS_ATTRIBUTE,
  demoIdentityProvider,
  demoSamlResponse,
  demoSigningKey,
  registerDemoSamlIdp,
  type DemoSamlAssertion,
} from '../../demo-idp/saml';
import { securityPlugin } from '../../platform/security';
import { zodSerializerCompiler, zodValidatorCompiler } from '../../platform/zod-compilers';
import { SignOnRefusal, type PendingAttempt, type SignOnUrls } from './protocol';
import { demoDeltaSamlSettings } from '../../demo-idp/delta-saml';
import { certificateToPem, readIdpMetadata, saml, samlSpMetadata, type SamlSettings } from './saml';

/**
 * The SAML protocol against real identity providers: samlify in identity-provider mode (the demo provider's builder),
 * with keys and certificates made here. Every refusal is a response a real provider signed, changed in one respect.
 */

const POST = samlify.Constants.namespace.binding.post;
const PORTAL = 'https://portal.example';
const urlsOf = (companyId: number): SignOnUrls => ({
  callbackUrl: `${PORTAL}/apis/v1/auth/sso/${companyId}/callback`,
  entityId: `${PORTAL}/apis/v1/auth/sso/${companyId}/metadata`,
});
const urlsA = urlsOf(101);
const urlsB = urlsOf(102);
const IDP_A = 'https://idp.bank-a.example/saml';
const IDP_B = 'https://idp.bank-b.example/saml';

const settingsOf = (idpEntityId: string, certificate: string): SamlSettings =>
  ZSamlSignOn.parse({
    protocol: 'saml',
    enabled: true,
    required: false,
    breakGlassUserId: null,
    domains: ['bank-a.example'],
    acceptProviderMfa: true,
    groupRoles: [{ group: 'portal-admins', role: '03' }],
    idpEntityId,
    entryPoint: `${idpEntityId}/sso`,
    idpCertificates: [certificate],
    groupsAttribute: DEMO_GROUPS_ATTRIBUTE,
    mfaContexts: [DEMO_AUTHN_MFA],
  });

const spOf = (urls: SignOnUrls, wantAssertionsSigned = true) =>
  samlify.ServiceProvider({
    entityID: urls.entityId,
    assertionConsumerService: [{ Binding: POST, Location: urls.callbackUrl }],
    wantAssertionsSigned,
  });

let keyA: { privateKey: string; certificate: string };
let keyB: { privateKey: string; certificate: string };
let idpA: samlify.IdentityProviderInstance;
let settingsA: SamlSettings;

beforeAll(async () => {
  [keyA, keyB] = await Promise.all([demoSigningKey('Test IdP A (test key)'), demoSigningKey('Test IdP B (test key)')]);
  idpA = demoIdentityProvider({ entityId: IDP_A, ssoUrl: `${IDP_A}/sso`, ...keyA });
  settingsA = settingsOf(IDP_A, keyA.certificate);
}, 60_000);

/** Starts an attempt at company A and lets the identity provider read the AuthnRequest, as a real one would. */
async function attempt(relayState = 'rs-1', urls = urlsA, settings = settingsA, idp = idpA) {
  const { redirectUrl, pending } = await saml.start(settings, urls, relayState);
  const url = new URL(redirectUrl);
  expect(`${url.origin}${url.pathname}`).toBe(settings.entryPoint);
  expect(url.searchParams.get('RelayState')).toBe(relayState);
  const parsed = await idp.parseLoginRequest(spOf(urls), 'redirect', {
    query: Object.fromEntries(url.searchParams),
    octetString: '',
  });
  expect(parsed.extract.request?.id).toBe(pending.requestId);
  expect(parsed.extract.issuer).toBe(urls.entityId);
  return pending;
}

async function answer(pending: PendingAttempt, a: Partial<DemoSamlAssertion> = {}, idp = idpA, sp = spOf(urlsA)) {
  return demoSamlResponse(idp, sp, { inResponseTo: pending.requestId!, email: 'kim@bank-a.example', ...a });
}

async function refusal(promise: Promise<unknown>): Promise<SignOnRefusal['reason']> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SignOnRefusal);
  return (err as SignOnRefusal).reason;
}

describe('SAML sign-on (node-saml service provider, samlify identity provider)', () => {
  it('accepts a signed assertion for this company and attempt, and yields the claims', async () => {
    const pending = await attempt();
    const SAMLResponse = await answer(pending, {
      email: 'Kim.Minji@Bank-A.example',
      groups: ['portal-users', 'portal-admins'],
      authnContext: DEMO_AUTHN_MFA,
    });
    const claims = await saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-1' });
    expect(claims).toEqual({
      email: 'kim.minji@bank-a.example',
      subject: 'Kim.Minji@Bank-A.example',
      groups: ['portal-users', 'portal-admins'],
      mfa: true,
    });
  });

  it('reports no second factor for a password-only context, and no groups when none are sent', async () => {
    const pending = await attempt();
    const claims = await saml.finish(settingsA, urlsA, pending, { SAMLResponse: await answer(pending), RelayState: 'rs-1' });
    expect(claims).toMatchObject({ email: 'kim@bank-a.example', groups: [], mfa: false });
  });

  it('refuses an assertion for another audience (another company of the portal)', async () => {
    const pending = await attempt();
    const SAMLResponse = await answer(pending, { audience: urlsB.entityId });
    expect(await refusal(saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-1' }))).toBe('audience');
  });

  it('refuses an assertion addressed to another company’s consumer service (Recipient, Destination)', async () => {
    const pending = await attempt();
    const SAMLResponse = await answer(pending, { audience: urlsA.entityId }, idpA, spOf(urlsB));
    expect(Buffer.from(SAMLResponse, 'base64').toString('utf8')).toContain(`Recipient="${urlsB.callbackUrl}"`);
    expect(await refusal(saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-1' }))).toBe('audience');
  });

  it('refuses an expired assertion (past NotOnOrAfter beyond the clock skew)', async () => {
    const pending = await attempt();
    const SAMLResponse = await answer(pending, {
      notBefore: new Date(Date.now() - 20 * 60_000),
      notOnOrAfter: new Date(Date.now() - 5 * 60_000),
    });
    expect(await refusal(saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-1' }))).toBe('expired');
  });

  it('refuses an assertion that is not signed, even inside a signed response', async () => {
    const pending = await attempt();
    // The provider signs the response only (its service provider does not ask for signed assertions).
    const responseSigned = await answer(pending, {}, idpA, spOf(urlsA, false));
    const xml = Buffer.from(responseSigned, 'base64').toString('utf8');
    expect(xml).toMatch(/<\/saml:Issuer><ds:Signature/);
    expect(await refusal(saml.finish(settingsA, urlsA, pending, { SAMLResponse: responseSigned, RelayState: 'rs-1' }))).toBe('signature');
    // And a response with no signature at all.
    const pending2 = await attempt();
    const signed = Buffer.from(await answer(pending2), 'base64').toString('utf8');
    const stripped = signed.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
    expect(stripped).not.toContain('Signature');
    const SAMLResponse = Buffer.from(stripped).toString('base64');
    expect(await refusal(saml.finish(settingsA, urlsA, pending2, { SAMLResponse, RelayState: 'rs-1' }))).toBe('signature');
  });

  it('refuses an assertion signed by another key than the provider’s certificates', async () => {
    const pending = await attempt();
    const impostor = demoIdentityProvider({ entityId: IDP_A, ssoUrl: `${IDP_A}/sso`, ...keyB });
    const SAMLResponse = await answer(pending, {}, impostor);
    expect(await refusal(saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-1' }))).toBe('signature');
  });

  it('accepts either certificate during a rollover', async () => {
    const rollover = { ...settingsA, idpCertificates: [keyB.certificate, keyA.certificate] };
    const pending = await attempt('rs-1', urlsA, rollover);
    const claims = await saml.finish(rollover, urlsA, pending, { SAMLResponse: await answer(pending), RelayState: 'rs-1' });
    expect(claims.email).toBe('kim@bank-a.example');
  });

  it('refuses a replayed response and a response to another attempt', async () => {
    const pending = await attempt();
    const SAMLResponse = await answer(pending);
    await saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-1' });
    // The same response again (the frame consumes the attempt; here it is even handed back).
    expect(await refusal(saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-1' }))).toBe('replay');
    // A response to the first attempt posted for a second attempt.
    const first = await attempt('rs-2');
    const second = await attempt('rs-2');
    const forFirst = await answer(first);
    expect(await refusal(saml.finish(settingsA, urlsA, second, { SAMLResponse: forFirst, RelayState: 'rs-2' }))).toBe('replay');
    // An unsolicited response (no InResponseTo) is refused too.
    const unsolicited = await answer(second, { inResponseTo: '' });
    expect(await refusal(saml.finish(settingsA, urlsA, second, { SAMLResponse: unsolicited, RelayState: 'rs-2' }))).toBe('replay');
  });

  it('refuses an assertion of another identity provider, even one signing with the same key', async () => {
    // A provider that serves many tenants with one signing key (as some cloud providers do): only the issuer differs.
    const pending = await attempt();
    const otherTenant = demoIdentityProvider({ entityId: IDP_B, ssoUrl: `${IDP_B}/sso`, ...keyA });
    const SAMLResponse = await answer(pending, {}, otherTenant);
    expect(await refusal(saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-1' }))).toBe('issuer');
    // The response's own (unsigned) Issuer naming another provider around a good assertion is refused too.
    const pending2 = await attempt();
    const xml = Buffer.from(await answer(pending2), 'base64').toString('utf8');
    const relabelled = xml.replace(`<saml:Issuer>${IDP_A}</saml:Issuer>`, `<saml:Issuer>${IDP_B}</saml:Issuer>`);
    expect(relabelled.indexOf(IDP_B)).toBeLessThan(relabelled.indexOf('<saml:Assertion'));
    expect(
      await refusal(
        saml.finish(settingsA, urlsA, pending2, { SAMLResponse: Buffer.from(relabelled).toString('base64'), RelayState: 'rs-1' }),
      ),
    ).toBe('issuer');
  });

  it('refuses another company’s assertion posted to this company', async () => {
    const idpB = demoIdentityProvider({ entityId: IDP_B, ssoUrl: `${IDP_B}/sso`, ...keyB });
    const settingsB = settingsOf(IDP_B, keyB.certificate);
    const pendingB = await attempt('rs-b', urlsB, settingsB, idpB);
    const forB = await answer(pendingB, {}, idpB, spOf(urlsB));
    // Company B's own callback takes it.
    const pendingA = await attempt();
    expect(await refusal(saml.finish(settingsA, urlsA, pendingA, { SAMLResponse: forB, RelayState: 'rs-1' }))).toBe('replay');
    // Even answering company A's attempt id, B's provider and B's audience do not pass at A.
    const forBWithA = await answer(pendingA, {}, idpB, spOf(urlsB));
    expect(
      ['signature', 'audience', 'issuer'].includes(
        await refusal(saml.finish(settingsA, urlsA, pendingA, { SAMLResponse: forBWithA, RelayState: 'rs-1' })),
      ),
    ).toBe(true);
    expect((await saml.finish(settingsB, urlsB, pendingB, { SAMLResponse: forB, RelayState: 'rs-b' })).email).toBe('kim@bank-a.example');
  });

  it('refuses a SHA-1 signature', async () => {
    const pending = await attempt();
    const sha1 = demoIdentityProvider({
      entityId: IDP_A,
      ssoUrl: `${IDP_A}/sso`,
      ...keyA,
      signatureAlgorithm: samlify.Constants.algorithms.signature.RSA_SHA1,
    });
    const SAMLResponse = await answer(pending, {}, sha1);
    expect(Buffer.from(SAMLResponse, 'base64').toString('utf8')).toContain('xmldsig#rsa-sha1');
    expect(await refusal(saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-1' }))).toBe('signature');
  });

  it('refuses an answer with another RelayState, without an e-mail address, or without a response', async () => {
    const pending = await attempt();
    const SAMLResponse = await answer(pending);
    expect(await refusal(saml.finish(settingsA, urlsA, pending, { SAMLResponse, RelayState: 'rs-other' }))).toBe('state');
    const pending2 = await attempt();
    const noEmail = await answer(pending2, {
      email: 'a1b2c3d4',
      nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    });
    expect(await refusal(saml.finish(settingsA, urlsA, pending2, { SAMLResponse: noEmail, RelayState: 'rs-1' }))).toBe('claims');
    expect(await refusal(saml.finish(settingsA, urlsA, pending2, { RelayState: 'rs-1' }))).toBe('provider');
    const doctype = Buffer.from('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x "y">]><r>&x;</r>').toString('base64');
    expect(await refusal(saml.finish(settingsA, urlsA, pending2, { SAMLResponse: doctype, RelayState: 'rs-1' }))).toBe('provider');
  });

  it('describes the portal as a service provider in metadata a provider can import', async () => {
    const xml = samlSpMetadata(settingsA, urlsA);
    expect(xml).toContain(`entityID="${urlsA.entityId}"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
    expect(xml).toContain('urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress');
    // samlify, as an identity provider would, reads the assertion consumer service from it.
    const sp = samlify.ServiceProvider({ metadata: xml });
    expect(sp.entityMeta.getEntityID()).toBe(urlsA.entityId);
    expect(sp.entityMeta.getAssertionConsumerService('post')).toBe(urlsA.callbackUrl);
  });
});

describe('identity provider metadata', () => {
  it('reads the entity ID, the HTTP-Redirect sign-on URL and the signing certificate', () => {
    const read = readIdpMetadata(idpA.getMetadata());
    expect(read).toEqual({
      idpEntityId: IDP_A,
      entryPoint: `${IDP_A}/sso`,
      idpCertificates: [expect.stringContaining('-----BEGIN CERTIFICATE-----')],
    });
    const body = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(body(read.idpCertificates[0]!)).toBe(body(keyA.certificate));
    expect(readIdpMetadata(`\uFEFF${idpA.getMetadata()}`)).toEqual(read);
  });

  it('refuses a DOCTYPE, entities, XML that is not well-formed, no identity provider, and an oversized document', () => {
    const metadata = idpA.getMetadata();
    const bad = [
      `<?xml version="1.0"?><!DOCTYPE md [<!ENTITY e SYSTEM "file:///etc/passwd">]>${metadata.replace(/^<\?xml[^>]*>/, '')}`,
      `<!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><x>&lol2;</x>`,
      '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"><unclosed></md:EntityDescriptor>',
      '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>',
      `${metadata}${' '.repeat(300 * 1024)}`,
    ];
    for (const xml of bad) {
      expect(() => readIdpMetadata(xml)).toThrow(SignOnRefusal);
    }
  });
});

describe('the demo SAML identity provider', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const publicUrl = 'http://portal.test';
  const urls = { callbackUrl: `${publicUrl}/apis/v1/auth/sso/7/callback`, entityId: `${publicUrl}/apis/v1/auth/sso/7/metadata` };

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(zodSerializerCompiler);
    // The portal's security headers: the page that posts the response may run its one script by its nonce only.
    await app.register(securityPlugin);
    dataDir = mkdtempSync(path.join(tmpdir(), 'demo-idp-saml-'));
    await registerDemoSamlIdp(app, { publicUrl, prefix: '/demo-idp/saml', dataDir });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');

  it('signs a member of 델타투자자문 in through the portal’s SAML protocol, configured from its metadata', async () => {
    const metadata = await app.inject({ method: 'GET', url: '/demo-idp/saml/metadata' });
    expect(metadata.statusCode).toBe(200);
    // The seed's settings for 델타투자자문 are read from the key kept in the data directory: the served metadata's.
    const settings = await demoDeltaSamlSettings({ publicUrl, dataDir });
    expect(readIdpMetadata(metadata.body)).toMatchObject({ idpEntityId: settings.idpEntityId, entryPoint: settings.entryPoint });
    expect(settings.idpEntityId).toBe(`${publicUrl}/demo-idp/saml/metadata`);
    expect(readIdpMetadata(metadata.body).idpCertificates.map(certificateToPem)).toEqual(settings.idpCertificates.map(certificateToPem));

    const { redirectUrl, pending } = await saml.start(settings, urls, 'rs-demo');
    const sso = new URL(redirectUrl);
    expect(sso.origin).toBe(publicUrl);
    const signInPage = await app.inject({ method: 'GET', url: `${sso.pathname}${sso.search}` });
    expect(signInPage.statusCode).toBe(200);
    expect(signInPage.body).toContain('compliance@delta-advisory.example');

    const form = new URLSearchParams({
      SAMLRequest: sso.searchParams.get('SAMLRequest')!,
      RelayState: 'rs-demo',
      email: 'compliance@delta-advisory.example',
      mfa: 'on',
    });
    const posted = await app.inject({
      method: 'POST',
      url: '/demo-idp/saml/sso',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain(`action="${urls.callbackUrl}"`);
    const nonce = /<script nonce="([^"]+)">/.exec(posted.body)![1]!;
    expect(posted.headers['content-security-policy']).toContain(`script-src 'nonce-${nonce}'`);
    expect(posted.headers['content-security-policy']).toContain("form-action 'self'");
    const SAMLResponse = unescape(/name="SAMLResponse" value="([^"]+)"/.exec(posted.body)![1]!);
    const RelayState = unescape(/name="RelayState" value="([^"]+)"/.exec(posted.body)![1]!);
    const claims = await saml.finish(settings, urls, pending, { SAMLResponse, RelayState });
    expect(claims).toEqual({
      email: 'compliance@delta-advisory.example',
      subject: 'compliance@delta-advisory.example',
      groups: ['portal-users'],
      mfa: true,
    });
  });

  it('answers no request from a service provider outside the portal, nor for an unknown account', async () => {
    const foreign = { callbackUrl: 'https://elsewhere.example/acs', entityId: 'https://elsewhere.example/sp' };
    const settings = ZSamlSignOn.parse({ ...settingsA, entryPoint: `${publicUrl}/demo-idp/saml/sso` });
    const { redirectUrl } = await saml.start(settings, foreign, 'rs');
    const sso = new URL(redirectUrl);
    expect((await app.inject({ method: 'GET', url: `${sso.pathname}${sso.search}` })).statusCode).toBe(400);

    const ours = await saml.start(settings, urls, 'rs');
    const request = new URL(ours.redirectUrl).searchParams.get('SAMLRequest')!;
    const posted = await app.inject({
      method: 'POST',
      url: '/demo-idp/saml/sso',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLRequest: request, email: 'someone@elsewhere.example' }).toString(),
    });
    expect(posted.statusCode).toBe(400);
  });
});
