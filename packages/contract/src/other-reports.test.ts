import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors/index';
import {
  normalizeOtherReportValue,
  OTHER_REPORT_ITEM_INFO,
  OTHER_REPORT_ITEMS,
  otherReportFieldLabel,
  otherReportValueIssues,
  otherReportValueText,
  sameOtherReportValue,
} from './other-reports';

const contact = { name: '김민준', department: '정보서비스팀', position: '과장', email: 'a@b.example', phone: '+82-2-100-1234' };

describe('other reported items', () => {
  it('contacts apply at once, every other item after approval, each labelled in both languages', () => {
    expect(OTHER_REPORT_ITEMS.filter((i) => OTHER_REPORT_ITEM_INFO[i].immediate)).toEqual(['orderContact', 'billingContact', 'itContact']);
    for (const i of OTHER_REPORT_ITEMS) expect(OTHER_REPORT_ITEM_INFO[i].ko && OTHER_REPORT_ITEM_INFO[i].en).toBeTruthy();
  });

  it('checks a contact field by field, one issue per field, in the form’s order', () => {
    expect(otherReportValueIssues('orderContact', contact)).toEqual([]);
    expect(otherReportValueIssues('orderContact', { email: 'nope', phone: '100-1234' })).toEqual([
      { field: 'orderContact.name', code: 'OTR1N4001', params: { item: 'orderContact.name' } },
      { field: 'orderContact.email', code: 'OTR1N4002', params: { item: 'orderContact.email' } },
      { field: 'orderContact.phone', code: 'OTR1N4003' },
    ]);
    expect(otherReportValueIssues('itContact', { ...contact, department: 'x'.repeat(101) })).toEqual([
      { field: 'itContact.department', code: 'OTR1N4004', params: { item: 'itContact.department', max: 100 } },
    ]);
  });

  it('checks texts and the receiving method', () => {
    expect(otherReportValueIssues('billingAddress', '  ')).toEqual([
      { field: 'billingAddress', code: 'OTR1N4001', params: { item: 'billingAddress' } },
    ]);
    expect(otherReportValueIssues('billingAddress', 'x'.repeat(301))[0]!.code).toBe('OTR1N4004');
    expect(otherReportValueIssues('receivingMethod', 'CLOUD')).toEqual([]);
    expect(otherReportValueIssues('receivingMethod', 'FAX')[0]!.code).toBe('OTR1N4006');
  });

  it('compares values as stored: trimmed, empty contact fields left out', () => {
    expect(normalizeOtherReportValue('orderContact', { name: ' 김 ', department: ' ' })).toEqual({ name: '김' });
    expect(sameOtherReportValue('orderContact', contact, { ...contact, name: ` ${contact.name} ` })).toBe(true);
    expect(sameOtherReportValue('orderContact', contact, { ...contact, position: '차장' })).toBe(false);
    expect(sameOtherReportValue('mailingAddress', null, '주소')).toBe(false);
  });

  it('names fields and values as a person reads them', () => {
    expect(errorMessage('OTR1N4001', 'ko', { item: otherReportFieldLabel('billingContact.email', 'ko') })).toBe(
      '청구 담당자 이메일을 입력해 주세요.',
    );
    expect(errorMessage('OTR1N4001', 'en', { item: otherReportFieldLabel('billingContact.email', 'en') })).toBe(
      'Billing contact e-mail is required.',
    );
    expect(otherReportValueText('receivingMethod', 'LEASED_LINE', 'ko')).toBe('전용회선');
    expect(otherReportValueText('itContact', { name: '김', phone: '+82-2-100-1234' }, 'en')).toBe('김 · +82-2-100-1234');
  });
});
