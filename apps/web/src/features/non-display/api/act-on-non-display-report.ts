import { CALL_PATHS, type TNonDisplayAction, type TNonDisplayDetail, type TWorkflowActionRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { DECLARATION_DETAIL_KEY } from './get-non-display-report';
import { DECLARATION_VERSIONS_KEY } from './get-non-display-report-versions';
import { DECLARATIONS_KEY } from './search-non-display-reports';

/** The actOnNonDisplayReport call: one transition of the declaration's workflow. */
export const actOnNonDisplayReport = (
  declarationId: number,
  action: TNonDisplayAction,
  body: TWorkflowActionRequest,
): Promise<TNonDisplayDetail> => api.call(CALL_PATHS.actOnNonDisplayReport, { params: { declarationId, action }, body, silent: true });
export const useActOnNonDisplayReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ declarationId, action, body }: { declarationId: number; action: TNonDisplayAction; body: TWorkflowActionRequest }) =>
      actOnNonDisplayReport(declarationId, action, body),
    onSuccess: (d) => {
      client.setQueryData([...DECLARATION_DETAIL_KEY, d.declarationId], d);
      // An order's submission depends on its declaration: the orders are read again too.
      return Promise.all(
        [DECLARATIONS_KEY, DECLARATION_VERSIONS_KEY, ['orders']].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
};
