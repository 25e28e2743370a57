import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition` with the original name in both forms (RFC 6266): an ASCII fallback for old clients
 * and `filename*=UTF-8''...` (RFC 5987) that browsers use, so Korean names arrive intact. A file the portal names
 * itself (an export) gives its English name as `ascii`, the fallback `curl -OJ` and old clients save under.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string, ascii?: string): string {
  const nfc = name.normalize('NFC');
  return `${type}; filename="${asciiFallback(ascii ?? nfc)}"; filename*=UTF-8''${encodeRfc5987(nfc)}`;
}

/**
 * Non-ASCII runs become one underscore; quotes, slashes, backslashes and controls are dropped; separators left at
 * either end by a dropped Korean word (`청구명세서-BT001.xlsx` → `BT001.xlsx`, never `_-BT001.xlsx`, a name a shell reads
 * as an option) are trimmed; the extension stays.
 */
export function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const base = (dot > 0 ? name.slice(0, dot) : name)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\\/]/g, '')
    .replace(/[^\u0020-\u007e]+/g, '_')
    .replace(/^[\s_\-.]+|[\s_\-.]+$/g, '');
  const cleaned = /[A-Za-z0-9]/.test(base) ? base : 'download';
  return `${cleaned}${ext}`;
}

/** Percent-encodes everything outside RFC 5987's attr-char set. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Answers a file to download: its media type, the name in both forms, never sniffed by the browser and never stored
 * (documents carry customers' data).
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { type: string; fileName: string; ascii?: string; size?: number; body: unknown },
): FastifyReply {
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply
    .header('content-type', file.type)
    .header('content-disposition', contentDisposition('attachment', file.fileName, file.ascii))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.body);
}
