import { z } from 'zod';
import { ZLanguageTypeCode, ZPage, ZPageRequest, ZSortOrder } from './common';
import { ALL_BBS_CODES, BBS_SEARCH_CODES } from './constants';

/**
 * Bulletin contents: one table keyed by a board code (bbsCode).
 *
 *  - NOTICE, MARKET_NOTICE: notices and market notices (read through the notices calls, see notices.ts)
 *  - KRX_DERIVATIVES: exchange derivatives notices (public)
 *  - FAQ: frequently asked questions (public; items carry their answer in `contents`)
 *  - 02..11: bulletin boards (search needs a signed-in member: ATH1N4001; details are public)
 *
 * POST /apis/v1/user/bbss/bbsContents/search          ZBbsSearchRequest -> ZBbsSearchResponse (read only)
 * POST /apis/v1/user/bbss/bbsContents/{bbsContentId}  ZBbsDetailRequest -> ZBbsDetail (read only; the body's
 *      filters and sort define previous/next; unknown id or a board mismatch: COM1N4041, 404)
 * PUT  /apis/v1/user/bbss/{bbsCode}/bbsContents/{bbsContentId}/inquire-count -> ZInquireCountResponse (atomic +1)
 *
 * Errors: missing body or bbsCode COM1N4000; bad pageSize/sort/bbsCode COM1N4001; search text shorter than
 * 2 characters CNT1N4001; unknown id COM1N4041.
 * Subjects and bodies come in the request's language (Accept-Language) with the other language as fallback;
 * `languageTypeCode` says which one was given. Text search looks at the subject and body the reader sees
 * (the request language's row, or the fallback row for items without one). HTML is sanitized on the server.
 */
export const ZBbsCode = z.enum(ALL_BBS_CODES);
export type TBbsCode = z.infer<typeof ZBbsCode>;
export const ZBbsSearchCode = z.enum(BBS_SEARCH_CODES);

/** Minimum length (characters, after trimming) of a text search. */
export const SEARCH_TEXT_MIN_LENGTH = 2;
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** Filters shared by the searches and the detail (for previous/next). */
export const ZContentFilters = z.object({
  /** newest (default) or oldest, by creation time. */
  sort: ZSortOrder.default('newest'),
  /** Category codes joined with `|` (e.g. "01|03"); empty: all. */
  categoryCodes: z.string().max(200).optional(),
  /** Text searched in subject and body (at least 2 characters). */
  searchText: z.string().max(SEARCH_TEXT_MAX_LENGTH).optional(),
});
export type TContentFilters = z.infer<typeof ZContentFilters>;

export const ZAttachment = z.object({
  fileUUID: z.string(),
  fileName: z.string(),
  /** Size in bytes. */
  fileSize: z.number().int(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

export const ZBbsLanguage = z.object({ languageTypeCode: ZLanguageTypeCode, subject: z.string() });
export type TBbsLanguage = z.infer<typeof ZBbsLanguage>;

/** One row of a list (notices use the same shape). */
export const ZBbsItem = z.object({
  bbsContentId: z.number().int(),
  bbsCode: z.string(),
  categoryCode: z.string().nullable(),
  /** Category name in the request's language. */
  categoryName: z.string().nullable(),
  /** Subject in the request's language (fallback: the other language). */
  subject: z.string(),
  /** Language of `subject` (and `contents`): 01 Korean, 02 English. */
  languageTypeCode: ZLanguageTypeCode,
  /** Subjects of every language the item exists in. */
  languages: z.array(ZBbsLanguage),
  /** ISO-8601. */
  createDateTime: z.string(),
  /** Effective (operation) date, YYYY-MM-DD, or null. */
  operationDate: z.string().nullable(),
  /** ISO-8601 time of the answer (FAQ and question boards), or null. */
  answerDateTime: z.string().nullable(),
  inquireCount: z.number().int(),
  attachmentCount: z.number().int(),
  /** HTML body: given in lists of the FAQ board (accordion), null in other lists. */
  contents: z.string().nullable(),
});
export type TBbsItem = z.infer<typeof ZBbsItem>;

export const ZBbsNeighbour = z.object({ bbsContentId: z.number().int(), subject: z.string(), createDateTime: z.string() });
export type TBbsNeighbour = z.infer<typeof ZBbsNeighbour>;

/** A detail: the item, its HTML body, attachments, and its neighbours in the list as the reader sees it. */
export const ZBbsDetail = ZBbsItem.extend({
  contents: z.string(),
  attachments: z.array(ZAttachment),
  /** The row above this one in the list (same filters and sort), or null at the top. */
  previous: ZBbsNeighbour.nullable(),
  /** The row below this one in the list, or null at the end. */
  next: ZBbsNeighbour.nullable(),
});
export type TBbsDetail = z.infer<typeof ZBbsDetail>;

export const ZBbsSearchRequest = ZContentFilters.extend({
  bbsCode: ZBbsSearchCode,
  ...ZPageRequest.shape,
});
export type TBbsSearchRequest = z.input<typeof ZBbsSearchRequest>;
export const ZBbsSearchResponse = ZPage(ZBbsItem);
export type TBbsSearchResponse = z.infer<typeof ZBbsSearchResponse>;

export const ZBbsDetailRequest = ZContentFilters.extend({
  /** When given, the item must belong to this board (else COM1N4041). */
  bbsCode: ZBbsCode.optional(),
});
export type TBbsDetailRequest = z.input<typeof ZBbsDetailRequest>;

export const ZBbsContentIdParams = z.object({ bbsContentId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZInquireCountParams = ZBbsContentIdParams.extend({ bbsCode: ZBbsCode });
export const ZInquireCountResponse = z.object({ bbsContentId: z.number().int(), inquireCount: z.number().int() });
export type TInquireCountResponse = z.infer<typeof ZInquireCountResponse>;
