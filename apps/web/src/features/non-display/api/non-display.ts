import { CALL_PATHS } from '@portal/contract';
import { kindCalls } from '../../../lib/request-queries';

/** The non-display declarations' calls, under the keys `['non-display', ...]`. */
const declarationCalls = kindCalls('non-display', 'declarationId');

/** The searchNonDisplayReports call: the company's declarations, or every company's for provider staff. */
export const { useSearch: useNonDisplayReports } = declarationCalls.search(CALL_PATHS.searchNonDisplayReports);
/** The getNonDisplayReport call: a declaration with its fees, warnings and what the caller may do now. */
export const { useRecord: useNonDisplayReport } = declarationCalls.record(CALL_PATHS.getNonDisplayReport);
/** The getNonDisplayReportVersions call: every version of a declaration with its content, oldest first. */
export const { useRecord: useNonDisplayReportVersions } = declarationCalls.versions(CALL_PATHS.getNonDisplayReportVersions);
/** The createNonDisplayReport call: a draft declaration for an order form of the company. */
export const useCreateNonDisplayReport = declarationCalls.change(CALL_PATHS.createNonDisplayReport);
/** The updateNonDisplayReport call: saves the fields with the version the caller saw. */
export const useUpdateNonDisplayReport = declarationCalls.change(CALL_PATHS.updateNonDisplayReport);
/** The actOnNonDisplayReport call: one transition; an order's submission depends on its declaration, so orders are read again. */
export const useActOnNonDisplayReport = declarationCalls.change(CALL_PATHS.actOnNonDisplayReport, [['orders']]);
