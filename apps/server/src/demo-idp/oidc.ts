import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_OIDC_ACCOUNTS, DEMO_OIDC_CLIENT, DEMO_OIDC_PATH } from './accounts';

/**
 * A local OpenID Connect provider (`oidc-provider` with its development login pages) at /demo-idp/oidc, mounted only
 * when DEMO_IDP is on (`npm start`, the journeys): the demo's Gamma Data Vendors signs in through it. Its issuer is the
 * server's own public address + /demo-idp/oidc. Never in production use: its keys are made at each start.
 */
export async function registerDemoOidcIdp(app: FastifyInstance, opts: { publicUrl: string }): Promise<{ issuer: string }> {
  // Loaded only when the demo provider is mounted (never in a production start without DEMO_IDP).
  const { default: Provider } = await import('oidc-provider');
  const issuer = `${opts.publicUrl}${DEMO_OIDC_PATH}`;
  const callbackPrefix = `${opts.publicUrl}/apis/v1/auth/sso/`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEMO_OIDC_CLIENT.clientId,
        client_secret: DEMO_OIDC_CLIENT.clientSecret,
        // Any company's callback of this portal (checked below): the demo company's id is the database's.
        redirect_uris: [`${callbackPrefix}0/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: {
      sid: null,
      openid: ['sub', 'acr', 'amr', 'auth_time'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    findAccount: (_ctx, sub) => {
      const a = DEMO_OIDC_ACCOUNTS[sub.trim().toLowerCase()];
      if (!a) return undefined;
      return { accountId: a.email, claims: () => ({ sub: a.email, email: a.email, email_verified: true, name: a.name, groups: a.groups }) };
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><title>Demo identity provider</title></head><body><main><h1>Demo identity provider</h1><p>${String(out.error_description ?? out.error).replace(/[<>&]/g, '')}</p></main></body></html>`;
    },
  });
  provider.proxy = true;
  // The portal's callbacks of any company: /apis/v1/auth/sso/<id>/callback on the portal's own address.
  const allowed = (uri: string) => uri.startsWith(callbackPrefix) && /^\d+\/callback$/.test(uri.slice(callbackPrefix.length));
  provider.Client.prototype.redirectUriAllowed = function (uri: string) {
    return allowed(uri);
  };
  const handle = provider.callback();
  await app.register(async (scope) => {
    // oidc-provider reads the bodies itself: this scope's routes leave the stream unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${DEMO_OIDC_PATH}/*`, { schema: { hide: true } }, (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(DEMO_OIDC_PATH.length) || '/';
      handle(raw, reply.raw);
    });
  });
  return { issuer };
}
