import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';
import {
  addMonths,
  approvalFlagOf,
  correctableUntil,
  isCorrectable,
  monthsBetween,
  reportWindow,
  ZReportPageRequest,
  ZUserReportSearchRequest,
} from './user-reports';

describe('user reports', () => {
  it('carries the messages of spec 2 section 8 word for word, each with an English one', () => {
    const spec: Record<string, string> = {
      URP1N4001: '당월신고 기간이 아닙니다.',
      URP1N4002: '검색 조건을 확인해주세요.',
      URP1N4041: '전월 데이터가 없습니다.',
      URP1N4042: '이월 데이터가 없습니다.',
      URP1N4043: '데이터가 없습니다.',
      URP1N4044: '사용자 리포트 양식 파일이 없습니다. 관리자에게 문의 하시기 바랍니다.',
    };
    for (const [code, ko] of Object.entries(spec)) {
      expect(errorMessage(code, 'ko')).toBe(ko);
      expect(errorMessage(code, 'en')).toMatch(/^[A-Z][^가-힣]+[.]$/);
    }
    // The required-items message names the first empty cell after the spec's sentence.
    expect(errorMessage('URP1N4003', 'ko', { location: '3행 가입자명' })).toBe('필수 입력 항목을 모두 입력해주세요. (3행 가입자명)');
  });

  it('counts months and the windows on Korean calendar days', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(monthsBetween('2025-11', '2026-02')).toBe(3);
    expect(reportWindow('2026-01')).toEqual({ opens: '2026-02-01', closes: '2026-02-15' });
    // A window's end past the month's last day closes on the last day.
    expect(reportWindow('2026-01', { startDay: 10, endDay: 31 })).toEqual({ opens: '2026-02-10', closes: '2026-02-28' });
    expect(reportWindow('2026-12')).toEqual({ opens: '2027-01-01', closes: '2027-01-15' });
    expect(correctableUntil('2026-01')).toBe('2026-04-30');
    expect(isCorrectable('2026-01', '2026-04-30')).toBe(true);
    expect(isCorrectable('2026-01', '2026-05-01')).toBe(false);
  });

  it('derives the approval flag, and pages reports by 10, 20 or 50', () => {
    expect(approvalFlagOf('SAVED')).toBeNull();
    expect(approvalFlagOf('AWAITING_INTERNAL')).toBe('WAITING');
    expect(approvalFlagOf('INFO_REQUESTED')).toBe('WAITING');
    expect(approvalFlagOf('APPROVED')).toBe('APPROVED');
    expect(approvalFlagOf('REJECTED')).toBe('REJECTED');
    for (const size of [10, 20, 50]) expect(ZReportPageRequest.parse({ pageSize: size }).pageSize).toBe(size);
    for (const size of [5, 100]) expect(ZReportPageRequest.safeParse({ pageSize: size }).success).toBe(false);
    expect(ZUserReportSearchRequest.safeParse({ monthRange: 4 }).success).toBe(false);
    expect(ZUserReportSearchRequest.safeParse({ periodStart: '2026-13' }).success).toBe(false);
  });
});
