import {
  bigint,
  bigserial,
  boolean,
  char,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * Passkeys (WebAuthn credentials) a member registered as a second factor (decision 056). The
 * credential id (base64url, as the authenticator made it) is unique across members; the public key is the COSE key
 * (base64url) the signatures are checked with; `counter` is the authenticator's signature counter, which must rise
 * with each use when the authenticator keeps one (a clone or replay shows as a counter that does not).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** The transports the browser reported at registration, comma-separated (usb,nfc,internal,hybrid...). */
    transports: varchar('transports', { length: 100 }).notNull().default(''),
    name: varchar('name', { length: 100 }).notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_uq').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges, kept on the server: short-lived (PASSKEY_CHALLENGE_SECONDS) and single-use (taken by a delete
 * that returns the row, so of two answers to one challenge at most one is checked). A registration challenge is bound
 * to the member (one pending at a time); a sign-in challenge to the member and to the sign-in attempt, keyed by the
 * hash of the password step's challenge nonce (`attempt`).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'register', or 'signin:' followed by the sign-in challenge's nonce hash. */
    attempt: varchar('attempt', { length: 80 }).notNull(),
    challenge: char('challenge', { length: 43 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('passkey_challenges_attempt_uq').on(t.userId, t.attempt)],
);
