/** What a company's identity provider told us about the person, after every check passed. */
export interface SignOnClaims {
  email: string; // lower-cased
  subject: string; // the provider's stable id (OIDC sub, SAML NameID)
  groups: string[]; // from the configured groups claim/attribute, [] when none
  mfa: boolean; // the provider says the person used a second factor (OIDC amr contains 'mfa'|'otp'|'hwk'|'swk' or acr configured; SAML AuthnContextClassRef in the configured list)
}
/** The attempt the portal keeps between start and callback (stored server-side by the frame, single use, 10 minutes). */
export type PendingAttempt = Record<string, string>;
export interface SignOnUrls {
  callbackUrl: string;
  entityId: string;
} // callbackUrl = `${publicUrl}/apis/v1/auth/sso/${companyId}/callback`, entityId = `${publicUrl}/apis/v1/auth/sso/${companyId}/metadata`
export class SignOnRefusal extends Error {
  constructor(
    readonly reason: 'audience' | 'expired' | 'signature' | 'replay' | 'issuer' | 'state' | 'claims' | 'provider',
    message: string,
  ) {
    super(message);
  }
}
export interface SignOnProtocol<S> {
  /** Where to send the browser: a GET redirect URL (OIDC authorization URL, SAML HTTP-Redirect binding). `pending` is kept by the frame and handed back to finish. */
  start(settings: S, urls: SignOnUrls, relayState: string): Promise<{ redirectUrl: string; pending: PendingAttempt }>;
  /** Checks the provider's answer (OIDC: the callback's query; SAML: the POSTed form fields SAMLResponse, RelayState) against the pending attempt; throws SignOnRefusal. */
  finish(settings: S, urls: SignOnUrls, pending: PendingAttempt, params: Record<string, string>): Promise<SignOnClaims>;
}
