import {
  BRAND_NAME,
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEY_MAX,
  PASSKEY_NAME_MAX,
  particle,
  type TPasskey,
  type TPasskeyAssertion,
  type TPasskeyList,
  type TPasskeyLoginOptions,
  type TPasskeyRegisterRequest,
  type TPasskeyRegistrationOptions,
} from '@portal/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../../platform/auth';
import { hmacHex } from '../../platform/crypto';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { kickMail, type ModuleContext } from '../../platform/services';
import { confirmPassword, displayName, findUserById, mailMember, mailTime, type UserRow } from '../identity';
import { PASSKEY_MAIL } from './mail-templates';
import * as repo from './repo';
import type { PasskeyRow } from './repo';

/**
 * Passkeys as a second factor (decision 056), through SimpleWebAuthn. The relying party is the
 * portal's public address (PUBLIC_URL, or PASSKEY_ORIGIN): its host name is the RP ID and its origin the only origin accepted, so an
 * answer made for any other site (a phishing page relaying the sign-in) fails.
 */

export { forgetPasskeysOf, hasPasskey, hasPasskeySql } from './repo';

export function relyingParty(ctx: Pick<ModuleContext, 'config'>) {
  const url = new URL(ctx.config.passkeyOrigin ?? ctx.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: BRAND_NAME.en };
}

const REGISTER = 'register';
/** The sign-in attempt a passkey answers: the password step's challenge (its nonce's hash and expiry; modules/sign-in). */
export interface SignInAttempt {
  nonceHash: string;
  expiresAt: Date;
}
const signInAttempt = (c: Pick<SignInAttempt, 'nonceHash'>) => `signin:${c.nonceHash}`;
const fromB64 = (v: string) => new Uint8Array(Buffer.from(v, 'base64url'));
const toB64 = (v: Uint8Array) => Buffer.from(v).toString('base64url');
const transportsOf = (row: PasskeyRow) => (row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined);
const descriptor = (row: PasskeyRow) => ({ id: row.credentialId, transports: transportsOf(row) });
const later = (seconds: number, cap?: Date) => {
  const at = new Date(Date.now() + seconds * 1000);
  return cap && cap < at ? cap : at;
};

function present(row: PasskeyRow): TPasskey {
  return {
    passkeyId: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUpYn: row.backedUp ? 'Y' : 'N',
  };
}

/** The name by the rules people read (PSK1N4001, PSK1N4002): trimmed, inner spaces folded. */
export function checkName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw new AppError('PSK1N4001');
  if ([...name].length > PASSKEY_NAME_MAX) throw new AppError('PSK1N4002', { max: PASSKEY_NAME_MAX });
  return name;
}

async function memberOf(ctx: ModuleContext, auth: AuthContext): Promise<UserRow> {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user || user.status === 'WITHDRAWN') throw new AppError('ATH1N4002');
  return user;
}

async function mailAbout(db: DbOrTx, user: UserRow, template: string, name: string, at: Date) {
  await mailMember(db, user, template, { passkeyName: name, particle: particle(name, '이'), at: mailTime(at) });
}

/** GET /user/passkeys: the member's passkeys, oldest first. */
export async function listPasskeys(ctx: ModuleContext, auth: AuthContext): Promise<TPasskeyList> {
  return { items: (await repo.listOf(ctx.db, auth.userId)).map(present) };
}

/**
 * POST /user/passkeys/registration-options: the password again (USR1N4002), then the creation options. The member's
 * WebAuthn user handle is an HMAC of their id (no personal data on the authenticator beyond the login e-mail it
 * shows); their passkeys are excluded, so one authenticator registers once.
 */
export async function startRegistration(ctx: ModuleContext, auth: AuthContext, password: string): Promise<TPasskeyRegistrationOptions> {
  await confirmPassword(ctx, auth.userId, password);
  const user = await memberOf(ctx, auth);
  const mine = await repo.listOf(ctx.db, user.id);
  if (mine.length >= PASSKEY_MAX) throw new AppError('PSK1N4004', { max: PASSKEY_MAX });
  const rp = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userID: Buffer.from(hmacHex(ctx.config.encryptionKey, 'passkey-user', String(user.id)), 'hex'),
    userName: user.loginEmail,
    userDisplayName: displayName(user),
    challenge: randomBytes(32),
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: mine.map(descriptor),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
    // ES256 (every platform authenticator and security key), EdDSA, RS256 (Windows Hello).
    supportedAlgorithmIDs: [-7, -8, -257],
  });
  await repo.putChallenge(ctx.db, {
    userId: user.id,
    attempt: REGISTER,
    challenge: options.challenge,
    expiresAt: later(PASSKEY_CHALLENGE_SECONDS),
  });
  return { options: options as TPasskeyRegistrationOptions['options'] };
}

/**
 * POST /user/passkeys: the browser's answer to the pending registration challenge (taken: single use), checked for
 * this site's origin and RP ID; stored with its name, then the member is told by mail (in the same transaction).
 */
export async function registerPasskey(ctx: ModuleContext, auth: AuthContext, body: TPasskeyRegisterRequest): Promise<TPasskey> {
  const name = checkName(body.name);
  const user = await memberOf(ctx, auth);
  const expected = await repo.takeChallenge(ctx.db, user.id, REGISTER, new Date());
  if (!expected) throw new AppError('PSK1N4003');
  const rp = relyingParty(ctx);
  let credential;
  let backedUp = false;
  try {
    const checked = await verifyRegistrationResponse({
      response: body.credential as RegistrationResponseJSON,
      expectedChallenge: expected,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!checked.verified) throw new AppError('PSK1N4003');
    credential = checked.registrationInfo.credential;
    backedUp = checked.registrationInfo.credentialBackedUp;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('PSK1N4003');
  }
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    if ((await repo.countOf(tx, user.id)) >= PASSKEY_MAX) throw new AppError('PSK1N4004', { max: PASSKEY_MAX });
    const inserted = await repo.insert(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: toB64(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(',').slice(0, 100),
      name,
      backedUp,
      createdAt: now,
    });
    if (!inserted) throw new AppError('PSK1N4005');
    await mailAbout(tx, user, PASSKEY_MAIL.added, name, now);
    return inserted;
  });
  kickMail(ctx);
  return present(row);
}

/** PUT /user/passkeys/{passkeyId}: a new name (another member's passkey answers PSK1N4041). */
export async function renamePasskey(ctx: ModuleContext, auth: AuthContext, id: number, rawName: string): Promise<TPasskey> {
  const name = checkName(rawName);
  const row = await repo.rename(ctx.db, id, auth.userId, name);
  if (!row) throw new AppError('PSK1N4041');
  return present(row);
}

/** DELETE /user/passkeys/{passkeyId}: the passkey stops at once; the member is told by mail. */
export async function removePasskey(ctx: ModuleContext, auth: AuthContext, id: number): Promise<PasskeyRow> {
  const user = await memberOf(ctx, auth);
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await repo.remove(tx, id, user.id);
    if (!row) throw new AppError('PSK1N4041');
    await mailAbout(tx, user, PASSKEY_MAIL.removed, row.name, new Date());
    return row;
  });
  kickMail(ctx);
  return removed;
}

/**
 * The request options for the member's passkeys in a sign-in attempt (sign-in's passkey step). The challenge is bound
 * to the member and to the attempt (the password step's challenge), and lives no longer than it.
 */
export async function passkeyAssertionOptions(
  ctx: ModuleContext,
  user: Pick<UserRow, 'id'>,
  challenge: SignInAttempt,
): Promise<TPasskeyLoginOptions> {
  const mine = await repo.listOf(ctx.db, user.id);
  if (!mine.length) throw new AppError('PSK1N4011');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    allowCredentials: mine.map(descriptor),
    challenge: randomBytes(32),
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    userVerification: 'preferred',
  });
  await repo.putChallenge(ctx.db, {
    userId: user.id,
    attempt: signInAttempt(challenge),
    challenge: options.challenge,
    expiresAt: later(PASSKEY_CHALLENGE_SECONDS, challenge.expiresAt),
  });
  return { options: options as TPasskeyLoginOptions['options'] };
}

/**
 * Checks an assertion for a sign-in attempt: the attempt's challenge (taken: an answer is checked once), a passkey of
 * this member, this site's origin and RP ID, the signature, and a signature counter above the stored one (when the
 * authenticator keeps one). Any failure is just false: the caller counts it toward the lockout.
 */
export async function acceptAssertion(
  ctx: ModuleContext,
  user: Pick<UserRow, 'id'>,
  challenge: Pick<SignInAttempt, 'nonceHash'>,
  assertion: TPasskeyAssertion,
): Promise<boolean> {
  const expected = await repo.takeChallenge(ctx.db, user.id, signInAttempt(challenge), new Date());
  if (!expected) return false;
  const row = await repo.findByCredential(ctx.db, user.id, assertion.id);
  if (!row) return false;
  const rp = relyingParty(ctx);
  let newCounter: number;
  try {
    const checked = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      expectedChallenge: expected,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { id: row.credentialId, publicKey: fromB64(row.publicKey), counter: row.counter, transports: transportsOf(row) },
      requireUserVerification: false,
    });
    if (!checked.verified) return false;
    newCounter = checked.authenticationInfo.newCounter;
  } catch {
    return false;
  }
  return repo.recordUse(ctx.db, row.id, row.counter, newCounter, new Date());
}
