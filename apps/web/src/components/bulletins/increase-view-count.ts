import type { TInquireCountResponse } from '@portal/contract';
import { api } from '../../lib/api';

/** PUT /apis/v1/user/bbss/{bbsCode}/bbsContents/{bbsContentId}/inquire-count: one more view. */
export const increaseViewCount = ({ bbsCode, bbsContentId }: { bbsCode: string; bbsContentId: number }) =>
  api.put<TInquireCountResponse>(`/apis/v1/user/bbss/${encodeURIComponent(bbsCode)}/bbsContents/${bbsContentId}/inquire-count`, undefined, {
    silent: true,
  });
