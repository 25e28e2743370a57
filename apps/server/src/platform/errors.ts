import { errorEntry, errorMessage, isErrorCode, type TErrorCode, type TLanguage } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseLanguage } from './request-context';

/** The one application error: a catalogue code, optional message parameters and detail for the log. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly params?: Record<string, string | number>;
  readonly status: number;
  /** Who the failure concerns, for the security log (platform/security-log.ts); never sent to the caller. */
  subject?: { userId?: number };
  constructor(code: TErrorCode, params?: Record<string, string | number>, detail?: string) {
    super(detail ?? code);
    this.code = code;
    this.params = params;
    this.status = errorEntry(code).status;
  }
}

export interface ValidationIssue {
  path: (string | number)[];
  code: string;
  message: string;
  missing: boolean;
  /** The bound a too long or too large value broke (zod's `maximum`), for a catalogue message's `{max}`. */
  maximum?: number;
}

/**
 * Validation errors carry zod issues; an issue on an absent value means a required parameter is missing. A schema
 * that states a rule people read names its catalogue code as the issue's message (`z.string().max(API_KEY_NAME_MAX,
 * { message: 'APK1N4002' })`, decision 060): the answer is that code with the bound as `{max}`, not a generic refusal.
 */
export function issuesToError(
  issues: ValidationIssue[],
  part: string | undefined,
): { code: TErrorCode; field?: string; params?: Record<string, number> } {
  const missing = issues.find((i) => i.missing);
  const first = missing ?? issues[0];
  if (!missing && first && isErrorCode(first.message))
    return { code: first.message, params: first.maximum === undefined ? undefined : { max: first.maximum } };
  const field = first?.path.length ? first.path.join('.') : (part ?? 'body');
  return { code: missing ? 'COM1N4000' : 'COM1N4001', field };
}

function send(reply: FastifyReply, lang: TLanguage, code: string, params?: Record<string, string | number>, suffix?: string) {
  const entry = errorEntry(code);
  reply.request.failure ??= { code };
  const message = errorMessage(code, lang, params) + (suffix ? ` (${suffix})` : '');
  return reply
    .code(entry.status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ errorCode: code, errorMessage: message }));
}

const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'COM1N4000',
  FST_ERR_CTP_INVALID_JSON_BODY: 'COM1N4003',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'COM1N4003',
  FST_ERR_CTP_BODY_TOO_LARGE: 'COM1N4130',
  FST_REQ_FILE_TOO_LARGE: 'COM1N4130',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'COM1N4150',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'COM1N4150',
  FST_ERR_VALIDATION: 'COM1N4001',
};

/**
 * PostgreSQL's and the driver's signs that the database cannot be reached (decision 053): the server shutting down or
 * starting (57P01-57P03), connection failures (class 08), too many connections (53300), and the socket errors and
 * messages of node-postgres when the connection drops. A statement that failed this way changed nothing (its
 * transaction never committed).
 */
const DB_UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DB_UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];
/** The disk (or quota) is full: the write failed and was undone. */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** The error and its causes (drizzle wraps the driver's error in `cause`), at most a few levels. */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown; syscall?: unknown }> {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    yield e as { code?: unknown; message?: unknown; syscall?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    // A socket error counts when a system call of ours failed (the driver's connect, read or write: `syscall` set, or
    // several addresses tried: an AggregateError); a client that went away mid-request (ECONNRESET without one) is not
    // the database.
    if (
      typeof e.code === 'string' &&
      DB_UNAVAILABLE_CODES.has(e.code) &&
      (!e.code.startsWith('E') || typeof e.syscall === 'string' || e instanceof AggregateError)
    )
      return true;
    if (typeof e.message === 'string' && DB_UNAVAILABLE_MESSAGES.some((m) => m.test(e.message as string))) return true;
  }
  return false;
}

export function isStorageFull(err: unknown): boolean {
  for (const e of causes(err)) if (typeof e.code === 'string' && STORAGE_FULL_CODES.has(e.code)) return true;
  return false;
}

export function langOf(request: FastifyRequest): TLanguage {
  return request.lang ?? 'ko';
}

/** One global handler: every failure answers `{ errorCode, errorMessage }` in the request's language; 5xx are masked. */
export const errorsPlugin = fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: unknown[]; validationContext?: string }, request, reply) => {
    const lang = langOf(request);
    if (error instanceof AppError) {
      // For the security log (platform/security-log.ts): the code, the service's detail and whom it concerns.
      request.failure = { code: error.code, note: error.message, userId: error.subject?.userId };
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, lang, error.code, error.params);
    }
    if (Array.isArray(error.validation)) {
      const issues = error.validation as unknown as ValidationIssue[];
      const { code, field, params } = issuesToError(issues, error.validationContext);
      return send(reply, lang, code, params, field);
    }
    if (error.statusCode === 429) return send(reply, lang, 'COM1N4290');
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, lang, mapped);
    if (error.code && isErrorCode(error.code)) return send(reply, lang, error.code);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, lang, error.statusCode === 404 ? 'COM1N4041' : error.statusCode === 413 ? 'COM1N4130' : 'COM1N4001');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply.header('retry-after', '5'), lang, 'COM1N5031');
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full');
      return send(reply, lang, 'COM1N5070');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, lang, 'COM1N5000');
  });
});

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any hook ran (a malformed URL escape, a path
 * parameter past the router's length limit). They answer in the one error shape and the request's language like
 * every other error (Fastify's own answer would be its `{ error, code, message }` in English); found by the
 * schema fuzzer (docs/decisions/054-schema-fuzzer.md).
 */
export function frameworkErrors(defaultLanguage: TLanguage) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = parseLanguage(request.headers['accept-language'], defaultLanguage);
    if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, lang, 'COM1N4001');
    request.log.error({ err: error }, 'framework error');
    return send(reply, lang, 'COM1N5000');
  };
}

/** Sends an error body for a code outside the throw path (not-found handler, guards). */
export function sendError(reply: FastifyReply, request: FastifyRequest, code: TErrorCode) {
  return send(reply, langOf(request), code);
}
