import { CALL_PATHS, type TNonDisplayCreateRequest, type TNonDisplayDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { DECLARATION_DETAIL_KEY } from './get-non-display-report';
import { DECLARATIONS_KEY } from './search-non-display-reports';

/** The createNonDisplayReport call: a draft declaration for an order form of the company. */
export const createNonDisplayReport = (body: TNonDisplayCreateRequest): Promise<TNonDisplayDetail> =>
  api.call(CALL_PATHS.createNonDisplayReport, { body, silent: true });
export const useCreateNonDisplayReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createNonDisplayReport,
    onSuccess: (d) => {
      client.setQueryData([...DECLARATION_DETAIL_KEY, d.declarationId], d);
      return client.invalidateQueries({ queryKey: DECLARATIONS_KEY });
    },
  });
};
