import { CALL_PATHS, type TBbsDetail, type TBbsDetailRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The getBbsContent call: one bulletin; the filters place its previous and next. */
export const getBulletin = (bbsContentId: number, request: TBbsDetailRequest, signal?: AbortSignal): Promise<TBbsDetail> =>
  api.call(CALL_PATHS.getBbsContent, { params: { bbsContentId }, body: request, signal, silent: true });

export const getBulletinQueryOptions = (bbsContentId: number, request: TBbsDetailRequest) =>
  queryOptions({
    queryKey: ['bulletins', 'detail', bbsContentId, request],
    queryFn: ({ signal }) => getBulletin(bbsContentId, request, signal),
    retry: false,
  });

export const useBulletin = (bbsContentId: number, request: TBbsDetailRequest) =>
  useQuery({ ...getBulletinQueryOptions(bbsContentId, request), enabled: Number.isInteger(bbsContentId) && bbsContentId > 0 });
