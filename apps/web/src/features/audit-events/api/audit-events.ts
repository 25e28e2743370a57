import { CALL_PATHS, type TAuditEventPage, type TAuditEventSearchRequest, type TAuditEventSettings } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../components/download/save-blob';
import { api } from '../../../lib/api';

/** Whose events a screen reads: the company administrator's company (mypage) or every company (admin). */
export type AuditScope = 'company' | 'provider';

/** The filters of an export as the address carries them. */
export interface AuditExportQuery {
  format: 'csv' | 'ndjson';
  from?: string;
  to?: string;
  userId?: number;
  eventTypes?: string;
  companyId?: number;
}

export const useAuditEvents = (scope: AuditScope, body: TAuditEventSearchRequest) =>
  useQuery({
    queryKey: ['audit-events', scope, body],
    queryFn: ({ signal }): Promise<TAuditEventPage> =>
      scope === 'company'
        ? api.call(CALL_PATHS.searchUserAuditEvents, { body, signal, silent: true })
        : api.call(CALL_PATHS.searchAdminAuditEvents, { body, signal, silent: true }),
    placeholderData: keepPreviousData,
  });

/** Downloads the export of the filters (the server streams it; the browser keeps the file). */
export async function downloadAuditEvents(scope: AuditScope, query: AuditExportQuery): Promise<void> {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  const blob =
    scope === 'company'
      ? await api.call(CALL_PATHS.exportUserAuditEvents, { query: clean, blob: true })
      : await api.call(CALL_PATHS.exportAdminAuditEvents, { query: clean, blob: true });
  saveBlob(blob, `audit-events-${query.from ?? ''}-${query.to ?? ''}.${query.format}`);
}

/** The members of the company in use, for the member filter of the company administrator's screen. */
export const useCompanyMembers = (enabled: boolean) =>
  useQuery({
    queryKey: ['audit-events', 'members'],
    enabled,
    queryFn: ({ signal }) =>
      api.call(CALL_PATHS.searchStaff, { body: { pageSize: 100, pageNumber: 1, sortBy: 'name', sort: 'oldest' }, signal, silent: true }),
  });

const SETTINGS_KEY = ['audit-events', 'settings'] as const;

/** The retention of the audit trail (the provider administrator). */
export const useAuditEventSettings = (enabled: boolean) =>
  useQuery({
    queryKey: SETTINGS_KEY,
    enabled,
    queryFn: ({ signal }): Promise<TAuditEventSettings> => api.call(CALL_PATHS.getAuditEventSettings, { signal, silent: true }),
  });
export const useUpdateAuditEventSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (retentionDays: number): Promise<TAuditEventSettings> =>
      api.call(CALL_PATHS.updateAuditEventSettings, { body: { retentionDays }, silent: true }),
    onSuccess: (settings) => client.setQueryData(SETTINGS_KEY, settings),
  });
};
