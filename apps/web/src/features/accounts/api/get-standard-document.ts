import type { TStandardDocument } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The latest version of a standard document (terms 01_01, privacy 01_02, withdrawal 01_03). */
export const getLatestStandardDocument = (documentClassificationCode: string) =>
  api.get<TStandardDocument>(`/apis/v1/user/standard-documents/${encodeURIComponent(documentClassificationCode)}/latest-version`, { silent: true });
export const latestStandardDocumentQueryOptions = (documentClassificationCode: string) =>
  queryOptions({
    queryKey: ['standard-documents', documentClassificationCode, 'latest'],
    queryFn: () => getLatestStandardDocument(documentClassificationCode),
    staleTime: 5 * 60_000,
  });
export const useLatestStandardDocument = (documentClassificationCode: string) => useQuery(latestStandardDocumentQueryOptions(documentClassificationCode));
