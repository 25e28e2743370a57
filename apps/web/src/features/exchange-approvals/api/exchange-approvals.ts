import {
  CALL_PATHS,
  type TExchangeApprovalDetail,
  type TExchangeApproveAllRequest,
  type TExchangeApproveAllResponse,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../components/download/save-blob';
import { EXCHANGE_RESULT_KEY } from '../../../components/exchange-result/exchange-result-panel';
import { api } from '../../../lib/api';
import { recordQuery } from '../../../lib/request-queries';
import { EXCHANGE_APPROVALS_KEY, EXCHANGE_APPROVALS_LIST_KEY } from './search-exchange-approvals';

export { EXCHANGE_APPROVALS_KEY, useExchangeApprovals } from './search-exchange-approvals';

const DETAIL_KEY = [...EXCHANGE_APPROVALS_KEY, 'detail'] as const;

/** getExchangeApproval: an item with its document's summary, attachments, history and the reviewer's decisions. */
export const { useRecord: useExchangeApproval } = recordQuery(CALL_PATHS.getExchangeApproval, DETAIL_KEY, 'approvalId');

/** approveExchangeApproval / rejectExchangeApproval (silent: the action bar's dialog shows the error). */
export const useDecideExchangeApproval = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      approvalId,
      decision,
      version,
      message,
    }: {
      approvalId: number;
      decision: 'approve' | 'reject';
      version: number;
      message?: string;
    }) =>
      decision === 'approve'
        ? api.call(CALL_PATHS.approveExchangeApproval, {
            params: { approvalId },
            body: { version, ...(message ? { message } : {}) },
            silent: true,
          })
        : api.call(CALL_PATHS.rejectExchangeApproval, {
            params: { approvalId },
            body: { version, ...(message ? { message } : {}) },
            silent: true,
          }),
    onSuccess: async (detail: TExchangeApprovalDetail) => {
      client.setQueryData([...DETAIL_KEY, detail.approvalId], detail);
      await Promise.all(
        [EXCHANGE_APPROVALS_LIST_KEY, EXCHANGE_RESULT_KEY, ['notifications']].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
};

/** approveAllExchangeApprovals: every selected item at once, all or none (silent: the page says what happened). */
export const useApproveAll = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TExchangeApproveAllRequest): Promise<TExchangeApproveAllResponse> =>
      api.call(CALL_PATHS.approveAllExchangeApprovals, { body, silent: true }),
    onSettled: () => Promise.all([EXCHANGE_APPROVALS_KEY, EXCHANGE_RESULT_KEY].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
};

/** downloadExchangeApprovalFile: an attachment of the item's document, saved under its name (the call needs the token). */
export async function downloadExchangeFile(approvalId: number, fileUUID: string, fileName: string): Promise<void> {
  const blob = await api.call(CALL_PATHS.downloadExchangeApprovalFile, { params: { approvalId, fileUUID }, blob: true });
  saveBlob(blob, fileName);
}
