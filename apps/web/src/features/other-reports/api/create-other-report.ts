import { CALL_PATHS, type TOtherReportCreateRequest, type TOtherReportDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { OTHER_REPORT_DETAIL_KEY } from './get-other-report';
import { REPORTED_ITEMS_KEY } from './get-contract-reported-items';
import { OTHER_REPORTS_KEY } from './search-other-reports';

/** The createOtherReport call: a change of one item (a contact is applied at once, the rest wait for approval). */
export const createOtherReport = (body: TOtherReportCreateRequest): Promise<TOtherReportDetail> =>
  api.call(CALL_PATHS.createOtherReport, { body, silent: true });
export const useCreateOtherReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOtherReport,
    onSuccess: (report) => {
      client.setQueryData([...OTHER_REPORT_DETAIL_KEY, report.requestId], report);
      return Promise.all([OTHER_REPORTS_KEY, REPORTED_ITEMS_KEY].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
};
