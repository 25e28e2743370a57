import { CALL_PATHS } from '@portal/contract';
import { kindCalls, recordQuery } from '../../../lib/request-queries';

/** The suspensions' calls, under the keys `['suspensions', ...]`. */
const suspensionCalls = kindCalls('suspensions', 'suspensionId');
/** The cache key of what the request page shows of a contract (a change reads it again: the contract's status). */
const CONTRACT_KEY = [...suspensionCalls.keys.all, 'contract'] as const;
/** After a change the contracts' lists and details (their status) are read again too. */
const REFRESH = [CONTRACT_KEY, ['contracts']];

/** searchSuspensions: a customer's company's requests, or every company's for provider staff. */
export const { useSearch: useSuspensions } = suspensionCalls.search(CALL_PATHS.searchSuspensions);
/** getSuspension: a request with what the caller may do now (the staff memo for staff only). */
export const { useRecord: useSuspension } = suspensionCalls.record(CALL_PATHS.getSuspension);
/** getSuspensionVersions: every version (creation, transitions) with its content then. */
export const { useRecord: useSuspensionVersions } = suspensionCalls.versions(CALL_PATHS.getSuspensionVersions);
/** getSuspensionContract: what the request page shows of a contract (products with market and receiving method). */
export const { useRecord: useSuspensionContract } = recordQuery(CALL_PATHS.getSuspensionContract, CONTRACT_KEY, 'contractId');
/** createSuspension: a customer member requests a suspension (the form shows the error on its field or above it). */
export const useCreateSuspension = suspensionCalls.change(CALL_PATHS.createSuspension, REFRESH);
/** actOnSuspension: one transition (receive, receiveChange with the changed period, approve, return, cancel). */
export const useActOnSuspension = suspensionCalls.change(CALL_PATHS.actOnSuspension, REFRESH);
/** updateSuspensionMemo: the staff memo (provider staff). */
export const useUpdateSuspensionMemo = suspensionCalls.change(CALL_PATHS.updateSuspensionMemo, REFRESH);
