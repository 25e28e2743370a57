import { CALL_PATHS, type TBillDisputeLines, type TBillingDisputeCreateRequest, type TBillingDisputeDetail } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { BILLING_DISPUTES_KEY } from '../../../lib/calls/billing-disputes';

/** The cache key of what each line of a bill allows (the bill's "Dispute this line"). */
export const BILL_DISPUTE_LINES_KEY = ['user-billing', 'dispute-lines'] as const;

/** The getBillDisputeLines call: per line of the company's bill of a month, may it be disputed now, and why not. */
export const getBillDisputeLines = (month: string, signal?: AbortSignal): Promise<TBillDisputeLines> =>
  api.call(CALL_PATHS.getBillDisputeLines, { query: { billingMonth: month }, signal, silent: true });
export const useBillDisputeLines = (month: string, enabled: boolean) =>
  useQuery({ queryKey: [...BILL_DISPUTE_LINES_KEY, month], queryFn: ({ signal }) => getBillDisputeLines(month, signal), enabled });

/** The createBillingDispute call (silent: the dialog shows the error); the lines and the disputes' lists are read again. */
export const useCreateBillingDispute = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBillingDisputeCreateRequest): Promise<TBillingDisputeDetail> =>
      api.call(CALL_PATHS.createBillingDispute, { body, silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: BILL_DISPUTE_LINES_KEY });
      void client.invalidateQueries({ queryKey: BILLING_DISPUTES_KEY });
    },
  });
};
