/**
 * Text length in bytes as the specification counts it (spec 1, section 5):
 * 1 per character up to code 127, 2 above. Counted per code point.
 */
export function byteLength(text: string): number {
  let n = 0;
  for (const ch of text) n += (ch.codePointAt(0) ?? 0) <= 127 ? 1 : 2;
  return n;
}

/** International phone format with country code, e.g. +82-2-100-1234. */
export const PHONE_PATTERN = /^\+[1-9]\d{0,2}(-\d{1,4}){2,4}$/;
export const isInternationalPhone = (value: string): boolean => PHONE_PATTERN.test(value);
