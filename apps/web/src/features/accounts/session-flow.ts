import type { TTokenResponse } from '@portal/contract';
import { beginSession } from '../../lib/session';
import { loginEmail, termsStepTokens } from '../../lib/tokens';

/** Only a path of this site may follow sign-in (never another origin, never the login pages again). */
export function safeReturnUrl(raw: string | null | undefined, fallback = '/home'): string {
  if (!raw) return fallback;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/login(\/|\?|$)/.test(value) || value.startsWith('/user/user-join-re-terms')) return fallback;
  return value;
}

/** The query string that carries returnUrl to the next page of a flow ('' for the default). */
export const returnQuery = (returnUrl: string) => (returnUrl && returnUrl !== '/home' ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '');

export type SignInOutcome = { kind: 'signedIn'; to: string } | { kind: 'terms'; to: string };

/**
 * After the OTP step: either the member agrees to changed terms first (the tokens are held in session
 * storage for that step), or the session begins and the member returns to returnUrl. The page then
 * reloads there so menus and pages are loaded for the member.
 */
export async function finishSignIn(answer: TTokenResponse, email: string, returnUrl: string): Promise<SignInOutcome> {
  if (answer.termsAgreementRequiredYn === 'Y') {
    loginEmail.set(email);
    termsStepTokens.set(answer.access_token, answer.refresh_token);
    const q = new URLSearchParams({ companyId: String(answer.companyId) });
    if (returnUrl !== '/home') q.set('returnUrl', returnUrl);
    return { kind: 'terms', to: `/user/user-join-re-terms?${q}` };
  }
  await beginSession(answer.access_token, answer.refresh_token, email);
  return { kind: 'signedIn', to: returnUrl };
}

/** A full load of the target, so the start-up loads the member's menus and pages. */
export const goWithReload = (to: string) => window.location.assign(to);
