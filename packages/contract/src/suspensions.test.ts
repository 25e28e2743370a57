import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors/index';
import { SUSPENSION_ERROR_FIELDS, suspensionFieldLabel, suspensionIssues } from './suspensions';

const today = '2026-11-25';
const valid = { productCode: 'KSP-RT-L1', periodFrom: today, periodTo: '2026-11-30', reason: '설비 점검' };

describe('the rules of a suspension request', () => {
  it('passes a valid request, a one-day period of today included', () => {
    expect(suspensionIssues(valid, today)).toEqual([]);
    expect(suspensionIssues({ ...valid, periodTo: today }, today)).toEqual([]);
  });

  it('names one issue per field, in the form’s order', () => {
    expect(suspensionIssues({}, today).map((i) => [i.field, i.code])).toEqual([
      ['productCode', 'SUS1N4001'],
      ['periodFrom', 'SUS1N4001'],
      ['periodTo', 'SUS1N4001'],
      ['reason', 'SUS1N4001'],
    ]);
    expect(suspensionIssues({ ...valid, periodFrom: '2026-11-24' }, today)).toEqual([{ field: 'periodFrom', code: 'SUS1N4003' }]);
    expect(suspensionIssues({ ...valid, periodFrom: '2026-12-02' }, today)).toEqual([{ field: 'periodTo', code: 'SUS1N4004' }]);
    expect(suspensionIssues({ ...valid, reason: ' '.repeat(3) }, today)[0]).toMatchObject({ field: 'reason', code: 'SUS1N4001' });
    expect(suspensionIssues({ ...valid, reason: 'x'.repeat(1001) }, today)).toEqual([
      { field: 'reason', code: 'SUS1N4002', params: { item: 'reason', max: 1000 } },
    ]);
  });

  it('lets a change keep a start date now in the past, never move to one', () => {
    const old = { ...valid, periodFrom: '2026-11-20', periodTo: '2026-11-28' };
    expect(suspensionIssues(old, today, { keepFrom: '2026-11-20' })).toEqual([]);
    expect(suspensionIssues({ ...old, periodFrom: '2026-11-21' }, today, { keepFrom: '2026-11-20' })[0]).toMatchObject({
      field: 'periodFrom',
      code: 'SUS1N4003',
    });
    expect(suspensionIssues({ ...old, periodTo: '2026-11-24' }, today, { keepFrom: '2026-11-20' })[0]).toMatchObject({
      field: 'periodTo',
      code: 'SUS1N4003',
    });
  });

  it('reads its messages in both languages with the field named and the Korean particle that fits', () => {
    expect(errorMessage('SUS1N4001', 'ko', { item: suspensionFieldLabel('reason', 'ko') })).toBe('신청 사유를 입력해 주세요.');
    expect(errorMessage('SUS1N4001', 'ko', { item: suspensionFieldLabel('productCode', 'ko') })).toBe('정보상품을 입력해 주세요.');
    expect(errorMessage('SUS1N4001', 'en', { item: suspensionFieldLabel('periodFrom', 'en') })).toBe('Suspension start date is required.');
    expect(errorMessage('SUS1N4002', 'ko', { item: suspensionFieldLabel('reason', 'ko'), max: 1000 })).toBe(
      '신청 사유는 1000자 이내로 입력해 주세요.',
    );
    expect(SUSPENSION_ERROR_FIELDS.SUS1N4092).toBe('periodFrom');
  });
});
