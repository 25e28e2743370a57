import { CALL_PATHS, type TMemberDecisionResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** Staff approve a member awaiting approval (the decision hook is use-member-decision.ts). */
export const approveMember = (userId: number): Promise<TMemberDecisionResponse> =>
  api.call(CALL_PATHS.approveMember, { params: { userId }, body: {} });
