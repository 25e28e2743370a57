import type { TBbsDetail, TBbsDetailRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** POST /apis/v1/user/bbss/bbsContents/{bbsContentId}: one bulletin; the filters place its previous and next. */
export const getBulletin = (bbsContentId: number, request: TBbsDetailRequest, signal?: AbortSignal) =>
  api.post<TBbsDetail>(`/apis/v1/user/bbss/bbsContents/${bbsContentId}`, request, { signal, silent: true });

export const getBulletinQueryOptions = (bbsContentId: number, request: TBbsDetailRequest) =>
  queryOptions({
    queryKey: ['bulletins', 'detail', bbsContentId, request],
    queryFn: ({ signal }) => getBulletin(bbsContentId, request, signal),
    retry: false,
  });

export const useBulletin = (bbsContentId: number, request: TBbsDetailRequest) =>
  useQuery({ ...getBulletinQueryOptions(bbsContentId, request), enabled: Number.isInteger(bbsContentId) && bbsContentId > 0 });
