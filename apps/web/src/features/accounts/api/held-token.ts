import { errorMessage, type TErrorBody } from '@portal/contract';
import { ApiError, callUrl, type ApiCall, type CallParams, type CallResponse } from '../../../lib/api';
import { currentLanguage, i18next } from '../../../lib/i18n';
import { decodeAccessToken, termsStepTokens } from '../../../lib/tokens';

/**
 * The terms-agreement step runs on tokens held in session storage (spec 1, section 4), not on the
 * session's tokens: these calls carry the held access token themselves. The call (method and path)
 * comes from the contract's table, its path parameters from `params`.
 */
export async function withHeldToken<C extends ApiCall>(call: C, params: CallParams<C>, body?: unknown): Promise<CallResponse<C>> {
  const access = termsStepTokens.access();
  if (!access) throw new ApiError(401, 'ATH1N4002', errorMessage('ATH1N4020', currentLanguage()));
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage(), Authorization: `Bearer ${access}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = (callUrl as (call: ApiCall, opts: { params: CallParams<C> }) => string)(call, { params });
  let res: Response;
  try {
    res = await fetch(url, { method: call.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'NETWORK', i18next.t('common:error.network'));
  }
  if (res.ok) return (await res.json()) as CallResponse<C>;
  const err = (await res.json().catch(() => ({}))) as Partial<TErrorBody>;
  const code = err.errorCode ?? String(res.status);
  if (code === 'ATH1N4002') termsStepTokens.clear();
  throw new ApiError(res.status, code, err.errorMessage ?? i18next.t('common:error.api'));
}

/** The member id of the held token. */
export const heldUserId = (): number => Number(decodeAccessToken(termsStepTokens.access())?.sub ?? 0);
