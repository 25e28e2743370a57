import { oidc } from './oidc';
import { saml } from './saml';

/** The protocols of company sign-on, by the settings' `protocol` (decision 088). */
export const protocols = { oidc, saml };
