import { ACCOUNT_PATHS, type TMemberDecisionResponse, type TRefuseMemberRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** Staff refuse a member awaiting approval, with the reason the member is told (the decision hook is use-member-decision.ts). */
export const refuseMember = (userId: number, body: TRefuseMemberRequest) => api.post<TMemberDecisionResponse>(ACCOUNT_PATHS.staffRefuse(userId), body);
