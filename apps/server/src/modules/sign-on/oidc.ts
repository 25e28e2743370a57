import type { TOidcSignOn } from '@portal/contract';
import * as client from 'openid-client';
import { sha256Hex } from '../../platform/crypto';
import { SignOnRefusal, type PendingAttempt, type SignOnClaims, type SignOnProtocol, type SignOnUrls } from './protocol';

/** A company's OIDC sign-on with its client secret (decrypted by the frame). */
export type OidcSettings = TOidcSignOn & { clientSecret: string };

/** The `amr` values that say a second factor was used (RFC 8176). */
const MFA_AMR = new Set(['mfa', 'otp', 'hwk', 'swk']);
/** How long a provider's discovery document is kept in the process. */
const DISCOVERY_TTL_MS = 10 * 60_000;
const TIMEOUT_S = 10;

/** Plain http is accepted only for a provider on this machine (the demo provider, tests). */
export function insecureAllowed(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

const configurations = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/**
 * The provider's configuration by discovery (openid-client), kept 10 minutes per issuer, client and secret: the
 * sign-on round trip does not fetch the discovery document and the keys on every step.
 */
export function configurationOf(
  s: Pick<OidcSettings, 'issuer' | 'clientId' | 'clientSecret'>,
  fresh = false,
): Promise<client.Configuration> {
  const key = sha256Hex(`${s.issuer}\n${s.clientId}\n${s.clientSecret}`);
  const kept = configurations.get(key);
  if (!fresh && kept && Date.now() - kept.at < DISCOVERY_TTL_MS) return kept.config;
  const issuer = new URL(s.issuer);
  if (issuer.protocol !== 'https:' && !insecureAllowed(issuer)) {
    return Promise.reject(new SignOnRefusal('provider', 'the issuer must be an https address'));
  }
  const config = client
    .discovery(issuer, s.clientId, s.clientSecret, client.ClientSecretBasic(s.clientSecret), {
      timeout: TIMEOUT_S,
      ...(insecureAllowed(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
    })
    .then((c) => {
      // The ID token's signature is checked also when it comes straight from the token endpoint (openid-client skips it
      // by default, as OIDC allows over TLS): a provider's key is the one proof the portal keeps of who answered.
      client.enableNonRepudiationChecks(c);
      return c;
    })
    .catch((err: unknown) => {
      configurations.delete(key);
      throw new SignOnRefusal('provider', `discovery failed: ${messageOf(err)}`);
    });
  configurations.set(key, { at: Date.now(), config });
  return config;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200);

/** openid-client's (oauth4webapi's) errors as the frame's refusal reasons. */
export function refusalOf(err: unknown): SignOnRefusal {
  if (err instanceof SignOnRefusal) return err;
  // openid-client wraps oauth4webapi's error, whose cause names the claim that failed: read the whole chain.
  const chain: { code?: string; error?: string; message?: string; claim?: string }[] = [];
  for (let c = err as { cause?: unknown } | undefined, i = 0; c && typeof c === 'object' && i < 5; c = c.cause as typeof c, i++)
    chain.push(c as never);
  const e = chain[0] ?? {};
  const text = chain.map((c) => `${c.code ?? ''} ${c.error ?? ''} ${c.message ?? ''} ${c.claim ? `claim ${c.claim}` : ''}`).join(' | ');
  const message = messageOf(err);
  if (e.error === 'invalid_grant') return new SignOnRefusal('expired', `code refused: ${message}`);
  if (/claim aud\b|claim azp\b|"aud"|audience/i.test(text)) return new SignOnRefusal('audience', message);
  if (/claim (exp|iat|nbf)\b|TIMESTAMP|expired/i.test(text)) return new SignOnRefusal('expired', message);
  if (/signature|JWS|JWKS|\balg\b/i.test(text)) return new SignOnRefusal('signature', message);
  if (/claim iss\b|"iss"|issuer/i.test(text)) return new SignOnRefusal('issuer', message);
  if (/nonce/i.test(text)) return new SignOnRefusal('replay', message);
  if (/state/i.test(text)) return new SignOnRefusal('state', message);
  return new SignOnRefusal('provider', message);
}

function groupsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string').slice(0, 500);
  if (typeof value === 'string' && value) return [value];
  return [];
}

/**
 * OpenID Connect by openid-client: the authorization code flow with PKCE (S256), state and nonce; the ID token's
 * signature, issuer, audience, expiry and nonce are checked by the library, the e-mail read from the ID token or, when
 * the provider keeps it there, from the user-info answer (whose subject must match).
 */
export const oidc: SignOnProtocol<OidcSettings> = {
  async start(settings: OidcSettings, urls: SignOnUrls, relayState: string) {
    const config = await configurationOf(settings);
    const codeVerifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const supported = config.serverMetadata().scopes_supported ?? [];
    const scopes = ['openid', 'email', 'profile', ...(supported.includes(settings.groupsClaim) ? [settings.groupsClaim] : [])];
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: urls.callbackUrl,
      scope: scopes.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: relayState,
      nonce,
    });
    return { redirectUrl: url.href, pending: { codeVerifier, nonce, state: relayState } };
  },

  async finish(settings: OidcSettings, urls: SignOnUrls, pending: PendingAttempt, params: Record<string, string>): Promise<SignOnClaims> {
    if (params.error) throw new SignOnRefusal('provider', `the provider answered ${params.error.slice(0, 100)}`);
    if (!params.code) throw new SignOnRefusal('claims', 'no authorization code');
    const config = await configurationOf(settings);
    const current = new URL(urls.callbackUrl);
    for (const [k, v] of Object.entries(params)) current.searchParams.set(k, v);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw refusalOf(err);
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new SignOnRefusal('claims', 'no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (typeof claims.email !== 'string' || !(settings.groupsClaim in claims)) {
      try {
        const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...info, ...claims, email: claims.email ?? info.email, email_verified: claims.email_verified ?? info.email_verified };
        if (!(settings.groupsClaim in idClaims) && settings.groupsClaim in info) claims[settings.groupsClaim] = info[settings.groupsClaim];
      } catch (err) {
        throw refusalOf(err);
      }
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || !email.includes('@')) throw new SignOnRefusal('claims', 'no e-mail in the claims');
    if (claims.email_verified === false) throw new SignOnRefusal('claims', 'the e-mail is not verified by the provider');
    const amr = Array.isArray(idClaims.amr) ? idClaims.amr : [];
    const acr = typeof idClaims.acr === 'string' ? idClaims.acr : '';
    const mfa = amr.some((m) => typeof m === 'string' && MFA_AMR.has(m)) || (!!acr && settings.mfaAcrValues.includes(acr));
    return { email, subject: idClaims.sub, groups: groupsOf(claims[settings.groupsClaim]), mfa };
  },
};
