import type { ErrorTable } from './types';

/** Errors of the audit events (AUD, decision 086). */
export const AUDIT_EVENT_ERRORS = {
  AUD1N4001: {
    status: 400,
    ko: '감사 기록 보존 기간은 365일(1년)부터 3,650일 사이의 정수로 입력해 주세요. 접속기록은 1년 이상 보관해야 합니다.',
    en: 'Enter the retention of the audit trail as a whole number of days from 365 (one year) to 3,650. Access records must be kept for at least a year.',
  },
  AUD1N4002: {
    status: 400,
    ko: '조회 기간을 확인해 주세요. 시작일은 종료일보다 늦을 수 없고, 기간은 400일 이내여야 합니다.',
    en: 'Please check the period: the first day cannot be after the last, and the period can be at most 400 days.',
  },
} as const satisfies ErrorTable;
