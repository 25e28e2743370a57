import { CALL_PATHS, type TSignOnDiscoverResponse, type TSignOnExchangeResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** Company sign-on (decision 088): whether the e-mail's domain signs in through its company's provider. */
export const discoverSignOn = (loginEmail: string): Promise<TSignOnDiscoverResponse> =>
  api.call(CALL_PATHS.discoverSignOn, { body: { loginEmail }, silent: true, skipSessionHook: true });

/** The one-time code the provider's return brought: the second-factor step, or the tokens. */
export const exchangeSignOn = (code: string): Promise<TSignOnExchangeResponse> =>
  api.call(CALL_PATHS.exchangeSignOn, { body: { code }, silent: true, skipSessionHook: true });

/** Opens the company's provider (a full page load: the provider's pages are not ours). */
export function startSignOn(startUrl: string, lang: string): void {
  window.location.assign(`${startUrl}?lang=${encodeURIComponent(lang)}`);
}
