import { z } from 'zod';
import { ZPage, ZPageRequest } from './common';
import { NOTICE_BBS_CODES } from './constants';
import { ZBbsDetail, ZBbsItem, ZContentFilters, type TBbsDetail, type TBbsItem } from './bulletins';

/**
 * Notices: the boards NOTICE (notices) and MARKET_NOTICE (market notices), public.
 *
 * POST /apis/v1/user/notices/search          ZNoticeSearchRequest -> ZNoticeSearchResponse (read only)
 * POST /apis/v1/user/notices/{bbsContentId}  ZNoticeDetailRequest -> ZNoticeDetail (read only; the body's
 *      filters and sort define previous/next; unknown id: COM1N4041, 404)
 * The view counter is the bulletin one: PUT /apis/v1/user/bbss/{bbsCode}/bbsContents/{bbsContentId}/inquire-count.
 * Categories: code group NOTICE_CATEGORY. Errors as in bulletins.ts.
 */
export const ZNoticeFilters = ZContentFilters.extend({
  /** Notice boards joined with `|` ("NOTICE|MARKET_NOTICE"); empty: both. */
  bbsCodes: z
    .string()
    .max(40)
    .refine((v) => v.split('|').every((c) => c.trim() === '' || (NOTICE_BBS_CODES as readonly string[]).includes(c.trim())), {
      message: 'bbsCodes',
    })
    .optional(),
});

export const ZNoticeSearchRequest = ZNoticeFilters.extend({
  ...ZPageRequest.shape,
});
export type TNoticeSearchRequest = z.input<typeof ZNoticeSearchRequest>;

export const ZNotice = ZBbsItem;
export type TNotice = TBbsItem;
export const ZNoticeSearchResponse = ZPage(ZNotice);
export type TNoticeSearchResponse = z.infer<typeof ZNoticeSearchResponse>;

export const ZNoticeDetailRequest = ZNoticeFilters;
export type TNoticeDetailRequest = z.input<typeof ZNoticeDetailRequest>;
export const ZNoticeDetail = ZBbsDetail;
export type TNoticeDetail = TBbsDetail;
