import * as xsd from '@authenio/samlify-xmllint-wasm';
import { DOMParser } from '@xmldom/xmldom';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import * as samlify from 'samlify';
import { generate } from 'selfsigned';
import { z } from 'zod';
import { escapeHtml } from '../platform/templates';

/**
 * samlify's SamlLib: a named export under TypeScript's interop (the tests), only on the default export when Node loads
 * the CommonJS package from the built server's ES module (the named-export detection misses it).
 */
const samlLib: typeof samlify.SamlLib =
  (samlify as { SamlLib?: typeof samlify.SamlLib }).SamlLib ?? (samlify as unknown as { default: typeof samlify }).default.SamlLib;

/**
 * A demo SAML 2.0 identity provider (issue 27 section 2: "a demo company signs in through a local SAML provider"),
 * mounted only in demo mode: samlify in identity-provider mode, with a key and certificate made on first start into
 * DATA_DIR/keys (or in memory without a data directory; nothing secret is in the repository; the metadata at
 * `${prefix}/metadata` carries the certificate). Its sign-in
 * page asks no password: it lists the demo accounts of 델타투자자문 and signs a response for the one picked, posted to
 * the portal's assertion consumer service as the HTTP-POST binding does.
 *
 * The portal's tests use the same response builder (`demoSamlResponse`) with a real samlify identity provider.
 */

const POST = samlify.Constants.namespace.binding.post;
const REDIRECT = samlify.Constants.namespace.binding.redirect;
export const NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
/** The AuthnContextClassRef values the demo sends: a password, or a password and a second factor. */
export const DEMO_AUTHN_PASSWORD = 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
export const DEMO_AUTHN_MFA = 'https://refeds.org/profile/mfa';
/** The attribute that carries the groups. */
export const DEMO_GROUPS_ATTRIBUTE = 'groups';

/** The people the demo provider knows: a member of 델타투자자문 in the seed, and one the portal has not met (JIT). */
export const DEMO_SAML_ACCOUNTS = [
  {
    email: 'compliance@delta-advisory.example',
    ko: '서가은 (준법감시, 기존 회원)',
    en: 'Ga-eun Seo (compliance, a member)',
    groups: ['portal-users'],
  },
  {
    email: 'analyst@delta-advisory.example',
    ko: '신규 분석가 (첫 로그인 시 가입)',
    en: 'New analyst (joins at first sign-in)',
    groups: ['portal-users'],
  },
] as const;

// samlify checks every message it parses against the SAML schemas: xmllint compiled to WebAssembly (no Java).
samlify.setSchemaValidator({ validate: (xml: string) => xsd.validate(xml) });

const RESPONSE_TEMPLATE =
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}">' +
  '<saml:Issuer>{Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>' +
  '<saml:Assertion xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="{AssertionID}" Version="2.0" IssueInstant="{IssueInstant}">' +
  '<saml:Issuer>{Issuer}</saml:Issuer>' +
  '<saml:Subject><saml:NameID Format="{NameIDFormat}">{NameID}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="{NotOnOrAfter}" Recipient="{Recipient}" InResponseTo="{InResponseTo}"/></saml:SubjectConfirmation></saml:Subject>' +
  '<saml:Conditions NotBefore="{NotBefore}" NotOnOrAfter="{NotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>{Audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>' +
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext><saml:AuthnContextClassRef>{AuthnContextClassRef}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>' +
  '<!--AttributeStatement--></saml:Assertion></samlp:Response>';

const xmlText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface DemoSamlAssertion {
  /** The AuthnRequest's ID. */
  inResponseTo: string;
  email: string;
  groups?: readonly string[];
  authnContext?: string;
  /** Defaults: the service provider's entity ID, now, five minutes from now. */
  audience?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  nameIdFormat?: string;
}

/** A signed login response (base64, as posted in SAMLResponse) from a samlify identity provider to a service provider. */
export async function demoSamlResponse(
  idp: samlify.IdentityProviderInstance,
  sp: samlify.ServiceProviderInstance,
  a: DemoSamlAssertion,
): Promise<string> {
  const now = new Date();
  const acs = sp.entityMeta.getAssertionConsumerService('post') as string;
  const groups = a.groups ?? [];
  const attributes = groups.length
    ? `<saml:AttributeStatement><saml:Attribute Name="${DEMO_GROUPS_ATTRIBUTE}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${groups
        .map((g) => `<saml:AttributeValue xsi:type="xs:string">${xmlText(g)}</saml:AttributeValue>`)
        .join('')}</saml:Attribute></saml:AttributeStatement>`
    : '';
  const id = `_${randomBytes(16).toString('hex')}`;
  const { context } = await idp.createLoginResponse(
    sp,
    { extract: { request: { id: a.inResponseTo } } },
    'post',
    { email: a.email },
    {
      customTagReplacement: (template) => ({
        id,
        context: samlLib
          .replaceTagsByValue(template, {
            ID: id,
            AssertionID: `_${randomBytes(16).toString('hex')}`,
            IssueInstant: now.toISOString(),
            Destination: acs,
            Recipient: acs,
            InResponseTo: a.inResponseTo,
            Issuer: idp.entityMeta.getEntityID(),
            NameIDFormat: a.nameIdFormat ?? NAMEID_EMAIL,
            NameID: a.email,
            NotBefore: (a.notBefore ?? now).toISOString(),
            NotOnOrAfter: (a.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString(),
            Audience: a.audience ?? sp.entityMeta.getEntityID(),
            SessionIndex: `_${randomBytes(8).toString('hex')}`,
            AuthnContextClassRef: a.authnContext ?? DEMO_AUTHN_PASSWORD,
          })
          .replace('<!--AttributeStatement-->', attributes),
      }),
    },
  );
  return context;
}

/** A key pair and self-signed certificate (RSA 2048, SHA-256), made in memory. */
export async function demoSigningKey(commonName: string): Promise<DemoKey> {
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 5 * 365 * 24 * 3600_000),
  });
  return { privateKey: pems.private, certificate: pems.cert };
}
export interface DemoKey {
  privateKey: string;
  certificate: string;
}

/** The demo provider's key file under DATA_DIR/keys (the private key and its certificate, PEM; mode 0600). */
export const DEMO_SAML_KEY_FILE = 'demo-idp-saml.pem';
const DEMO_COMMON_NAME = 'Demo SAML IdP (portal demo mode)';

/**
 * The demo provider's key: without a data directory, made in memory for this process; with one, made once into
 * DATA_DIR/keys and kept, so every server process and every restart signs with the key the seeded settings trust (as
 * the audit packs' key is kept). Never in the repository.
 */
export async function demoSamlKey(dataDir?: string): Promise<DemoKey> {
  if (!dataDir) return demoSigningKey(DEMO_COMMON_NAME);
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, DEMO_SAML_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const key = await demoSigningKey(DEMO_COMMON_NAME);
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, `${key.privateKey.trim()}\n${key.certificate.trim()}\n`, { mode: 0o600 });
    try {
      // link: appears whole or not at all; two processes starting together keep the first one's key.
      linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(temp);
    }
  }
  const pem = readFileSync(file, 'utf8');
  const privateKey = /-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+?-----END (RSA )?PRIVATE KEY-----/.exec(pem)?.[0];
  const certificate = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem)?.[0];
  if (!privateKey || !certificate) throw new Error(`${file} holds no private key and certificate`);
  return { privateKey: `${privateKey}\n`, certificate: `${certificate}\n` };
}

export interface DemoSamlIdpOptions {
  publicUrl: string;
  prefix: '/demo-idp/saml';
  /** DATA_DIR: the key is kept there (see demoSamlKey); unset: a key of this process only. */
  dataDir?: string;
}

/** The demo provider's entity ID, sign-on URL and metadata (the seed configures 델타투자자문 with it). */
export async function demoSamlIdp(opts: DemoSamlIdpOptions) {
  const base = `${opts.publicUrl}${opts.prefix}`;
  const idp = demoIdentityProvider({ entityId: `${base}/metadata`, ssoUrl: `${base}/sso`, ...(await demoSamlKey(opts.dataDir)) });
  return { idp, metadataXml: idp.getMetadata() };
}

/** A samlify identity provider with the given key, its SSO URL for the HTTP-Redirect binding. */
export function demoIdentityProvider(opts: {
  entityId: string;
  ssoUrl: string;
  privateKey: string;
  certificate: string;
  signatureAlgorithm?: string;
}): samlify.IdentityProviderInstance {
  return samlify.IdentityProvider({
    entityID: opts.entityId,
    privateKey: opts.privateKey,
    signingCert: opts.certificate,
    nameIDFormat: [NAMEID_EMAIL],
    singleSignOnService: [{ Binding: REDIRECT, Location: opts.ssoUrl }],
    requestSignatureAlgorithm: opts.signatureAlgorithm ?? samlify.Constants.algorithms.signature.RSA_SHA256,
    loginResponseTemplate: { context: RESPONSE_TEMPLATE, attributes: [] },
  });
}

/** What the demo provider reads from an AuthnRequest before it trusts the request to samlify's parser. */
function peekAuthnRequest(samlRequest: string): { issuer: string; acs: string } {
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64'), { maxOutputLength: 64 * 1024 }).toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new Error('DOCTYPE in the request');
  const doc = new DOMParser({ errorHandler: { error: () => {}, fatalError: () => {} } }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root || root.localName !== 'AuthnRequest') throw new Error('not an AuthnRequest');
  const issuer = root.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer')[0]?.textContent?.trim() ?? '';
  return { issuer, acs: root.getAttribute('AssertionConsumerServiceURL') ?? '' };
}

const ZSsoQuery = z.object({
  SAMLRequest: z
    .string()
    .min(1)
    .max(64 * 1024),
  RelayState: z.string().max(1024).optional(),
  SigAlg: z.string().max(200).optional(),
  Signature: z.string().max(4096).optional(),
});
const ZSsoForm = ZSsoQuery.extend({
  email: z.string().max(254),
  mfa: z.literal('on').optional(),
});

function page(title: string, body: string, nonce?: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,'Noto Sans KR',sans-serif;margin:2rem auto;max-width:560px;padding:0 1rem;color:#1f2937}
fieldset{border:1px solid #e5e7eb;border-radius:8px;padding:1rem}label{display:block;margin:.5rem 0}
button{margin-top:1rem;padding:.5rem 1.25rem;font-size:1rem}.meta{color:#6b7280;font-size:.9rem}
</style></head><body>${body}${nonce ? `<script nonce="${nonce}">document.forms[0].submit()</script>` : ''}</body></html>`;
}

/**
 * Mounts the demo identity provider under `prefix`: `GET metadata`, `GET sso` (the HTTP-Redirect binding: the sign-in
 * page), `POST sso` (the pick: answers the auto-submitting form to the portal's assertion consumer service).
 * Only requests from service providers on `publicUrl` are answered (it signs for nobody else).
 */
export async function registerDemoSamlIdp(app: FastifyInstance, opts: DemoSamlIdpOptions): Promise<{ metadataXml: string }> {
  const { idp, metadataXml } = await demoSamlIdp(opts);
  const origin = new URL(opts.publicUrl).origin;

  /** The service provider that sent the request, if it is one of the portal's (its entity ID and ACS on publicUrl). */
  const serviceProviderOf = (samlRequest: string) => {
    const { issuer, acs } = peekAuthnRequest(samlRequest);
    const ours = (u: string) => URL.canParse(u) && new URL(u).origin === origin && new URL(u).pathname.startsWith('/apis/v1/auth/sso/');
    if (!ours(issuer) || !ours(acs)) throw new Error('not a service provider of this portal');
    return samlify.ServiceProvider({
      entityID: issuer,
      assertionConsumerService: [{ Binding: POST, Location: acs }],
      wantAssertionsSigned: true,
      nameIDFormat: [NAMEID_EMAIL],
    });
  };

  await app.register(
    async (scope) => {
      // Form posts (the sign-in page's); the frame may already parse them for the consumer service: then its parser serves.
      if (!scope.hasContentTypeParser('application/x-www-form-urlencoded'))
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 128 * 1024 },
          (_req, body, done) => {
            done(null, Object.fromEntries(new URLSearchParams(body as string)));
          },
        );

      scope.get('/metadata', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('application/samlmetadata+xml; charset=utf-8').header('cache-control', 'no-store').send(metadataXml),
      );

      scope.get('/sso', { schema: { hide: true, querystring: ZSsoQuery } }, async (request, reply) => {
        const query = request.query as z.infer<typeof ZSsoQuery>;
        try {
          const sp = serviceProviderOf(query.SAMLRequest);
          await idp.parseLoginRequest(sp, 'redirect', { query, octetString: '' });
        } catch {
          return reply.code(400).type('text/html; charset=utf-8').send(page('SAML', '<h1>잘못된 SAML 요청 / Bad SAML request</h1>'));
        }
        const accounts = DEMO_SAML_ACCOUNTS.map(
          (a, i) =>
            `<label><input type="radio" name="email" value="${escapeHtml(a.email)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(a.email)} <span class="meta">${escapeHtml(a.ko)} / ${escapeHtml(a.en)}</span></label>`,
        ).join('');
        const hidden = (['SAMLRequest', 'RelayState', 'SigAlg', 'Signature'] as const)
          .filter((k) => query[k] !== undefined)
          .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(query[k]!)}">`)
          .join('');
        const body = `<h1>데모 회사 로그인 (SAML) / Demo company sign-in (SAML)</h1>
<p class="meta">델타투자자문의 데모 인증 서버입니다. 비밀번호 없이 계정을 골라 로그인합니다. / The demo identity provider of Delta Investment Advisory: pick an account, no password.</p>
<form method="post" action="${opts.prefix}/sso">${hidden}<fieldset><legend>계정 / Account</legend>${accounts}</fieldset>
<label><input type="checkbox" name="mfa" value="on"> 2단계 인증을 마친 것으로 알림 / Report a second factor</label>
<button type="submit">로그인 / Sign in</button></form>`;
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Demo SAML IdP', body));
      });

      scope.post('/sso', { schema: { hide: true, body: ZSsoForm } }, async (request, reply) => {
        const form = request.body as z.infer<typeof ZSsoForm>;
        const account = DEMO_SAML_ACCOUNTS.find((a) => a.email === form.email);
        let sp: samlify.ServiceProviderInstance;
        let requestId: string;
        try {
          if (!account) throw new Error('unknown account');
          sp = serviceProviderOf(form.SAMLRequest);
          const parsed = await idp.parseLoginRequest(sp, 'redirect', { query: form, octetString: '' });
          requestId = String(parsed.extract.request?.id ?? '');
          if (!requestId) throw new Error('no request id');
        } catch {
          return reply.code(400).type('text/html; charset=utf-8').send(page('SAML', '<h1>잘못된 SAML 요청 / Bad SAML request</h1>'));
        }
        const response = await demoSamlResponse(idp, sp, {
          inResponseTo: requestId,
          email: account.email,
          groups: account.groups,
          authnContext: form.mfa ? DEMO_AUTHN_MFA : DEMO_AUTHN_PASSWORD,
        });
        const acs = sp.entityMeta.getAssertionConsumerService('post') as string;
        // The HTTP-POST binding: a form the browser submits to the portal; a nonce lets this one inline script run.
        const nonce = randomBytes(16).toString('base64');
        const body = `<form method="post" action="${escapeHtml(acs)}"><input type="hidden" name="SAMLResponse" value="${escapeHtml(response)}">${
          form.RelayState !== undefined ? `<input type="hidden" name="RelayState" value="${escapeHtml(form.RelayState)}">` : ''
        }<p>포털로 돌아갑니다… / Returning to the portal…</p><button type="submit">계속 / Continue</button></form>`;
        const csp = String(reply.getHeader('content-security-policy') ?? "default-src 'self'").replace(
          /script-src [^;]*/,
          `script-src 'nonce-${nonce}'`,
        );
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', csp)
          .send(page('Demo SAML IdP', body, nonce));
      });
    },
    { prefix: opts.prefix },
  );
  return { metadataXml };
}
