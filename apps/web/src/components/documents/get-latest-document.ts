import { CALL_PATHS, type TStandardDocument } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The getLatestStandardDocument call: the version in effect. */
export const getLatestDocument = (documentClassificationCode: string, signal?: AbortSignal): Promise<TStandardDocument> =>
  api.call(CALL_PATHS.getLatestStandardDocument, { params: { documentClassificationCode }, signal, silent: true });

export const getLatestDocumentQueryOptions = (documentClassificationCode: string) =>
  queryOptions({
    queryKey: ['standard-documents', 'latest', documentClassificationCode],
    queryFn: ({ signal }) => getLatestDocument(documentClassificationCode, signal),
    staleTime: 10 * 60 * 1000,
  });

export const useLatestDocument = (documentClassificationCode: string | null | undefined) =>
  useQuery({ ...getLatestDocumentQueryOptions(documentClassificationCode ?? ''), enabled: Boolean(documentClassificationCode) });
