import { STORAGE_KEYS } from '@portal/contract/constants';
import { local, session } from './storage';

/**
 * Token pair and login e-mail in local storage (spec 1, section 3). The refresh answer names its
 * fields `accesstoken`/`refreshtoken`; the store always names them access_token/refresh_token.
 */
export const tokens = {
  access: () => local.get(STORAGE_KEYS.accessToken),
  refresh: () => local.get(STORAGE_KEYS.refreshToken),
  set(access: string, refresh: string) {
    local.set(STORAGE_KEYS.accessToken, access);
    local.set(STORAGE_KEYS.refreshToken, refresh);
  },
  /** ATH1N4002 and logout drop both tokens. */
  clear() {
    local.remove(STORAGE_KEYS.accessToken);
    local.remove(STORAGE_KEYS.refreshToken);
  },
};

/** The login e-mail of the last sign-in (prefills the form, names the account on the notice pages). */
export const loginEmail = {
  get: () => local.get(STORAGE_KEYS.loginEmail),
  set: (email: string) => local.set(STORAGE_KEYS.loginEmail, email),
  clear: () => local.remove(STORAGE_KEYS.loginEmail),
};

/**
 * Tokens held only for the terms-agreement step (spec 1, section 4): a member who must agree to
 * changed terms gets tokens that stay in session storage until the agreement is sent, so no other
 * page treats them as signed in.
 */
const TERMS_ACCESS = 'terms_access_token';
const TERMS_REFRESH = 'terms_refresh_token';
export const termsStepTokens = {
  access: () => session.get(TERMS_ACCESS),
  refresh: () => session.get(TERMS_REFRESH),
  set(access: string, refresh: string) {
    session.set(TERMS_ACCESS, access);
    session.set(TERMS_REFRESH, refresh);
  },
  clear() {
    session.remove(TERMS_ACCESS);
    session.remove(TERMS_REFRESH);
  },
};

export interface AccessClaims {
  sub: string;
  exp: number;
  companyId?: number;
  roles?: string[];
}

/** Decodes (never verifies: the server does) the access token's claims. */
export function decodeAccessToken(token: string | null = tokens.access()): AccessClaims | null {
  if (!token) return null;
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as AccessClaims;
    return typeof claims?.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}

/** Seconds until the access token expires (negative when expired, null without a token). */
export function secondsToExpiry(now = Date.now(), token: string | null = tokens.access()): number | null {
  const claims = decodeAccessToken(token);
  return claims ? claims.exp - Math.floor(now / 1000) : null;
}

/** The company in use: the token's companyId, else the selected company in session storage, else 0. */
export function companyInUse(): number {
  const claims = decodeAccessToken();
  if (claims?.companyId) return claims.companyId;
  const selected = Number(session.get(STORAGE_KEYS.selectedCompany));
  return Number.isFinite(selected) ? selected : 0;
}
