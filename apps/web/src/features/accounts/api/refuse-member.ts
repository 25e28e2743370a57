import { CALL_PATHS, type TMemberDecisionResponse, type TRefuseMemberRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** Staff refuse a member awaiting approval, with the reason the member is told (the decision hook is use-member-decision.ts). */
export const refuseMember = (userId: number, body: TRefuseMemberRequest): Promise<TMemberDecisionResponse> =>
  api.call(CALL_PATHS.refuseMember, { params: { userId }, body });
