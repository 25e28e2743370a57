// The passkeys area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { passkeyRoutes } from './routes';
export { PASSKEY_MAIL_TEMPLATES } from './mail-templates';
export { acceptAssertion, forgetPasskeysOf, hasPasskey, hasPasskeySql, passkeyAssertionOptions } from './service';
