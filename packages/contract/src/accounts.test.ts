import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, maskEmail, PASSWORD_SPECIALS, ZMemberUpdateRequest, ZUserInsertRequest } from './accounts';
import { byteLength } from './text';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = '0123456789';
const printable = letters + digits + PASSWORD_SPECIALS;
const arbChar = (set: string) => fc.constantFrom(...set.split(''));

/** An independent, naive reading of the rules, to compare against. */
function reference(pw: string): Set<string> {
  const out = new Set<string>();
  const chars = [...pw];
  if (chars.length < 8 || chars.length > 16) out.add('LENGTH');
  if (chars.some((c) => !printable.includes(c))) out.add('CHARSET');
  if (!chars.some((c) => letters.includes(c))) out.add('LETTER');
  if (!chars.some((c) => digits.includes(c))) out.add('DIGIT');
  if (!chars.some((c) => PASSWORD_SPECIALS.includes(c))) out.add('SPECIAL');
  const lower = chars.map((c) => c.toLowerCase());
  for (let i = 2; i < lower.length; i++) {
    const [a, b, c] = [lower[i - 2], lower[i - 1], lower[i]];
    if (a === b && b === c) out.add('REPEAT');
    for (const run of ['abcdefghijklmnopqrstuvwxyz', '0123456789']) {
      const s = a + b + c;
      const rev = [...run].reverse().join('');
      if (run.includes(s) || rev.includes(s)) out.add('SEQUENCE');
    }
  }
  return out;
}

describe('password policy (spec 1, section 5)', () => {
  it('matches an independent reading of the rules for any printable string', () => {
    fc.assert(
      fc.property(fc.array(arbChar(printable + ' 가é'), { minLength: 0, maxLength: 20 }), (chars) => {
        const pw = chars.join('');
        expect(new Set(checkPassword(pw))).toEqual(reference(pw));
      }),
      { numRuns: 3000 },
    );
  });

  it('enumerates the length edges: 7 and 17 refused, 8 and 16 accepted', () => {
    const base = 'Kq9!mZ3@xP7#wR4$';
    expect(checkPassword(base.slice(0, 7))).toEqual(['LENGTH']);
    expect(checkPassword(base.slice(0, 8))).toEqual([]);
    expect(checkPassword(base.slice(0, 16))).toEqual([]);
    expect(checkPassword(base + 'y')).toEqual(['LENGTH']);
  });

  it('needs a letter, a digit and a special character', () => {
    expect(checkPassword('Kq9mZ3xP7w')).toEqual(['SPECIAL']);
    expect(checkPassword('Kq!mZ@xP#w')).toEqual(['DIGIT']);
    expect(checkPassword('19!42@70#5')).toEqual(['LETTER']);
    expect(checkPassword('Kq9 mZ3@xP')).toEqual(['CHARSET']);
    expect(checkPassword('Kq9!mZ3@가')).toEqual(['CHARSET']);
  });

  it('refuses three identical or sequential characters, up or down, any case', () => {
    for (const bad of [
      'Kq9!aaaZ3@',
      'Kq9!aAaZ3@',
      'Kq9!111Z3@',
      'Kq9!abcZ3@',
      'Kq9!cbaZ3@',
      'Kq9!AbCZ3@',
      'Kq9!123Z3@',
      'Kq9!987Z3@',
      'Kq9!xyzZ3@',
    ]) {
      expect(checkPassword(bad), bad).not.toEqual([]);
    }
    // Two in a row, or a break between letters and digits, is fine: ab1, 9a8, z01.
    for (const good of ['Kq9!aaZ3@b', 'Kq9!abZ3@c', 'Kq9!z01@Xy', 'Kq9!a9bZ@c', 'Kq9!!!Z3@b'.replace('!!!', '!@#')]) {
      expect(checkPassword(good), good).toEqual([]);
    }
  });

  it('refuses a password holding the login e-mail local part', () => {
    expect(checkPassword('Xhong7!gil', { loginEmail: 'hong7@example.com' })).toEqual(['CONTAINS_ID']);
    expect(checkPassword('Xhon7!gilQ', { loginEmail: 'hong7@example.com' })).toEqual([]);
    expect(checkPassword('Xab7!gilQw', { loginEmail: 'ab7@example.com' })).toEqual([]);
  });

  it('always answers violations in a stable order without duplicates', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (pw) => {
        const v = checkPassword(pw);
        expect(new Set(v).size).toBe(v.length);
        expect([...v].sort((a, b) => order(a) - order(b))).toEqual(v);
      }),
    );
  });
});
const ORDER = ['LENGTH', 'CHARSET', 'LETTER', 'DIGIT', 'SPECIAL', 'REPEAT', 'SEQUENCE', 'CONTAINS_ID', 'COMMON'];
const order = (v: string) => ORDER.indexOf(v);

describe('byte length (spec 1, section 5)', () => {
  it('counts 1 per character up to code 127 and 2 above', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
        const expected = [...s].reduce((n, ch) => n + (ch.codePointAt(0)! <= 127 ? 1 : 2), 0);
        expect(byteLength(s)).toBe(expected);
      }),
    );
    expect(byteLength('')).toBe(0);
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('알파증권')).toBe(8);
    expect(byteLength('\u007f\u0080')).toBe(3);
    expect(byteLength('😀')).toBe(2);
  });

  it('is additive over concatenation', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => byteLength(a + b) === byteLength(a) + byteLength(b)));
  });

  it('limits the sign-up fields in bytes: 25 Hangul fit a 50-byte name, 26 do not', () => {
    const form = (firstName: string) => ({
      loginEmail: 'a.b@example.com',
      loginSecretNo: 'x',
      loginSecretNoConfirm: 'x',
      companyNationCode: 'KR',
      companyName: '알파증권',
      firstName,
      lastName: '김',
      officeTelephoneNumber: '+82-2-100-1234',
      emailReceiveYn: 'Y',
      newsletterYn: 'N',
      mailLanguageCode: '01',
      autoExtensionYn: 'N',
      agreements: [{ documentClassificationCode: '01_01', agreeYn: 'Y' }],
    });
    expect(ZUserInsertRequest.safeParse(form('가'.repeat(25))).success).toBe(true);
    expect(ZUserInsertRequest.safeParse(form('가'.repeat(26))).success).toBe(false);
    expect(ZUserInsertRequest.safeParse(form('a'.repeat(50))).success).toBe(true);
    expect(ZUserInsertRequest.safeParse(form('a'.repeat(51))).success).toBe(false);
    expect(ZUserInsertRequest.safeParse({ ...form('민준'), officeTelephoneNumber: '100-1234' }).success).toBe(false);
    const parsed = ZUserInsertRequest.parse({ ...form('민준'), loginEmail: '  Mixed.Case@Example.COM ' });
    expect(parsed.loginEmail).toBe('mixed.case@example.com');
  });
});

describe('masked e-mail', () => {
  it('keeps the first characters and the top-level domain only', () => {
    expect(maskEmail('member@alpha-securities.example')).toBe('me****@al**************.example');
    expect(maskEmail('ab@c.io')).toBe('a**@*.io');
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        const m = maskEmail(e);
        expect(m).toContain('@');
        expect(m.includes('*')).toBe(true);
        expect(m).not.toBe(e);
      }),
    );
  });
});

describe('the English name of a member', () => {
  const name = (v: string) => ZMemberUpdateRequest.shape.englishName.safeParse(v);
  it('is optional and takes a name in Latin letters, spaces collapsed', () => {
    expect(name('').data).toBe('');
    expect(ZMemberUpdateRequest.shape.englishName.parse(undefined)).toBeUndefined();
    expect(name('  Minjun   Kim ').data).toBe('Minjun Kim');
    for (const ok of ['Seo-yeon Park', "Liam O'Brien", 'J. Doe', 'José Álvarez']) expect(name(ok).success, ok).toBe(true);
  });
  it('refuses Hangul, digits and names past 100 characters', () => {
    for (const bad of ['김민준', 'Kim 민준', 'Agent 007', 'A'.repeat(101)]) expect(name(bad).success, bad).toBe(false);
  });
});
