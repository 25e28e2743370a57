import { z } from 'zod';
import { ZBbsItem } from './bulletins';
import { ZInquiryItem } from './inquiries';

/**
 * Home for signed-in members: GET /apis/v1/user/home -> ZMemberHome. Recent inquiries are the
 * member's own in the token's company; notices and FAQ are the latest published items; shortcuts
 * follow the member's roles; recentReports are the latest user reports of the member's company (and a proxy reporter's customers).
 */

export const ZShortcut = z.object({
  shortcutId: z.string(),
  /** Label in the request's language. */
  label: z.string(),
  pageUri: z.string(),
});
export type TShortcut = z.infer<typeof ZShortcut>;

export const ZRecentReport = z.object({
  reportId: z.number().int(),
  title: z.string(),
  statusName: z.string(),
  createDateTime: z.string(),
  pageUri: z.string(),
});
export type TRecentReport = z.infer<typeof ZRecentReport>;

export const ZMemberHome = z.object({
  shortcuts: z.array(ZShortcut),
  recentInquiries: z.array(ZInquiryItem),
  notices: z.array(ZBbsItem),
  faqs: z.array(ZBbsItem),
  recentReports: z.array(ZRecentReport),
});
export type TMemberHome = z.infer<typeof ZMemberHome>;
