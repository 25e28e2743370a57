import { CALL_PATHS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { kindCalls } from '../../../lib/request-queries';
import { saveBlob } from '../../../components/download/save-blob';

/** The clearances' calls, under the keys `['clearances', ...]`: customers and provider staff on the user calls, the reviewer on the exchange's. */
const clearanceCalls = kindCalls('clearances', 'clearanceId');
const CANDIDATES_KEY = [...clearanceCalls.keys.all, 'candidates'] as const;

/** searchClearances: a customer's company's clearances, or every company's for provider staff. */
export const { useSearch: useClearances } = clearanceCalls.search(CALL_PATHS.searchClearances);
/** searchExchangeClearances: every company's clearances, for the exchange reviewer. */
export const { useSearch: useExchangeClearances } = clearanceCalls.search(CALL_PATHS.searchExchangeClearances);
/** getClearance / getExchangeClearance: a clearance with its lines, settlement, letter hash and the caller's actions. */
export const { useRecord: useClearance } = clearanceCalls.record(CALL_PATHS.getClearance);
export const { useRecord: useExchangeClearance } = clearanceCalls.record(CALL_PATHS.getExchangeClearance);
/** The versions of a clearance (creation, each step, the revisions). */
export const { useRecord: useClearanceVersions } = clearanceCalls.versions(CALL_PATHS.getClearanceVersions);
export const { useRecord: useExchangeClearanceVersions } = clearanceCalls.versions(CALL_PATHS.getExchangeClearanceVersions);
/** createClearance: provider staff prepare one from an accepted reconciliation and offer it to the customer. */
export const useCreateClearance = clearanceCalls.change(CALL_PATHS.createClearance, [CANDIDATES_KEY]);
/** updateClearance: provider staff revise the note after a comment or a return. */
export const useUpdateClearance = clearanceCalls.change(CALL_PATHS.updateClearance);
/** actOnClearance (customer, provider) and actOnExchangeClearance (the reviewer): one transition. */
export const useActOnClearance = clearanceCalls.change(CALL_PATHS.actOnClearance);
export const useActOnExchangeClearance = clearanceCalls.change(CALL_PATHS.actOnExchangeClearance);

/** getClearanceCandidates: the accepted reconciliations a clearance may be prepared from (provider staff). */
export const useClearanceCandidates = (enabled: boolean) =>
  useQuery({
    queryKey: CANDIDATES_KEY,
    queryFn: ({ signal }) => api.call(CALL_PATHS.getClearanceCandidates, { query: {}, signal, silent: true }),
    enabled,
  });

/** Downloads an issued clearance's letter (the reader's language) and saves it under the clearance's number. */
export async function downloadClearanceLetter(clearanceId: number, number: string, exchange: boolean): Promise<void> {
  const blob = exchange
    ? await api.call(CALL_PATHS.getExchangeClearanceLetter, { params: { clearanceId }, blob: true })
    : await api.call(CALL_PATHS.getClearanceLetter, { params: { clearanceId }, blob: true });
  saveBlob(blob, `${number}.pdf`);
}
