import { COMMON_ERRORS } from './common';
import { ACCOUNT_ERRORS } from './accounts';
import { CONTENT_ERRORS } from './content';
import { FILES_ERRORS } from './files';
import { WORKSPACE_ERRORS } from './workspace';
import type { ErrorEntry } from './types';

export type { ErrorEntry, ErrorTable } from './types';

/**
 * The one bilingual error catalogue: code -> HTTP status and both languages' messages.
 * Each area keeps its codes in its own file under errors/ and is merged here.
 */
export const ERRORS = {
  ...COMMON_ERRORS,
  ...FILES_ERRORS,
  ...ACCOUNT_ERRORS,
  ...CONTENT_ERRORS,
  ...WORKSPACE_ERRORS,
} as const;

export type TErrorCode = keyof typeof ERRORS;

export const isErrorCode = (code: string): code is TErrorCode => Object.prototype.hasOwnProperty.call(ERRORS, code);

export function errorEntry(code: string): ErrorEntry {
  return (ERRORS as Record<string, ErrorEntry>)[code] ?? ERRORS.COM1N5000;
}

export function errorMessage(code: string, lang: 'ko' | 'en', params?: Record<string, string | number>): string {
  let text = errorEntry(code)[lang];
  if (params) for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}
