import { STORAGE_KEYS } from '@portal/contract';
import { local, session } from './storage';

/** Token pair in local storage (spec 1, section 3). */
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
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as AccessClaims;
  } catch {
    return null;
  }
}

/** Seconds until the access token expires (negative when expired, null without a token). */
export function secondsToExpiry(now = Date.now()): number | null {
  const claims = decodeAccessToken();
  return claims ? claims.exp - Math.floor(now / 1000) : null;
}

/** The company in use: the token's companyId, else the selected company in session storage, else 0. */
export function companyInUse(): number {
  const claims = decodeAccessToken();
  if (claims?.companyId) return claims.companyId;
  const selected = Number(session.get(STORAGE_KEYS.selectedCompany));
  return Number.isFinite(selected) ? selected : 0;
}
