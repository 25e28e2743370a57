/**
 * The media types of what calls answer and take besides JSON (decision 060): a file answer declares the
 * Content-Type its route sends (`produces` in the table of calls), an upload the kinds its file part accepts.
 */
export const MEDIA_TYPE = {
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  pdf: 'application/pdf',
  csv: 'text/csv',
  zip: 'application/zip',
  gif: 'image/gif',
  png: 'image/png',
  jpeg: 'image/jpeg',
  multipart: 'multipart/form-data',
  /** An HTML form's body (the SAML HTTP-POST binding's answer at the company sign-on callback). */
  form: 'application/x-www-form-urlencoded',
  /** SAML 2.0 metadata (the company sign-on's service-provider metadata). */
  samlMetadata: 'application/samlmetadata+xml',
  /** A stored file answered with the type it was uploaded as (any kind the upload allowed). */
  stored: '*/*',
} as const;

/** Whether a Content-Type header (parameters allowed) is one of the media types (or ranges such as `image/*`, `*\/*`). */
export function mediaTypeMatches(contentType: string | undefined, declared: readonly string[]): boolean {
  const media = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!media) return false;
  return declared.some((d) => {
    if (d === '*/*') return true;
    if (d.endsWith('/*')) return media.startsWith(d.slice(0, -1));
    return d === media;
  });
}
