/**
 * `Content-Disposition` with the original name in both forms (RFC 6266): an ASCII fallback for old clients
 * and `filename*=UTF-8''...` (RFC 5987) that browsers use, so Korean names arrive intact.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const nfc = name.normalize('NFC');
  return `${type}; filename="${asciiFallback(nfc)}"; filename*=UTF-8''${encodeRfc5987(nfc)}`;
}

/** Non-ASCII runs become one underscore; quotes, backslashes and controls are dropped; the extension stays. */
export function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const base = (dot > 0 ? name.slice(0, dot) : name)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\\]/g, '')
    .replace(/[^\u0020-\u007e]+/g, '_')
    .trim();
  const cleaned = /[A-Za-z0-9]/.test(base) ? base : 'download';
  return `${cleaned}${ext}`;
}

/** Percent-encodes everything outside RFC 5987's attr-char set. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
