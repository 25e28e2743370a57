import { CALL_PATHS, type TNonDisplayDetail, type TNonDisplayUpdateRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { DECLARATION_DETAIL_KEY } from './get-non-display-report';
import { DECLARATION_VERSIONS_KEY } from './get-non-display-report-versions';
import { DECLARATIONS_KEY } from './search-non-display-reports';

/** The updateNonDisplayReport call: saves the fields with the version the caller saw. */
export const updateNonDisplayReport = (declarationId: number, body: TNonDisplayUpdateRequest): Promise<TNonDisplayDetail> =>
  api.call(CALL_PATHS.updateNonDisplayReport, { params: { declarationId }, body, silent: true });
export const useUpdateNonDisplayReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ declarationId, body }: { declarationId: number; body: TNonDisplayUpdateRequest }) =>
      updateNonDisplayReport(declarationId, body),
    onSuccess: (d) => {
      client.setQueryData([...DECLARATION_DETAIL_KEY, d.declarationId], d);
      return Promise.all([DECLARATIONS_KEY, DECLARATION_VERSIONS_KEY].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
};
