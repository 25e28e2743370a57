import {
  INQUIRY_PATHS,
  type TGuestInquiryCreateRequest,
  type TGuestInquiryCreateResponse,
  type TInquiryAnswerRequest,
  type TInquiryCreateRequest,
  type TInquiryDetail,
  type TInquiryManageSearchRequest,
  type TInquirySearchRequest,
  type TInquirySearchResponse,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const INQUIRY_KEY = ['workspace', 'inquiries'] as const;

/** POST /apis/v1/user/inquiries/search: the member's own inquiries. */
export const searchMyInquiries = (body: TInquirySearchRequest, signal?: AbortSignal) => api.post<TInquirySearchResponse>(INQUIRY_PATHS.search, body, { signal });
export const myInquiriesQueryOptions = (body: TInquirySearchRequest) =>
  queryOptions({ queryKey: [...INQUIRY_KEY, 'mine', body], queryFn: ({ signal }) => searchMyInquiries(body, signal), placeholderData: keepPreviousData });
export const useMyInquiries = (body: TInquirySearchRequest) => useQuery(myInquiriesQueryOptions(body));

/** POST /apis/v1/user/inquiries/manage/search: every inquiry (roles 05, 06). */
export const searchAllInquiries = (body: TInquiryManageSearchRequest, signal?: AbortSignal) =>
  api.post<TInquirySearchResponse>(INQUIRY_PATHS.manageSearch, body, { signal });
export const allInquiriesQueryOptions = (body: TInquiryManageSearchRequest) =>
  queryOptions({ queryKey: [...INQUIRY_KEY, 'all', body], queryFn: ({ signal }) => searchAllInquiries(body, signal), placeholderData: keepPreviousData });
export const useAllInquiries = (body: TInquiryManageSearchRequest) => useQuery(allInquiriesQueryOptions(body));

/** GET /apis/v1/user/inquiries/{inquiryId}: an inquiry with its answer. */
export const getInquiry = (inquiryId: number, signal?: AbortSignal) => api.get<TInquiryDetail>(INQUIRY_PATHS.detail(inquiryId), { signal, silent: true });
export const inquiryQueryOptions = (inquiryId: number) =>
  queryOptions({ queryKey: [...INQUIRY_KEY, 'detail', inquiryId], queryFn: ({ signal }) => getInquiry(inquiryId, signal), retry: false });
export const useInquiry = (inquiryId: number) => useQuery({ ...inquiryQueryOptions(inquiryId), enabled: Number.isInteger(inquiryId) && inquiryId > 0 });

/** POST /apis/v1/user/inquiries: a member's new inquiry. */
export const createInquiry = (body: TInquiryCreateRequest) => api.post<TInquiryDetail>(INQUIRY_PATHS.create, body, { silent: true });
export const useCreateInquiry = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createInquiry, onSuccess: () => client.invalidateQueries({ queryKey: INQUIRY_KEY }) });
};

/** POST /apis/v1/user/inquiries/guest: a visitor's inquiry (answered by e-mail). */
export const createGuestInquiry = (body: TGuestInquiryCreateRequest) => api.post<TGuestInquiryCreateResponse>(INQUIRY_PATHS.guest, body, { silent: true });
export const useCreateGuestInquiry = () => useMutation({ mutationFn: createGuestInquiry });

/** PUT /apis/v1/user/inquiries/{inquiryId}/answer: provider staff answer; the writer is told by e-mail. */
export const answerInquiry = (inquiryId: number, body: TInquiryAnswerRequest) => api.put<TInquiryDetail>(INQUIRY_PATHS.answer(inquiryId), body, { silent: true });
export const useAnswerInquiry = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, body }: { inquiryId: number; body: TInquiryAnswerRequest }) => answerInquiry(inquiryId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: INQUIRY_KEY }),
  });
};
