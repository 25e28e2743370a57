import type { ErrorTable } from './types';

/** Errors of the public content calls (notices, bulletins, contents, documents, codes). */
export const CONTENT_ERRORS = {
  CNT1N4001: {
    status: 400,
    ko: '검색어는 2자 이상 입력해 주세요.',
    en: 'Please enter at least 2 characters to search.',
  },
} satisfies ErrorTable;
