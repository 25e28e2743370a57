import { CALL_PATHS } from '@portal/contract';
import { kindCalls, recordQuery } from '../../../lib/request-queries';

/** The changes of other reported items: their calls, under the keys `['other-reports', ...]`. */
const otherReportCalls = kindCalls('other-reports', 'requestId');
/** The cache key of every contract's current reported items (a change reads them again). */
const REPORTED_ITEMS_KEY = [...otherReportCalls.keys.all, 'items'] as const;

/** The searchOtherReports call: the company's changes of reported items (provider staff: every company's). */
export const { useSearch: useOtherReports } = otherReportCalls.search(CALL_PATHS.searchOtherReports);
/** The getOtherReport call: a change with what the caller may do now. */
export const { useRecord: useOtherReport } = otherReportCalls.record(CALL_PATHS.getOtherReport);
/** The getOtherReportVersions call: the creation and each transition of a change, with its content then. */
export const { useRecord: useOtherReportVersions } = otherReportCalls.versions(CALL_PATHS.getOtherReportVersions);
/** The getContractReportedItems call: each item's current value and its open change. */
export const { useRecord: useContractReportedItems } = recordQuery(CALL_PATHS.getContractReportedItems, REPORTED_ITEMS_KEY, 'contractId');
/** The createOtherReport call: a change of one item (a contact is applied at once, the rest wait for approval). */
export const useCreateOtherReport = otherReportCalls.change(CALL_PATHS.createOtherReport, [REPORTED_ITEMS_KEY]);
/** The actOnOtherReport call: one transition of a change; the work queue lists changes waiting for the desk, read again too. */
export const useActOnOtherReport = otherReportCalls.change(CALL_PATHS.actOnOtherReport, [REPORTED_ITEMS_KEY, ['work-queue']]);
