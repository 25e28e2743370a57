import { CALL_PATHS } from '@portal/contract';
import { kindCalls } from '../../../lib/request-queries';
import { api } from '../../../lib/api';

/** The bill disputes' calls, under the keys `['billing-disputes', ...]`. */
const disputeCalls = kindCalls('billing-disputes', 'disputeId');
/** After a decision the bills (an accepted credit is a line of the next one) are read again too. */
const REFRESH = [['user-billing']];

/** searchBillingDisputes: a customer's company's disputes, or every company's for provider staff. */
export const { useSearch: useBillingDisputes } = disputeCalls.search(CALL_PATHS.searchBillingDisputes);
/** getBillingDispute: a dispute with its evidence and what the caller may do now. */
export const { useRecord: useBillingDispute } = disputeCalls.record(CALL_PATHS.getBillingDispute);
/** getBillingDisputeVersions: every version (creation, decision) with its content then. */
export const { useRecord: useBillingDisputeVersions } = disputeCalls.versions(CALL_PATHS.getBillingDisputeVersions);
/** actOnBillingDispute: accept (with the amount), reject, withdraw. */
export const useActOnBillingDispute = disputeCalls.change(CALL_PATHS.actOnBillingDispute, REFRESH);

/** The downloadBillingDisputeEvidence call: one evidence file of a dispute, as bytes. */
export const downloadEvidence = (disputeId: number, fileUUID: string): Promise<Blob> =>
  api.call(CALL_PATHS.downloadBillingDisputeEvidence, { params: { disputeId, fileUUID }, blob: true });
