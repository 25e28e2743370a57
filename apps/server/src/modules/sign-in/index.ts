import type { FastifyInstance } from 'fastify';
import { encryptSecret, PLAIN_SECRET_PREFIX } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { moduleContext, type ModuleContext } from '../../platform/services';
import { createIdentityReads, replaceOtpSecret, usersWithPlainSecrets } from '../identity';
import { authRoutes, recoveryRoutes } from './routes';
import { createSessionCheck } from './session-check';

/** The seed stores the demo TOTP keys readable (it has no key): encrypt them with ENCRYPTION_KEY. */
async function encryptSeededSecrets(ctx: ModuleContext) {
  for (const r of await usersWithPlainSecrets(ctx.db, PLAIN_SECRET_PREFIX)) {
    const plain = r.otpSecret.slice(PLAIN_SECRET_PREFIX.length);
    await replaceOtpSecret(ctx.db, r.id, r.otpSecret, encryptSecret(ctx.config.encryptionKey, plain));
  }
}

/**
 * The sign-in area: password and TOTP steps, lockout, challenges, sessions and refresh tokens, the
 * session check on every authenticated request and the company directory the route guard reads, and account recovery (find e-mail, temporary password).
 */
export async function signInModule(app: FastifyInstance, deps: AppDeps) {
  const ctx = moduleContext(app, deps);
  await encryptSeededSecrets(ctx);
  app.tokens.checks.push(createSessionCheck(deps.db, app.sessions));
  // The platform's guard (guard: { company }) asks the identity area which companies exist and who belongs to them.
  // Cached in the process like the session check, and dropped with it (identity/cached.ts).
  const reads = createIdentityReads(deps.db, app.sessions);
  app.companyDirectory.use({
    exists: (companyId) => reads.companyExists(companyId),
    isActiveMember: (userId, companyId) => reads.isActiveMember(userId, companyId),
  });
  await app.register(authRoutes(ctx));
  await app.register(recoveryRoutes(ctx));
}

// What other modules use (the face, decision 076).
export {
  assertCanSignIn,
  clearTermsPending,
  consumeChallenge,
  enrolmentOf,
  forgetChallengesOf,
  forgetFailedSignIns,
  lastActivity,
  loadChallenge,
  matchTotpStep,
  newTotpSecret,
  purgeExpiredSignIns,
  revokeAllSessions,
  signOnSignIn,
  useTotpStepOnce,
  verifyCredentials,
  WITHDRAWN_RETENTION_DAYS,
} from './service';
export type { Challenge, RequestMeta } from './service';
export { usePasswordGate, type PasswordGate } from './password-gate';
export { metaOf } from './service';
export { TOTP_PERIOD, totpCode } from './totp';
