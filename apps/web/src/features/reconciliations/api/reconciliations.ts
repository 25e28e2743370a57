import { CALL_PATHS, type TEntitlementMapping, type TReconciliationDetail } from '@portal/contract';
import { useQuery, useQueryClient, useMutation, keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { changeHook, isId, kindCalls } from '../../../lib/request-queries';

/** The reconciliations' calls, under the keys `['reconciliations', ...]`. */
const calls = kindCalls('reconciliations', 'reconciliationId');
export const reconciliationKeys = calls.keys;
const MAPPING_KEY = [...calls.keys.all, 'mapping'] as const;
const DIFFERENCES_KEY = [...calls.keys.all, 'differences'] as const;
const USERS_KEY = [...calls.keys.all, 'users'] as const;
/** A new result changes the differences and users too; drafted corrections change the user reports' lists. */
const REFRESH = [DIFFERENCES_KEY, USERS_KEY];

/** searchReconciliations: a member's company's, or every company's for provider staff and the reviewer. */
export const { useSearch: useReconciliations } = calls.search(CALL_PATHS.searchReconciliations);
/** getReconciliation: the result with its months, nets and what the caller may do. */
export const { useRecord: useReconciliation } = calls.record(CALL_PATHS.getReconciliation);
/** getReconciliationVersions: each upload's result and each action. */
export const { useRecord: useReconciliationVersions } = calls.versions(CALL_PATHS.getReconciliationVersions);
/** actOnReconciliation: submit, return, accept, cancel. */
export const useActOnReconciliation = calls.change(CALL_PATHS.actOnReconciliation, REFRESH);
/** draftReconciliationCorrections: the corrections of the months inside the window. */
export const useDraftCorrections = changeHook(CALL_PATHS.draftReconciliationCorrections, [['user-reports'], calls.keys.detail]);

/** getReconciliationDifferences: a page of the differences. */
type TPaged = { pageNumber: number; pageSize: number };
export type TDifferencesQuery = TPaged & { month?: string; productCode?: string; show: 'all' | 'differences' | 'surplus' | 'shortfall' };
export type TUsersQuery = TPaged & { month: string; productCode: string; useCategory: string };

export const useDifferences = (id: number | null, query: TDifferencesQuery) =>
  useQuery({
    queryKey: [...DIFFERENCES_KEY, id, query],
    queryFn: ({ signal }) =>
      api.call(CALL_PATHS.getReconciliationDifferences, { params: { reconciliationId: id! }, query, signal, silent: true }),
    enabled: isId(id),
    placeholderData: keepPreviousData,
  });

/** getReconciliationUsers: a page of the users behind a difference. */
export const useDifferenceUsers = (id: number | null, query: TUsersQuery | null) =>
  useQuery({
    queryKey: [...USERS_KEY, id, query],
    queryFn: ({ signal }) =>
      api.call(CALL_PATHS.getReconciliationUsers, { params: { reconciliationId: id! }, query: query!, signal, silent: true }),
    enabled: isId(id) && query !== null,
    placeholderData: keepPreviousData,
  });

/** getReconciliationReportedOnly: a page of the subscribers the month's report names whom the extract does not entitle. */
export const useReportedOnly = (id: number | null, query: TUsersQuery | null) =>
  useQuery({
    queryKey: [...USERS_KEY, 'reported-only', id, query],
    queryFn: ({ signal }) =>
      api.call(CALL_PATHS.getReconciliationReportedOnly, { params: { reconciliationId: id! }, query: query!, signal, silent: true }),
    enabled: isId(id) && query !== null,
    placeholderData: keepPreviousData,
  });

/** getReconciliationMapping: the company's saved column mapping (customer members). */
export const useMapping = (enabled: boolean) =>
  useQuery({
    queryKey: MAPPING_KEY,
    queryFn: ({ signal }) => api.call(CALL_PATHS.getReconciliationMapping, { signal, silent: true }),
    enabled,
  });
/** saveReconciliationMapping. */
export const useSaveMapping = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TEntitlementMapping) => api.call(CALL_PATHS.saveReconciliationMapping, { body, silent: true }),
    onSuccess: (answer) => client.setQueryData(MAPPING_KEY, answer),
  });
};

interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}
const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** createReconciliation: the extract for a period (multipart), read and compared within the call. */
export const createReconciliation = (
  query: { fromMonth: string; toMonth: string; useMapping: boolean },
  file: File,
  opts: UploadOptions = {},
): Promise<TReconciliationDetail> =>
  api.call(CALL_PATHS.createReconciliation, {
    body: formOf(file),
    query: { fromMonth: query.fromMonth, toMonth: query.toMonth, useMapping: query.useMapping ? 'true' : 'false' },
    signal: opts.signal,
    silent: true,
    onUploadProgress: opts.onProgress ?? (() => undefined),
  });

/** uploadReconciliationFile: a new extract into the draft (a new result and version). */
export const uploadReconciliationFile = (
  reconciliationId: number,
  query: { version: number; useMapping: boolean },
  file: File,
  opts: UploadOptions = {},
): Promise<TReconciliationDetail> =>
  api.call(CALL_PATHS.uploadReconciliationFile, {
    params: { reconciliationId },
    body: formOf(file),
    query: { version: query.version, useMapping: query.useMapping ? 'true' : 'false' },
    signal: opts.signal,
    silent: true,
    onUploadProgress: opts.onProgress ?? (() => undefined),
  });

/** After an upload: the request's cache is the answer; lists, versions, differences and users are read again. */
export const useAfterUpload = () => {
  const client = useQueryClient();
  return (answer: TReconciliationDetail) => {
    client.setQueryData([...calls.keys.detail, answer.reconciliationId], answer);
    return Promise.all(
      [calls.keys.search, calls.keys.versions, DIFFERENCES_KEY, USERS_KEY].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
  };
};
