import { z } from 'zod';
import { ZYn } from './common';

/**
 * Contents: named HTML blocks selected by a contents type code, each kept with its versions.
 *
 * GET /apis/v1/user/contents/{contentsTypeCode}/latest-version -> ZContentsLatest
 *     the newest version in effect (unknown type code: COM1N4041, 404). Show it only when noticeYn is Y.
 * GET /apis/v1/user/contents/{contentsTypeCode}/popups -> ZPopupsResponse
 *     popups of that type that are posted (noticeYn Y) and whose display window holds now, newest first.
 * Name and body come in the request's language, the other language as fallback. HTML is sanitized on the server.
 */
/** Banners use the menu's icon code (e.g. BN_PRODUCT) as their contents type code. */

export const ZContentsTypeCode = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[A-Za-z0-9_]+$/);
export const ZContentsTypeParams = z.object({ contentsTypeCode: ZContentsTypeCode });

export const ZContentsLatest = z.object({
  contentsId: z.number().int(),
  contentsVersionId: z.number().int(),
  contentsTypeCode: z.string(),
  versionNo: z.number().int(),
  /** Name (title) in the request's language. */
  contentsName: z.string(),
  /** Sanitized HTML body in the request's language. */
  contentsContents: z.string(),
  /** Y: show it; N: not posted (the client shows nothing). */
  noticeYn: ZYn,
  /** ISO-8601 time the version was registered. */
  createDateTime: z.string(),
});
export type TContentsLatest = z.infer<typeof ZContentsLatest>;

export const ZPopup = z.object({
  contentsId: z.number().int(),
  contentsVersionId: z.number().int(),
  contentsName: z.string(),
  contentsContents: z.string(),
  /** ISO-8601 start and end of the display window. */
  displayStartDateTime: z.string(),
  displayEndDateTime: z.string(),
  /** Preferred width of the popup in pixels. */
  width: z.number().int(),
});
export type TPopup = z.infer<typeof ZPopup>;
export const ZPopupsResponse = z.object({ popups: z.array(ZPopup) });
export type TPopupsResponse = z.infer<typeof ZPopupsResponse>;
