import { CALL_PATHS, type TPolicyCode, type TPolicyDraftUpdate } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAcknowledgePolicy, useUserPolicies } from '../../../components/policy-hold-banner';

/** The cache keys of the policies: `['policies', ...]`. */
export const POLICIES_KEY = ['policies'] as const;

/** listAdminPolicies: every version, drafts included (the provider administrator). */
export const useAdminPolicies = () =>
  useQuery({ queryKey: [...POLICIES_KEY, 'admin'], queryFn: ({ signal }) => api.call(CALL_PATHS.listAdminPolicies, { signal }) });

/** getAdminPolicy: a version with its clauses. */
export const useAdminPolicy = (policyId: number) =>
  useQuery({
    queryKey: [...POLICIES_KEY, 'admin', policyId],
    queryFn: ({ signal }) => api.call(CALL_PATHS.getAdminPolicy, { params: { policyId }, signal }),
  });

/** getAdminPolicyDiff: the draft against the version in force (read when asked: the preview). */
export const useAdminPolicyDiff = (policyId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...POLICIES_KEY, 'admin', policyId, 'diff'],
    queryFn: ({ signal }) => api.call(CALL_PATHS.getAdminPolicyDiff, { params: { policyId }, signal }),
    enabled,
  });

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: POLICIES_KEY });
};

/** createPolicyDraft: a draft of a policy from its newest published version. */
export const useCreatePolicyDraft = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (classificationCode: TPolicyCode) => api.call(CALL_PATHS.createPolicyDraft, { body: { classificationCode }, silent: true }),
    onSuccess: invalidate,
  });
};

/** updatePolicyDraft: saves a draft. */
export const useUpdatePolicyDraft = (policyId: number) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TPolicyDraftUpdate) => api.call(CALL_PATHS.updatePolicyDraft, { params: { policyId }, body, silent: true }),
    onSuccess: invalidate,
  });
};

/** publishPolicy: publishes a draft (irreversible). */
export const usePublishPolicy = (policyId: number) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.call(CALL_PATHS.publishPolicy, { params: { policyId }, silent: true }),
    onSuccess: invalidate,
  });
};

/** listUserPolicies and acknowledgePolicy: the kit's (the banner on the other areas' screens uses them too). */
export { useAcknowledgePolicy, useUserPolicies };

/** getUserPolicyDiff: a published version against the one before it, with the company's impact. */
export const useUserPolicyDiff = (policyId: number) =>
  useQuery({
    queryKey: [...POLICIES_KEY, 'user', policyId],
    queryFn: ({ signal }) => api.call(CALL_PATHS.getUserPolicyDiff, { params: { policyId }, signal }),
  });
