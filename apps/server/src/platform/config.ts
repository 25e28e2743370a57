import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_NAME } from '@portal/contract';
import { z } from 'zod';

/** Signed events' settings when the environment names none (decision 087): ZEnv's defaults and a test's config alike. */
export const WEBHOOK_DEFAULTS = { timeoutMs: 10_000, maxAttempts: 8, retryBaseMs: 30_000, concurrency: 8 } as const;

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  PASSKEY_ORIGIN: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The longest wait for the mail server (connect, greeting, each answer), in milliseconds (decision 053). */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  MAIL_FROM: z.string().default(`${BRAND_NAME.en} <no-reply@portal.local>`),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /** The audit packs' Ed25519 signing key (a PKCS#8 PEM file); unset: generated once under DATA_DIR/keys (decision 081). */
  AUDIT_PACK_KEY_FILE: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  DEFAULT_LANGUAGE: z.enum(['ko', 'en']).default('ko'),
  /**
   * Which proxies may set X-Forwarded-For (the client address of per-address limits and the audit
   * log): unset or "false" = none, "true" = any, otherwise a comma-separated list of addresses or
   * CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1).
   */
  /**
   * Serve the local mailbox at /dev/mailbox (mail that found no SMTP server). Default: only outside
   * production and without SMTP_URL. `npm start` (the demo) turns it on when SMTP_URL is unset.
   */
  LOCAL_MAILBOX: z.enum(['true', 'false']).optional(),
  /** Keep order-list answers in the process until an order changes (decision 041); "false" reads every list anew. */
  ORDER_LIST_CACHE: z.enum(['true', 'false']).default('true'),
  WORK_QUEUE_CACHE: z.enum(['true', 'false']).default('true'),
  /** Keep the exceptions dashboard's answers in the process for a few seconds (decision 049); "false" computes every call. */
  EXCEPTIONS_CACHE: z.enum(['true', 'false']).default('true'),
  /**
   * Signed events (decision 087): endpoints at http://localhost or http://127.0.0.1 and at private addresses are allowed
   * (development and tests); default on outside production. "false": https only, no private or link-local address.
   */
  WEBHOOK_ALLOW_LOCAL: z.enum(['true', 'false']).optional(),
  /** The longest wait for one delivery (connect and answer), in milliseconds. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(WEBHOOK_DEFAULTS.timeoutMs),
  /** Tries of one delivery before it is given up. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(WEBHOOK_DEFAULTS.maxAttempts),
  /** The first retry's wait (doubling, with jitter, up to 6 hours), in milliseconds. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(0).max(3_600_000).default(WEBHOOK_DEFAULTS.retryBaseMs),
  /** Deliveries in flight at once in one process. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(WEBHOOK_DEFAULTS.concurrency),
  /** The demo identity providers at /demo-idp (decision 088): `npm start` and the journeys turn them on; never in production use. */
  DEMO_IDP: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be true, false or a comma-separated list of addresses or CIDR ranges',
    )
    .optional(),
});

export type TrustProxy = boolean | string;

function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((v) => v.trim())
    .join(',');
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  /**
   * The origin passkeys are bound to (its host name is the WebAuthn relying party id): PUBLIC_URL's, unless
   * PASSKEY_ORIGIN names another (WebAuthn takes no IP address: a set-up reached at 127.0.0.1 names http://localhost:port).
   */
  passkeyOrigin?: string;
  smtpUrl?: string;
  /** The longest wait for the mail server (SMTP_TIMEOUT_MS; default 10 s). */
  smtpTimeoutMs?: number;
  mailFrom: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  jwtSecret: string;
  encryptionKey: string;
  /** The audit packs' signing key file (AUDIT_PACK_KEY_FILE); unset: DATA_DIR/keys/audit-pack-ed25519.pem, made once. */
  auditPackKeyFile?: string;
  seedDemo: boolean;
  webDist?: string;
  defaultLanguage: 'ko' | 'en';
  trustProxy: TrustProxy;
  localMailbox: boolean;
  /** Order-list answers cached in the process (ORDER_LIST_CACHE; default on). */
  orderListCache?: boolean;
  /** Work-queue answers and counts cached in the process (WORK_QUEUE_CACHE; default on; decision 042). */
  workQueueCache?: boolean;
  /** Exceptions dashboard answers cached in the process (EXCEPTIONS_CACHE; default on; decision 049). */
  exceptionsCache?: boolean;
  /** Signed events' settings (decision 087; WEBHOOK_*): see ZEnv. */
  webhooks?: WebhookSettings;
  /** The demo identity providers at /demo-idp (DEMO_IDP; default off; decision 088). */
  demoIdp?: boolean;
};

export interface WebhookSettings {
  allowLocal: boolean;
  timeoutMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  concurrency: number;
}

export class ConfigError extends Error {}

/** Reads a secret from the data directory, generating it on first start. Never committed. */
function persistedSecret(dataDir: string, name: string, make: () => string): string {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const value = make();
  writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}

/** Reads and validates the environment once. Throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable counts as unset (DATABASE_URL= means "use PGlite").
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const jwtSecret =
    overrides.jwtSecret ?? e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  const encryptionKey =
    overrides.encryptionKey ?? e.ENCRYPTION_KEY ?? persistedSecret(dataDir, 'encryption-key', () => randomBytes(32).toString('hex'));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    passkeyOrigin: e.PASSKEY_ORIGIN ? new URL(e.PASSKEY_ORIGIN).origin : undefined,
    smtpUrl: e.SMTP_URL,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    mailFrom: e.MAIL_FROM,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    jwtSecret,
    encryptionKey,
    auditPackKeyFile: e.AUDIT_PACK_KEY_FILE,
    seedDemo: e.SEED_DEMO === 'true',
    webDist: e.WEB_DIST,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    orderListCache: e.ORDER_LIST_CACHE === 'true',
    workQueueCache: e.WORK_QUEUE_CACHE === 'true',
    exceptionsCache: e.EXCEPTIONS_CACHE === 'true',
    webhooks: {
      allowLocal: e.WEBHOOK_ALLOW_LOCAL ? e.WEBHOOK_ALLOW_LOCAL === 'true' : e.NODE_ENV !== 'production',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      concurrency: e.WEBHOOK_CONCURRENCY,
    },
    demoIdp: e.DEMO_IDP === 'true',
    localMailbox: e.LOCAL_MAILBOX ? e.LOCAL_MAILBOX === 'true' : !e.SMTP_URL && e.NODE_ENV !== 'production',
    ...overrides,
  };
}
