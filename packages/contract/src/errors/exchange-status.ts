import type { ErrorTable } from './types';

/** Errors of the contract status and the sales status (XST). */
export const EXCHANGE_STATUS_ERRORS = {
  XST1N4001: {
    status: 400,
    ko: '검색 조건을 확인해주세요.',
    en: 'Check the search conditions: the first month cannot be after the last, and a search covers at most 12 months.',
  },
} satisfies ErrorTable;
