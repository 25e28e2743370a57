// The company sign-on area's face (decision 088): its routes plugin (the protocol endpoints under /apis/v1/auth/sso, the
// settings calls, the password gate it registers with sign-in), and what the seed, the demo provider and tests use.
export { signOnRoutes } from './routes';
export { signOnUrls } from './service';
export { repointDemoSignOn, saveDemoSamlSignOn, saveSeedSignOn } from './seed';
export type { SignOnClaims, SignOnProtocol, SignOnUrls, PendingAttempt } from './protocol';
