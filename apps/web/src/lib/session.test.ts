import { CALL_PATHS, STORAGE_KEYS } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import {
  beginSession,
  checkSession,
  endSessionLocally,
  isLoggedIn,
  isSignedIn,
  logout,
  refreshIfNeeded,
  resetSessionForTests,
  sessionStore,
  setExpiredHandler,
  switchCompany,
} from './session';
import { companyInUse, decodeAccessToken, loginEmail, secondsToExpiry, termsStepTokens, tokens } from './tokens';

const b64url = (o: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
/** An unsigned token with the claims the client reads (the server verifies; the client only decodes). */
const jwt = (claims: Record<string, unknown>) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;
const nowS = () => Math.floor(Date.now() / 1000);
const me = {
  id: 7,
  loginEmail: 'member@example.com',
  roles: ['01'],
  companies: [
    { companyId: 1, companyName: 'A', companyNameKo: 'A', companyNameEn: null, nationCode: 'KR', temporaryYn: 'N' },
    { companyId: 2, companyName: 'B', companyNameKo: 'B', companyNameEn: null, nationCode: 'KR', temporaryYn: 'N' },
  ],
  companyId: 1,
};

type Handler = (url: string, init: RequestInit) => { status: number; body?: unknown };
let calls: { url: string; init: RequestInit }[] = [];
function mockFetch(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const { status, body } = handler(url, init);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('tokens', () => {
  it('decodes base64url claims with multi-byte text and without padding', () => {
    const token = jwt({ sub: '7', exp: 2_000_000_000, companyId: 3, name: '김민준?>' });
    expect(decodeAccessToken(token)).toMatchObject({ sub: '7', companyId: 3, name: '김민준?>' });
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(decodeAccessToken(`${b64url({})}.${b64url({ sub: '1' })}.x`)).toBeNull();
  });

  it('counts seconds to expiry and takes the company from the token, else the selected company', () => {
    tokens.set(jwt({ sub: '7', exp: nowS() + 100 }), 'r');
    expect(secondsToExpiry()).toBeGreaterThan(95);
    sessionStorage.setItem(STORAGE_KEYS.selectedCompany, '4');
    expect(companyInUse()).toBe(4);
    tokens.set(jwt({ sub: '7', exp: nowS() + 100, companyId: 2 }), 'r');
    expect(companyInUse()).toBe(2);
  });
});

describe('session store', () => {
  it('login clears old session data, stores tokens and e-mail, then loads my information', async () => {
    sessionStorage.setItem(STORAGE_KEYS.openedMenus, '[1]');
    sessionStorage.setItem(STORAGE_KEYS.selectedMenu, '5');
    mockFetch(() => ({ status: 200, body: me }));
    const user = await beginSession(jwt({ sub: '7', exp: nowS() + 1800, companyId: 1 }), 'refresh-1', 'member@example.com');
    expect(user?.id).toBe(7);
    expect(sessionStorage.getItem(STORAGE_KEYS.openedMenus)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.selectedMenu)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.selectedCompany)).toBe('1');
    expect(loginEmail.get()).toBe('member@example.com');
    expect(tokens.refresh()).toBe('refresh-1');
    expect(calls[0].url).toContain('/auth/my-information');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    expect(isSignedIn()).toBe(true);
  });

  it('renews both tokens when the access token expires within 600 seconds, once for parallel callers', async () => {
    tokens.set(jwt({ sub: '7', exp: nowS() + 300, companyId: 2 }), 'old-refresh');
    const fresh = jwt({ sub: '7', exp: nowS() + 1800, companyId: 2 });
    mockFetch(() => ({
      status: 200,
      body: { accesstoken: fresh, refreshtoken: 'new-refresh', expires_in: 1800, companyId: 2, termsAgreementRequiredYn: 'N' },
    }));
    const [a, b] = await Promise.all([refreshIfNeeded(), refreshIfNeeded()]);
    expect(a && b).toBe(true);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ refreshToken: 'old-refresh', companyId: 2 });
    expect(tokens.access()).toBe(fresh);
    expect(tokens.refresh()).toBe('new-refresh');
  });

  it('renews once across two tabs: the second tab waits for the lock and keeps what the first stored', async () => {
    // Two tabs: two copies of the session module over the same local storage, one Web Locks manager between them.
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (_name: string, fn: () => Promise<unknown>) => {
        const run = tail.then(fn);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      tokens.set(jwt({ sub: '7', exp: nowS() + 300, companyId: 2 }), 'shared-refresh');
      const fresh = jwt({ sub: '7', exp: nowS() + 1800, companyId: 2 });
      mockFetch(() => ({
        status: 200,
        body: { accesstoken: fresh, refreshtoken: 'rotated-once', expires_in: 1800, companyId: 2, termsAgreementRequiredYn: 'N' },
      }));
      vi.resetModules();
      const tabA = await import('./session');
      vi.resetModules();
      const tabB = await import('./session');
      expect(tabA.refreshIfNeeded).not.toBe(tabB.refreshIfNeeded);
      const [a, b] = await Promise.all([tabA.refreshIfNeeded(), tabB.refreshIfNeeded()]);
      expect([a, b]).toEqual([true, true]);
      expect(calls).toHaveLength(1);
      expect(tokens.refresh()).toBe('rotated-once');
    } finally {
      Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    }
  });

  it('does not renew a token with more than 600 seconds left', async () => {
    tokens.set(jwt({ sub: '7', exp: nowS() + 900 }), 'r');
    mockFetch(() => ({ status: 500 }));
    expect(await refreshIfNeeded()).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('clears the tokens when the renewal fails', async () => {
    tokens.set(jwt({ sub: '7', exp: nowS() + 60 }), 'r');
    mockFetch(() => ({ status: 401, body: { errorCode: 'ATH1N4002', errorMessage: 'x' } }));
    expect(await refreshIfNeeded()).toBe(false);
    expect(tokens.access()).toBeNull();
    expect(tokens.refresh()).toBeNull();
  });

  it('at expiry logs the member out (server revocation included) and sends them to /login once', async () => {
    mockFetch((url) => (url.includes('my-information') ? { status: 200, body: me } : { status: 204 }));
    await beginSession(jwt({ sub: '7', exp: nowS() + 1800 }), 'r1', 'member@example.com');
    const expired = vi.fn();
    setExpiredHandler(expired);
    checkSession(Date.now() + 1799_000);
    expect(expired).not.toHaveBeenCalled();
    checkSession(Date.now() + 1801_000);
    checkSession(Date.now() + 1802_000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(tokens.access()).toBeNull();
    expect(sessionStore.get().user).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/auth/logout'))).toBe(true);
    expect(loginEmail.get()).toBe('member@example.com');
  });

  it('forgets a stale token silently for a visitor who never signed in on this page', () => {
    tokens.set(jwt({ sub: '7', exp: nowS() - 5 }), 'r');
    mockFetch(() => ({ status: 204 }));
    const expired = vi.fn();
    setExpiredHandler(expired);
    checkSession();
    expect(expired).not.toHaveBeenCalled();
    expect(tokens.access()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('logout revokes the refresh token and removes the session-storage keys and tokens', async () => {
    tokens.set(jwt({ sub: '7', exp: nowS() + 1800 }), 'r9');
    for (const key of [STORAGE_KEYS.openedMenus, STORAGE_KEYS.selectedMenu, STORAGE_KEYS.selectedCompany]) sessionStorage.setItem(key, 'x');
    termsStepTokens.set('a', 'b');
    mockFetch(() => ({ status: 204 }));
    await logout();
    expect(calls[0].url).toContain('/auth/logout');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ refreshToken: 'r9' });
    expect(tokens.access()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ATH1N4002 from any call drops both tokens', async () => {
    tokens.set(jwt({ sub: '7', exp: nowS() + 1800 }), 'r');
    mockFetch(() => ({ status: 401, body: { errorCode: 'ATH1N4002', errorMessage: 'invalid' } }));
    await expect(api.call(CALL_PATHS.getMyMenus, { silent: true })).rejects.toMatchObject({ errorCode: 'ATH1N4002' });
    expect(tokens.access()).toBeNull();
    expect(tokens.refresh()).toBeNull();
  });

  it('a company switch renews the tokens for that company, keeps it selected and reloads', async () => {
    tokens.set(jwt({ sub: '7', exp: nowS() + 1800, companyId: 1 }), 'r1');
    const fresh = jwt({ sub: '7', exp: nowS() + 1800, companyId: 2 });
    mockFetch(() => ({
      status: 200,
      body: { accesstoken: fresh, refreshtoken: 'r2', expires_in: 1800, companyId: 2, termsAgreementRequiredYn: 'N' },
    }));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await switchCompany(2);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ refreshToken: 'r1', companyId: 2 });
    expect(tokens.access()).toBe(fresh);
    expect(sessionStorage.getItem(STORAGE_KEYS.selectedCompany)).toBe('2');
    expect(reload).toHaveBeenCalled();
  });

  it('endSessionLocally forgets everything of the sign-in but the login e-mail', () => {
    tokens.set('a', 'b');
    loginEmail.set('x@example.com');
    endSessionLocally();
    expect(tokens.access()).toBeNull();
    expect(loginEmail.get()).toBe('x@example.com');
  });
});
