import { ACCOUNT_PATHS, type TMemberDecisionResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** Staff approve a member awaiting approval (the decision hook is use-member-decision.ts). */
export const approveMember = (userId: number) => api.post<TMemberDecisionResponse>(ACCOUNT_PATHS.staffApprove(userId), {});
