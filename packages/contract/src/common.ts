import { z } from 'zod';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, LANGUAGES, LIST_PAGE_SIZES } from './constants';

export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
export const ZLanguageTypeCode = z.enum(['01', '02']);
export type TLanguageTypeCode = z.infer<typeof ZLanguageTypeCode>;

/** Y/N flag used across the specification. */
export const ZYn = z.enum(['Y', 'N']);
export type TYn = z.infer<typeof ZYn>;

export const ZSortOrder = z.enum(['newest', 'oldest']);
export type TSortOrder = z.infer<typeof ZSortOrder>;

/** The page number of every list (1-based). */
export const ZPageNumber = z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PAGE_NUMBER);
/** The page size of lists: 10, 50 or 100 (anything else answers COM1N4001). */
export const ZListPageSize = z.coerce
  .number()
  .int()
  .refine((n) => (LIST_PAGE_SIZES as readonly number[]).includes(n), { message: 'pageSize' })
  .default(DEFAULT_PAGE_SIZE);
/** The one page request: every list's request is built on it (`ZPageRequest.extend({...})`). */
export const ZPageRequest = z.object({ pageNumber: ZPageNumber, pageSize: ZListPageSize });
export type TPageRequest = z.infer<typeof ZPageRequest>;

/**
 * A page of results: `{ items, totalCount, pageNumber, pageSize }`. A list over a large table may count only up to
 * LIST_COUNT_CAP matches: `totalCountCapped` then says there are more than `totalCount` (the screen reads "1,000+").
 */
export const ZPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    totalCountCapped: z.boolean().optional(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });
export type TPage<T> = { items: T[]; totalCount: number; totalCountCapped?: boolean; pageNumber: number; pageSize: number };

/** Every failure answers this body. */
export const ZErrorBody = z.object({ errorCode: z.string(), errorMessage: z.string() });
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Timestamps travel as ISO-8601 strings. */
export const ZIsoDateTime = z.string();

/** Numeric id in a path (`/notices/{bbsContentId}`). */
export const ZIdParam = z.coerce.number().int().positive().max(2_147_483_647);
