import { describe, expect, it } from 'vitest';
import { checkEntitlementRow, entitlementDay, entitlementIssueText, mappingIssue, periodIssue, periodMonths } from './reconciliations';

const codes = new Set(['KSP-RT-L1']);

describe('the rules of an entitlement extract', () => {
  it('reads days in three spellings and refuses what is no calendar day', () => {
    expect(entitlementDay('2026-03-01')).toBe('2026-03-01');
    expect(entitlementDay('2026.3.1')).toBe('2026-03-01');
    expect(entitlementDay(' 2026/03/01 ')).toBe('2026-03-01');
    expect(entitlementDay('2026-02-30')).toBeNull();
    expect(entitlementDay('March 1')).toBeNull();
  });

  it('checks a row: codes and labels of use categories, product codes, dates in order, formulas', () => {
    const ok = checkEntitlementRow(
      { entityId: 'u1', name: 'Kim', productCode: 'ksp-rt-l1', useCategory: 'Non-professional', startDate: '2026-01-01' },
      2,
      { productCodes: codes },
    );
    expect(ok.row).toEqual({
      row: 2,
      entityId: 'u1',
      name: 'Kim',
      productCode: 'KSP-RT-L1',
      useCategory: '152',
      startDate: '2026-01-01',
      endDate: null,
      location: '',
    });
    const bad = checkEntitlementRow(
      { entityId: '', name: 'Kim', productCode: 'X', useCategory: '999', startDate: '2026-01-05', endDate: '2026-01-01' },
      3,
      { productCodes: codes, formulas: new Set(['name']) },
    );
    expect(bad.issues.map((i) => [i.column, i.code])).toEqual([
      ['entityId', 'required'],
      ['name', 'formula'],
      ['productCode', 'product'],
      ['useCategory', 'code'],
    ]);
    const order = checkEntitlementRow(
      { entityId: 'u1', name: 'Kim', productCode: 'KSP-RT-L1', useCategory: '151', startDate: '2026-01-05', endDate: '2026-01-01' },
      4,
      { productCodes: codes },
    );
    expect(order.issues).toEqual([{ row: 4, column: 'endDate', code: 'dateOrder' }]);
    expect(entitlementIssueText(order.issues[0]!, 'ko')).toBe('4행 종료일: 시작일보다 앞섭니다');
    expect(entitlementIssueText(order.issues[0]!, 'en')).toBe('Row 4, End date: is before the start date');
  });

  it('refuses a mapping naming one header twice (compared without case and spaces)', () => {
    expect(mappingIssue({ entityId: 'EMP NO', name: 'emp_no' })).toBeNull();
    expect(mappingIssue({ entityId: 'EMP NO', name: 'empno' })).toEqual({ code: 'REC1N4006', params: { header: 'empno' } });
  });

  it('takes one to twelve whole months that have ended', () => {
    expect(periodMonths('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodIssue('2026-01', '2026-10', '2026-11-29')).toBeNull();
    expect(periodIssue('2025-11', '2026-10', '2026-11-29')).toBeNull();
    expect(periodIssue('2025-10', '2026-10', '2026-11-29')).toBe('REC1N4003');
    expect(periodIssue('2026-03', '2026-02', '2026-11-29')).toBe('REC1N4002');
    expect(periodIssue('2026-10', '2026-11', '2026-11-29')).toBe('REC1N4004');
  });
});
