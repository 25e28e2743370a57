import { dictionary } from '@zxcvbn-ts/language-common';
import { checkPassword, type TPasswordViolation } from '@portal/contract';

/**
 * The shipped list of common and breached passwords: the 49,000 passwords of zxcvbn-ts's common
 * list (from public breach corpora), plus patterns common in Korea (keyboard walks, romanized words)
 * that a composition rule does not stop. docs/decisions/010-passwords.md.
 */
const KOREAN_COMMON = [
  'qwer',
  'asdf',
  'zxcv',
  'qwerasdf',
  'asdfqwer',
  'qwerty',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'a1s2d3f4',
  '1qaz2wsx',
  'qazwsx',
  'sarang',
  'saranghae',
  'saranghe',
  'salang',
  'korea',
  'daehan',
  'daehanminguk',
  'seoul',
  'busan',
  'hangul',
  'hanguk',
  'kimchi',
  'samsung',
  'hyundai',
  'naver',
  'kakao',
  'daum',
  'lotte',
  'kospi',
  'kosdaq',
  'admin',
  'administrator',
  'manager',
  'welcome',
  'password',
  'passwd',
  'changeme',
  'letmein',
  'iloveyou',
  'test',
  'tester',
  'guest',
  'dkssud',
  'dkssudgktpdy',
  'tkfkd',
  'tkfkdgo',
  'rlawlsdn',
  'qkrwlsdn',
  'gkrrhk',
  'zmfldk',
  'dmlwl',
];
const COMMON = new Set<string>([...(dictionary['passwords-common'] as string[]), ...KOREAN_COMMON]);

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '9': 'g',
  '8': 'b',
};

/** The forms a password is checked in: as typed, without specials, de-leeted, and without the digits around a word. */
export function commonForms(password: string): string[] {
  const lower = password.toLowerCase();
  const noSpecial = lower.replace(/[^a-z0-9]/g, '');
  const deleet = [...lower]
    .map((c) => LEET[c] ?? c)
    .join('')
    .replace(/[^a-z]/g, '');
  const core = noSpecial.replace(/^[0-9]+/, '').replace(/[0-9]+$/, '');
  const lettersOnly = lower.replace(/[^a-z]/g, '');
  // "Pa$$w0rd!", "P@ssw0rd12": drop what surrounds the word, then read the leet inside it.
  const trimmed = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  const deleetTrimmed = [...trimmed]
    .map((c) => LEET[c] ?? c)
    .join('')
    .replace(/[^a-z]/g, '');
  return [...new Set([lower, noSpecial, deleet, core, lettersOnly, trimmed, deleetTrimmed])].filter((f) => f.length >= 4);
}

export function isCommonPassword(password: string): boolean {
  return commonForms(password).some((f) => COMMON.has(f));
}

/** Every rule the password breaks: the shared policy (contract) plus the common-password list. */
export function passwordViolations(password: string, loginEmail?: string): TPasswordViolation[] {
  const out = checkPassword(password, { loginEmail });
  if (isCommonPassword(password)) out.push('COMMON');
  return out;
}
