import { WEBHOOK_RESPONSE_EXCERPT_BYTES, WEBHOOK_URL_MAX, webhookUrlProblem } from '@portal/contract';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Webhook } from 'standardwebhooks';
import { AppError } from '../../platform/errors';

/**
 * How a delivery leaves the portal (decision 087): the address rules (HTTPS; http only for localhost and 127.0.0.1 when
 * the dev/test setting allows local endpoints; no private, loopback or link-local address otherwise, checked at
 * registration and again at each connection, so a name that later resolves inward is refused), the Standard Webhooks
 * signature (the `standardwebhooks` library), and one HTTP request with a timeout that keeps the answer's first bytes.
 */

/** Whether an address may be called: only public unicast addresses unless local endpoints are allowed. */
export function addressAllowed(address: string, allowLocal: boolean): boolean {
  if (allowLocal) return true;
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL of an endpoint by the rules people read (WHK1N4002-WHK1N4004); the address check is `checkResolves`. */
export function checkEndpointUrl(raw: string, allowLocal: boolean): URL {
  const problem = webhookUrlProblem(raw, allowLocal);
  if (problem === 'tooLong') throw new AppError('WHK1N4002', { max: WEBHOOK_URL_MAX });
  if (problem === 'http') throw new AppError('WHK1N4004');
  if (problem) throw new AppError(problem === 'empty' ? 'WHK1N4001' : 'WHK1N4003');
  return new URL(raw.trim());
}

/** Refuses (WHK1N4005) a host that does not resolve, or resolves to an address that may not be called. */
export async function checkResolves(url: URL, allowLocal: boolean): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new AppError('WHK1N4005');
    }
  }
  if (!addresses.length || addresses.some((a) => !addressAllowed(a, allowLocal))) throw new AppError('WHK1N4005');
}

class RefusedAddress extends Error {
  code = 'WEBHOOK_ADDRESS_REFUSED';
}

/** The socket's name lookup that refuses private addresses at the moment of connection (DNS rebinding). */
function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, found) => {
      if (err) return callback(err, '', 4);
      const list = found as unknown as dns.LookupAddress[];
      const refused = list.find((a) => !addressAllowed(a.address, allowLocal));
      if (!list.length || refused) return callback(new RefusedAddress(`address ${refused?.address ?? 'none'} refused`), '', 4);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** The `webhook-signature` header: one `v1,` signature per secret in use (the new one first during an overlap). */
export function signatureHeader(secrets: readonly string[], msgId: string, at: Date, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(' ');
}

export interface SendResult {
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string;
  durationMs: number;
}

/** One POST of a signed body; never throws: a failure without an answer is in `error`. */
export function sendSigned(
  url: string,
  msgId: string,
  body: string,
  secrets: readonly string[],
  opts: { timeoutMs: number; allowLocal: boolean },
): Promise<SendResult> {
  const started = performance.now();
  const at = new Date();
  const target = new URL(url);
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  if (isIP(literal) && !addressAllowed(literal, opts.allowLocal))
    return Promise.resolve(done({ statusCode: null, error: 'address refused', responseExcerpt: '' }));
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'market-data-portal-webhooks/1',
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatureHeader(secrets, msgId, at, body),
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (r: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve(done(r));
    };
    const req = client.request(
      target,
      { method: 'POST', headers, lookup: guardedLookup(opts.allowLocal), signal: AbortSignal.timeout(opts.timeoutMs), agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const complete = () => {
          const excerpt = Buffer.concat(chunks)
            .subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES)
            .toString('utf8')
            .replace(/\uFFFD+$/, '');
          finish({ statusCode: res.statusCode ?? null, error: null, responseExcerpt: excerpt });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          if (size < WEBHOOK_RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= WEBHOOK_RESPONSE_EXCERPT_BYTES) complete();
        });
        res.on('end', complete);
        res.on('error', complete);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      const error =
        err.name === 'AbortError' || err.name === 'TimeoutError'
          ? 'timeout'
          : err instanceof RefusedAddress || err.code === 'WEBHOOK_ADDRESS_REFUSED'
            ? 'address refused'
            : (err.code ?? err.message).slice(0, 200);
      finish({ statusCode: null, error, responseExcerpt: '' });
    });
    req.end(body);
  });
}
