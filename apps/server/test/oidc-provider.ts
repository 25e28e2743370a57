import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, decodeJwt, decodeProtectedHeader, type JWK } from 'jose';
import Provider from 'oidc-provider';

/** A person the test provider signs in (the test picks who signs in next, and with which authentication methods). */
export interface TestAccount {
  email: string;
  emailVerified?: boolean;
  groups?: string[];
}

/** How the provider's token answer is altered (the checks of the portal must refuse each). */
export type Tamper = 'audience' | 'expired' | 'signature' | null;

/**
 * A real OpenID Connect provider (`oidc-provider`) on an ephemeral port for the tests: authorization code with PKCE,
 * its own RS256 key, two clients. The login interaction is finished programmatically for the account the test names
 * (`next`), with the `amr` it names; `tamper` re-signs the ID token of the next token answer with a wrong audience, an
 * expiry in the past (with the provider's key), or another key.
 */
export async function startTestProvider(opts: { redirectUris: string[]; accounts: Record<string, TestAccount> }) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' } as JWK;
  const rogue = (await generateKeyPair('RS256', { extractable: true })).privateKey;
  const state = { next: { accountId: '', amr: ['pwd'] as string[] }, tamper: null as Tamper };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients = [
    { client_id: 'portal', client_secret: 'portal-secret-0123456789', redirect_uris: opts.redirectUris },
    { client_id: 'other-client', client_secret: 'other-secret-0123456789', redirect_uris: opts.redirectUris },
  ].map((c) => ({
    ...c,
    grant_types: ['authorization_code'],
    response_types: ['code' as const],
    token_endpoint_auth_method: 'client_secret_basic' as const,
  }));
  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [jwk] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: {
      sid: null,
      openid: ['sub', 'acr', 'amr', 'auth_time'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    findAccount: (_ctx, sub) => {
      const a = opts.accounts[sub];
      if (!a) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: a.email, email_verified: a.emailVerified ?? true, name: a.email, groups: a.groups ?? [] }),
      };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
  });

  const handle = provider.callback();
  server.on('request', async (req, res) => {
    try {
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        const { accountId, amr } = state.next;
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId, amr }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (req.url?.startsWith('/token') && state.tamper) return tamperToken(req, res);
      handle(req, res);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });

  /** The provider answers the token request; the ID token is replaced before the answer leaves. */
  function tamperToken(req: http.IncomingMessage, res: http.ServerResponse) {
    const how = state.tamper!;
    state.tamper = null;
    const end = res.end.bind(res);
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: string | number | readonly string[]) =>
      name.toLowerCase() === 'content-length' ? res : setHeader(name, value)) as typeof res.setHeader;
    res.end = ((body?: unknown) => {
      void (async () => {
        const answer = JSON.parse(String(body));
        if (answer.id_token) {
          const claims = decodeJwt(answer.id_token);
          const header = decodeProtectedHeader(answer.id_token);
          const now = Math.floor(Date.now() / 1000);
          const changed =
            how === 'audience'
              ? { ...claims, aud: 'other-client', azp: 'other-client' }
              : how === 'expired'
                ? { ...claims, iat: now - 3600, exp: now - 1800 }
                : claims;
          answer.id_token = await new SignJWT(changed)
            .setProtectedHeader({ alg: 'RS256', kid: header.kid })
            .sign(how === 'signature' ? rogue : privateKey);
        }
        end(JSON.stringify(answer));
      })();
      return res;
    }) as typeof res.end;
    handle(req, res);
  }

  return {
    issuer,
    provider,
    /** Who signs in at the next interaction, and how (`amr`: ['pwd'], or ['pwd', 'mfa']). */
    signInNext(accountId: string, amr: string[] = ['pwd']) {
      state.next = { accountId, amr };
    },
    tamperNext(how: Tamper) {
      state.tamper = how;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser of the test: follows the provider's redirects with its cookies until the address leaves the provider. */
export async function followProvider(startLocation: string, issuer: string): Promise<string> {
  const jar = new Map<string, string>();
  let location = startLocation;
  for (let i = 0; i < 10 && location.startsWith(issuer); i++) {
    const res = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    location = new URL(next, location).href;
  }
  return location;
}
