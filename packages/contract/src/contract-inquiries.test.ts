import { describe, expect, it } from 'vitest';
import { contractInquiryFieldLabel, contractInquiryIssues, type TContractInquiryFormInput } from './contract-inquiries';
import { errorMessage } from './errors/index';

const valid: TContractInquiryFormInput = {
  companyName: '한빛투자자문',
  countryCode: 'KR',
  name: '윤서진',
  email: 'a@b.example',
  telephone: '+82-2-100-1234',
  privacyConsent: true,
  comments: '문의합니다.',
};

describe('contract inquiry rules', () => {
  it('passes a form with the required items, optional ones left out', () => {
    expect(contractInquiryIssues(valid)).toEqual([]);
  });

  it('tells the specification’s messages for the other comments and the privacy consent', () => {
    const issues = contractInquiryIssues({ ...valid, comments: ' ', privacyConsent: false });
    expect(issues.map((i) => i.code)).toEqual(['CIQ1N4005', 'CIQ1N4006']);
    expect(errorMessage('CIQ1N4006', 'ko')).toBe('기타내용을 기재하여 주시기 바랍니다.');
    expect(errorMessage('CIQ1N4006', 'en')).toBe('Please enter the other comments.');
  });

  it('one issue per field in the form’s order: required, length, format', () => {
    const issues = contractInquiryIssues({
      ...valid,
      companyName: '',
      website: 'not a site',
      email: 'x',
      telephone: '02-1',
      name: 'a'.repeat(101),
    });
    expect(issues.map((i) => [i.field, i.code])).toEqual([
      ['companyName', 'CIQ1N4001'],
      ['website', 'CIQ1N4002'],
      ['name', 'CIQ1N4004'],
      ['email', 'CIQ1N4002'],
      ['telephone', 'CIQ1N4003'],
    ]);
    expect(errorMessage('CIQ1N4001', 'ko', { item: contractInquiryFieldLabel('companyName', 'ko') })).toBe('회사명을 입력해 주세요.');
  });

  it('accepts a website with or without its scheme', () => {
    for (const website of ['https://www.example.com/path', 'example.co.kr'])
      expect(contractInquiryIssues({ ...valid, website })).toEqual([]);
  });
});
