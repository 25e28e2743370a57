import { z } from 'zod';

/** The time zone the provider works in; systemDate is given in it. */
export const SYSTEM_TIME_ZONE = 'Asia/Seoul';

/** GET /apis/v1/common/system: the server's clock. */
export const ZSystemDateResponse = z.object({
  /** Local time of the provider, `YYYY-MM-DD HH:mm:ss` (Asia/Seoul). */
  systemDate: z.string(),
  /** The same instant as an ISO-8601 UTC string. */
  systemDateTime: z.string(),
  timeZone: z.string(),
});
export type TSystemDateResponse = z.infer<typeof ZSystemDateResponse>;

/** GET /apis/v1/common/system/hostname: the name of the server process's host (which node answered). */
export const ZHostnameResponse = z.object({ hostname: z.string() });
export type THostnameResponse = z.infer<typeof ZHostnameResponse>;
