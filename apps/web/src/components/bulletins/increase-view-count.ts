import { CALL_PATHS, type TInquireCountResponse } from '@portal/contract';
import { api } from '../../lib/api';

/** The countBbsContentView call: one more view. */
export const increaseViewCount = ({ bbsCode, bbsContentId }: { bbsCode: string; bbsContentId: number }): Promise<TInquireCountResponse> =>
  api.call(CALL_PATHS.countBbsContentView, { params: { bbsCode, bbsContentId }, silent: true });
