import { CALL_PATHS, type TOtherReportAction, type TOtherReportDetail, type TWorkflowActionRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { REPORTED_ITEMS_KEY } from './get-contract-reported-items';
import { OTHER_REPORT_DETAIL_KEY } from './get-other-report';
import { OTHER_REPORT_VERSIONS_KEY } from './get-other-report-versions';
import { OTHER_REPORTS_KEY } from './search-other-reports';

/** The actOnOtherReport call: one transition of a change (receive, approve, reject, cancel). */
export const actOnOtherReport = (
  requestId: number,
  action: TOtherReportAction,
  body: TWorkflowActionRequest,
): Promise<TOtherReportDetail> => api.call(CALL_PATHS.actOnOtherReport, { params: { requestId, action }, body, silent: true });
export const useActOnOtherReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, action, body }: { requestId: number; action: TOtherReportAction; body: TWorkflowActionRequest }) =>
      actOnOtherReport(requestId, action, body),
    onSuccess: (report) => {
      client.setQueryData([...OTHER_REPORT_DETAIL_KEY, report.requestId], report);
      // The work queue lists changes waiting for the desk: read again too.
      return Promise.all(
        [OTHER_REPORTS_KEY, OTHER_REPORT_VERSIONS_KEY, REPORTED_ITEMS_KEY, ['work-queue']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
};
