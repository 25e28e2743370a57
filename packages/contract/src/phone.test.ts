import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors/index';
import { isInternationalPhone, normalizePhone, PHONE_PATTERN } from './text';

describe('one telephone normalizer', () => {
  it('accepts the common forms and stores one', () => {
    const cases: [string, string][] = [
      ['+44 20 7946 0958', '+44-20-7946-0958'],
      ['+1 (212) 555-0100', '+1-212-555-0100'],
      ['02-1234-5678', '+82-2-1234-5678'],
      ['010 1234 5678', '+82-10-1234-5678'],
      ['01012345678', '+82-10-1234-5678'],
      ['031-123-4567', '+82-31-123-4567'],
      ['+82-2-100-1234', '+82-2-100-1234'],
      ['+82 (0)2 1234 5678', '+82-2-1234-5678'],
      ['+82 010-1234-5678', '+82-10-1234-5678'],
      ['+821012345678', '+82-10-1234-5678'],
      ['+33 6 12 34 56 78', '+33-6-12-34-56-78'],
      ['+852 21234567', '+852-2123-4567'],
      ['  +44.20.7946.0958 ', '+44-20-7946-0958'],
    ];
    for (const [input, stored] of cases) {
      expect(normalizePhone(input), input).toBe(stored);
      expect(PHONE_PATTERN.test(stored)).toBe(true);
      expect(normalizePhone(stored), `${stored} again`).toBe(stored);
    }
  });

  it('refuses what is not a number', () => {
    for (const input of [
      '',
      'call me',
      '1234-5678',
      '+44',
      '+4420794609581234567',
      '+1 212 555 0100 ext 5',
      '++82 2 1234 5678',
      '0012 345 6789',
      '020-7946',
    ])
      expect(isInternationalPhone(input), input).toBe(false);
  });
});

describe('the messages about a telephone format', () => {
  // Every refusal of a telephone number (orders ORD1N4003, inquiries INQ1N4004, contract inquiries CIQ1N4003, other
  // reported items OTR1N4003) names the forms the normalizer accepts, in both languages, as the join form does.
  const phoneMessages = Object.entries(ERRORS).filter(([, e]) => /전화번호|phone number|telephone number/i.test(`${e.ko} ${e.en}`));

  it('are found for each area that checks a telephone', () => {
    expect(phoneMessages.map(([code]) => code).sort()).toEqual([
      'CIQ1N4003',
      'INQ1N4004',
      'ORD1N4003',
      'OTR1N4003',
      'URP1N4018',
      'USR1N4014',
    ]);
  });

  it.each(phoneMessages)('%s names the accepted forms, each an example the normalizer accepts', (_code, entry) => {
    for (const text of [entry.ko, entry.en]) {
      for (const example of ['+82 2 100 1234', '+44 20 7946 0958', '02-1234-5678']) {
        expect(text).toContain(example);
        expect(isInternationalPhone(example)).toBe(true);
      }
      // Not the old "international format only" wording that refused the Korean 0-numbers it accepts.
      expect(text).not.toContain('+82-2-100-1234');
    }
    expect(entry.ko).toContain('0으로 시작하는 국내 번호');
    expect(entry.en).toContain('a Korean number starting with 0');
  });
});
