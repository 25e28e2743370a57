import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_TEMPLATES } from '../modules/identity';
import { INQUIRY_MAIL_TEMPLATES } from '../modules/inquiries';
import { mailLayout } from './mail-layout';

describe('the one mail layout', () => {
  it('wraps the mails of every area in the same header and footer, in the mail language', () => {
    const [koStart, koEnd] = mailLayout('ko', '\u0000').split('\u0000');
    const [enStart, enEnd] = mailLayout('en', '\u0000').split('\u0000');
    const all = [...ACCOUNT_MAIL_TEMPLATES, ...INQUIRY_MAIL_TEMPLATES];
    expect(all.length).toBeGreaterThan(10);
    for (const t of all) {
      const [start, end] = t.languageCode === '02' ? [enStart, enEnd] : [koStart, koEnd];
      expect(t.html.startsWith(start), t.name).toBe(true);
      expect(t.html.endsWith(end), t.name).toBe(true);
    }
    expect(koEnd).toContain('발신 전용');
    expect(enEnd).toContain('not monitored');
  });
});
