import type { calls, PathParams, TCallName, TErrorBody } from '@portal/contract';
import { callPath } from '@portal/contract/call-paths';
import { HEADER_PAGE_ID, NOTIFICATION_DURATION_MS, STORAGE_KEYS } from '@portal/contract/constants';
import { currentLanguage, i18next } from './i18n';
import { loading } from './loading';
import { local } from './storage';
import { tokens } from './tokens';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** The call opted out of the error message (spec 1, section 8). */
  silent?: boolean;
  /** Skip the session hook (the refresh call itself). */
  skipSessionHook?: boolean;
  /** Answer as a Blob (downloads). */
  blob?: boolean;
  /**
   * Reports the upload's progress in percent (0-99 while sending, 100 once answered). The request then
   * goes through XMLHttpRequest, the one browser transport that reports upload progress; everything
   * else (session hook, headers, errors, an expired session) is the same as for any call.
   */
  onUploadProgress?: (percent: number) => void;
  /**
   * With `blob`: reports the download as it arrives (bytes received so far, and the answer's headers, e.g. a row
   * count the server sent first); the body is read chunk by chunk, and `signal` aborts it midway.
   */
  onDownloadProgress?: (received: number, headers: Headers) => void;
}

/** Reads an answer's body chunk by chunk, reporting the bytes received, into one Blob. */
async function readWithProgress(res: Response, onProgress: (received: number, headers: Headers) => void): Promise<Blob> {
  const type = res.headers.get('content-type') ?? '';
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  onProgress(0, res.headers);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received, res.headers);
  }
  return new Blob(parts as BlobPart[], { type });
}

type Notifier = (text: string) => void;
let notifyError: Notifier = () => undefined;
/** The app installs Ant Design's message API here once it is mounted. */
export const setErrorNotifier = (fn: Notifier) => {
  notifyError = fn;
};

type SessionHook = () => Promise<void>;
let beforeRequest: SessionHook | null = null;
/** The session area installs the token refresh that runs before a call (under 600 s to expiry). */
export const setSessionHook = (fn: SessionHook | null) => {
  beforeRequest = fn;
};

let onTokenInvalid: () => void = () => undefined;
export const setTokenInvalidHandler = (fn: () => void) => {
  onTokenInvalid = fn;
};

export function buildQuery(query?: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The one client: headers, JSON, errors mapped to messages in the user's language. */
export async function request<T>(method: string, url: string, opts: RequestOptions = {}): Promise<T> {
  if (beforeRequest && !opts.skipSessionHook) await beforeRequest().catch(() => undefined);
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const access = tokens.access();
  if (access) headers.Authorization = `Bearer ${access}`;
  const pageId = local.get(STORAGE_KEYS.pageId);
  if (pageId) headers[HEADER_PAGE_ID] = pageId;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  loading.start();
  let res: Response;
  try {
    const init = { method, headers, body, signal: opts.signal };
    // An upload with progress goes through XMLHttpRequest, loaded with the first upload (not at start-up).
    res = opts.onUploadProgress
      ? await (await import('./fetch-with-progress')).fetchWithProgress(url + buildQuery(opts.query), init, opts.onUploadProgress)
      : await fetch(url + buildQuery(opts.query), init);
  } catch (err) {
    loading.stop();
    if ((err as Error).name === 'AbortError') throw err;
    const text = i18next.t('common:error.network');
    if (!opts.silent) notifyError(text);
    throw new ApiError(0, 'NETWORK', text);
  }
  loading.stop();
  if (res.ok) {
    opts.onUploadProgress?.(100);
    if (opts.blob) return (opts.onDownloadProgress ? await readWithProgress(res, opts.onDownloadProgress) : await res.blob()) as T;
    if (res.status === 204) return undefined as T;
    const type = res.headers.get('content-type') ?? '';
    return (type.includes('json') ? await res.json() : await res.text()) as T;
  }
  let errBody: Partial<TErrorBody> = {};
  try {
    errBody = await res.json();
  } catch {
    /* not JSON */
  }
  const code = errBody.errorCode ?? String(res.status);
  if (code === 'ATH1N4002') {
    // The stored tokens are removed; no message is shown.
    tokens.clear();
    onTokenInvalid();
    throw new ApiError(res.status, code, '');
  }
  const message = errBody.errorMessage ?? i18next.t('common:error.api');
  if (!opts.silent) notifyError(message);
  throw new ApiError(res.status, code, message);
}

/** A call of the contract's table (`CALL_PATHS.x`, or `calls.x`): its method and its path with `:param` placeholders. */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

type CallTable = typeof calls;
/** The table's name of a call (method and path together name one call). */
type CallNameOf<C extends ApiCall> = {
  [K in TCallName]: [C['method'], C['path']] extends [CallTable[K]['method'], CallTable[K]['path']] ? K : never;
}[TCallName];
/** The answer of a response schema: bytes for 'file', nothing for 'empty', else the schema's output (as `z.output`). */
type AnswerOf<R> = R extends 'file' ? Blob : R extends 'empty' ? undefined : R extends { _zod: { output: infer O } } ? O : unknown;
/** What a call answers, read from the table's response schema (unknown for an entry not in the table). */
export type CallResponse<C extends ApiCall> = [CallNameOf<C>] extends [never] ? unknown : AnswerOf<CallTable[CallNameOf<C>]['response']>;

/** What a call takes as its body: the input of the table's body schema (unknown for an entry not in the table). */
export type CallBody<C extends ApiCall> = [CallNameOf<C>] extends [never]
  ? unknown
  : CallTable[CallNameOf<C>] extends { body: { _zod: { input: infer I } } }
    ? I
    : never;

/** The path parameters a call needs (`{ userId }` for `/users/:userId`); none for a path without placeholders. */
export type CallParams<C extends ApiCall> = Record<PathParams<C['path']>, string | number>;
/** The options of `api.call`: `params` is required exactly when the path names parameters. */
export type CallOptions<C extends ApiCall> = RequestOptions &
  ([PathParams<C['path']>] extends [never] ? { params?: never } : { params: CallParams<C> });
type CallArgs<C extends ApiCall> = [PathParams<C['path']>] extends [never] ? [opts?: CallOptions<C>] : [opts: CallOptions<C>];

const fillPath = callPath as (call: ApiCall, params?: Record<string, string | number>) => string;

/**
 * The URL of a call with its path parameters filled in (each encoded) and its query, for a link or an
 * image that points at the API: `callUrl(CALL_PATHS.downloadFile, { query: { fileUUID } })`. Throws when
 * a path parameter is missing.
 */
export function callUrl<C extends ApiCall>(call: C, ...[opts]: CallArgs<C>): string {
  return fillPath(call, (opts as { params?: Record<string, string | number> } | undefined)?.params) + buildQuery(opts?.query);
}

export const api = {
  /**
   * Makes one call of the contract's table: the method and the path come from the entry, path parameters
   * from `params` (each encoded): `api.call(CALL_PATHS.getMember, { params: { userId } })`.
   */
  call: async <C extends ApiCall>(call: C, ...[opts]: CallArgs<C>): Promise<CallResponse<C>> => {
    const { params, ...rest } = (opts ?? {}) as RequestOptions & { params?: Record<string, string | number> };
    return request<CallResponse<C>>(call.method, fillPath(call, params), rest);
  },
};

export { NOTIFICATION_DURATION_MS };
