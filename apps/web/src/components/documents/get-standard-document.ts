import { CALL_PATHS, type TStandardDocument } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The getStandardDocument call: one version of a standard document. */
export const getStandardDocument = (standardDocumentId: number, signal?: AbortSignal): Promise<TStandardDocument> =>
  api.call(CALL_PATHS.getStandardDocument, { params: { standardDocumentId }, signal, silent: true });

export const getStandardDocumentQueryOptions = (standardDocumentId: number) =>
  queryOptions({
    queryKey: ['standard-documents', 'id', standardDocumentId],
    queryFn: ({ signal }) => getStandardDocument(standardDocumentId, signal),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

export const useStandardDocument = (standardDocumentId: number | null) =>
  useQuery({ ...getStandardDocumentQueryOptions(standardDocumentId ?? 0), enabled: standardDocumentId !== null });
