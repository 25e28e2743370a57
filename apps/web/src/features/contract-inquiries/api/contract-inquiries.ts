import { CALL_PATHS } from '@portal/contract';
import { changeHook, kindCalls } from '../../../lib/request-queries';

/** The contract inquiries' calls, under the keys `['contract-inquiries', ...]`. */
const contractInquiryCalls = kindCalls('contract-inquiries', 'inquiryId');

/** The searchContractInquiries call (provider staff), with the counts of the list's header. */
export const { useSearch: useContractInquiries } = contractInquiryCalls.search(CALL_PATHS.searchContractInquiries);
/** The getContractInquiry call (provider staff): every field, the answer, what the caller may do. */
export const { useRecord: useContractInquiry } = contractInquiryCalls.record(CALL_PATHS.getContractInquiry);
/** The actOnContractInquiry call: assign (to me), unassign, answer. */
export const useActOnContractInquiry = contractInquiryCalls.change(CALL_PATHS.actOnContractInquiry);
/** The createContractInquiry call: a signed-in member's contract inquiry. */
export const useCreateContractInquiry = changeHook(CALL_PATHS.createContractInquiry, []);
/** The createGuestContractInquiry call: a visitor's contract inquiry (public, rate-limited). */
export const useCreateGuestContractInquiry = changeHook(CALL_PATHS.createGuestContractInquiry, []);
