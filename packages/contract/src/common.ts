import { z } from 'zod';

/** Y/N flag used across the specification. */
export const ZYn = z.enum(['Y', 'N']);
export type TYn = z.infer<typeof ZYn>;

/** Interface languages and their numeric codes (spec 1, section 9). */
export const LANGUAGES = ['ko', 'en'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
export const LANGUAGE_TYPE_CODE: Record<TLanguage, '01' | '02'> = { ko: '01', en: '02' };
export const ZLanguageTypeCode = z.enum(['01', '02']);
export type TLanguageTypeCode = z.infer<typeof ZLanguageTypeCode>;
export const languageOfCode = (code: string): TLanguage => (code === '02' ? 'en' : 'ko');

/** Paging defaults and the page sizes offered by lists (spec 1, section 9). */
export const DEFAULT_PAGE_NUMBER = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const LIST_PAGE_SIZES = [10, 50, 100] as const;
export const REPORT_PAGE_SIZES = [10, 20, 50] as const;
export const ZSortOrder = z.enum(['newest', 'oldest']);
export type TSortOrder = z.infer<typeof ZSortOrder>;

/** Multi-value filters travel joined with a vertical bar (spec 1, section 5). */
export const MULTI_VALUE_SEPARATOR = '|';
export const splitMulti = (value: string | undefined | null): string[] =>
  (value ?? '')
    .split(MULTI_VALUE_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);

export const ZPageRequest = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PAGE_NUMBER),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (LIST_PAGE_SIZES as readonly number[]).includes(n) || (REPORT_PAGE_SIZES as readonly number[]).includes(n), {
      message: 'pageSize',
    })
    .default(DEFAULT_PAGE_SIZE),
});
export type TPageRequest = z.infer<typeof ZPageRequest>;

/** A page of results: `{ items, totalCount, pageNumber, pageSize }`. */
export const ZPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });
export type TPage<T> = { items: T[]; totalCount: number; pageNumber: number; pageSize: number };

/** Every failure answers this body. */
export const ZErrorBody = z.object({ errorCode: z.string(), errorMessage: z.string() });
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Date formats of the specification (spec 1, section 9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const COMPACT_DATE_TIME_FORMAT = 'YYYYMMDDHHmmss';
export const COMPACT_DATE_FORMAT = 'YYYYMMDD';
export const COMPACT_MONTH_FORMAT = 'YYYYMM';

/** Timestamps travel as ISO-8601 strings. */
export const ZIsoDateTime = z.string();

/** Numeric id in a path (`/notices/{bbsContentId}`). */
export const ZIdParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Headers every request may carry (design of record: Headers). */
export const HEADER_PAGE_ID = 'x-page-id';
