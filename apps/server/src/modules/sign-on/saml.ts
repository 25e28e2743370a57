// PLACEHOLDER (decision 088): the SAML helper's file replaces this one at merge. Until then SAML sign-on refuses.
import type { TSamlSignOn } from '@portal/contract';
import { SignOnRefusal, type SignOnProtocol, type SignOnUrls } from './protocol';

export type SamlSettings = TSamlSignOn;

export const saml: SignOnProtocol<SamlSettings> = {
  start: () => Promise.reject(new SignOnRefusal('provider', 'SAML not configured')),
  finish: () => Promise.reject(new SignOnRefusal('provider', 'SAML not configured')),
};

export function samlSpMetadata(_settings: SamlSettings, _urls: SignOnUrls): string {
  throw new SignOnRefusal('provider', 'SAML not configured');
}

export function readIdpMetadata(_xml: string): { idpEntityId: string; entryPoint: string; idpCertificates: string[] } {
  throw new SignOnRefusal('provider', 'SAML not configured');
}
