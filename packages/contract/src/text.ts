/**
 * Text length in bytes as the specification counts it (spec 1, section 5):
 * 1 per character up to code 127, 2 above. Counted per code point.
 */
export function byteLength(text: string): number {
  let n = 0;
  for (const ch of text) n += (ch.codePointAt(0) ?? 0) <= 127 ? 1 : 2;
  return n;
}

/** The stored form of a telephone number: country code, then groups, e.g. +82-2-100-1234 or +44-20-7946-0958. */
export const PHONE_PATTERN = /^\+[1-9]\d{0,2}(-\d{1,4}){2,6}$/;

/** A Korean number written at home (leading 0, digits only) in its groups: 02-1234-5678, 010-1234-5678, 031-123-4567. */
function koreanGroups(national: string): string[] | null {
  const area = national.startsWith('2') ? national.slice(0, 1) : national.slice(0, 2);
  const rest = national.slice(area.length);
  if (rest.length < 7 || rest.length > 8) return null;
  return [area, rest.slice(0, rest.length - 4), rest.slice(-4)];
}

/**
 * One normalizer for every telephone field (screens and server): the common ways of writing a number become the stored
 * form (PHONE_PATTERN). Accepted: international numbers with spaces, hyphens, dots or an area code in brackets
 * ("+44 20 7946 0958", "+1 (212) 555-0100"), and Korean numbers written at home ("02-1234-5678", "010 1234 5678",
 * "01012345678"), which get +82 and lose the leading 0. A group longer than four digits is split from the right in
 * fours. Anything else (letters, no country code and no leading 0, under 7 or over 15 digits) answers null.
 */
export function normalizePhone(value: string): string | null {
  const text = value.trim();
  if (!text || !/^\+?[\d\s().-]+$/.test(text) || (text.match(/\+/g) ?? []).length > 1) return null;
  const groups = text
    .replace(/^\+/, '')
    .split(/[\s().-]+/)
    .filter(Boolean);
  const digits = groups.join('');
  if (digits.length < 7 || digits.length > 15) return null;
  let country: string;
  let rest: string[];
  if (text.startsWith('+')) {
    if (groups.length === 1) {
      // No separators: only a Korean number can be split without guessing.
      if (!digits.startsWith('82')) return null;
      const korean = koreanGroups(digits.slice(2).replace(/^0/, ''));
      if (!korean) return null;
      [country, rest] = ['82', korean];
    } else {
      [country, rest] = [groups[0]!, groups.slice(1)];
      // "+82 (0)2 ..." and "+82 02 ...": the national leading 0 is dropped after a country code.
      if (rest[0]!.startsWith('0') && rest[0]!.length > 1) rest = [rest[0]!.slice(1), ...rest.slice(1)];
      else if (rest[0] === '0') rest = rest.slice(1);
    }
  } else {
    // A Korean number written at home: 9 to 11 digits with its leading 0 (02-123-4567 to 010-1234-5678).
    if (!digits.startsWith('0') || digits.startsWith('00') || digits.length < 9 || digits.length > 11) return null;
    const national = groups.length === 1 ? koreanGroups(digits.slice(1)) : [groups[0]!.slice(1), ...groups.slice(1)];
    if (!national) return null;
    [country, rest] = ['82', national.filter(Boolean)];
  }
  if (!/^[1-9]\d{0,2}$/.test(country)) return null;
  const split = rest.flatMap((g) => {
    const parts: string[] = [];
    for (let end = g.length; end > 0; end -= 4) parts.unshift(g.slice(Math.max(0, end - 4), end));
    return parts;
  });
  const stored = `+${country}-${split.join('-')}`;
  return PHONE_PATTERN.test(stored) ? stored : null;
}

/** Whether a telephone number is written in a form the normalizer accepts (see normalizePhone). */
export const isInternationalPhone = (value: string): boolean => normalizePhone(value) !== null;

/** A telephone field's value in its stored form when it is one (else as typed, for the rule to refuse). */
export const toStoredPhone = (value: string): string => normalizePhone(value) ?? value;
