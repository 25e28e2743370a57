import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/routes';
import {
  acknowledgePolicy,
  adminPolicies,
  adminPolicy,
  adminPolicyDiff,
  createPolicyDraft,
  publishPolicy,
  updatePolicyDraft,
  userPolicies,
  userPolicyDiff,
} from './service';

const TAG = 'Policies';
const manage = { permission: 'policies.manage' } as const;
const read = { permission: 'policies.read' } as const;
const DIFF =
  'Clauses are matched by number: added, removed, changed or same, in the newer version’s order with removed clauses where they stood; each title and text (Korean and English) as runs of unchanged, inserted and deleted words.';

/**
 * /apis/v1/admin/policies (the provider administrator: drafts, previews, publishes) and /apis/v1/user/policies (members:
 * the published versions, their diffs, the acknowledgement of a material version). Decision 084.
 */
export const policyRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  defineRoute(
    app,
    calls.listAdminPolicies,
    {
      guard: manage,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Every version of the policies and the price list, drafts included (/admin/policy-list)',
      description: 'Terms (01_01), personal-information policy (01_02), data policy (01_04), price list (01_05); newest first per policy.',
      errors: { 401: ZErrorBody, 403: ZErrorBody },
    },
    async (request) => adminPolicies(db, request.lang),
  );

  defineRoute(
    app,
    calls.createPolicyDraft,
    {
      guard: manage,
      config: { auditAction: 'POLICY_DRAFT' },
      tags: [TAG],
      summary: 'Start a draft of a policy from its newest published version',
      description: 'Numbered next; one draft per policy at a time (POL1N4092).',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody },
    },
    async (request, reply) => {
      const version = await createPolicyDraft(db, request.body.classificationCode, request.lang);
      request.audit = {
        target: version.policyId,
        detail: { classificationCode: version.classificationCode, versionNo: version.versionNo },
      };
      reply.code(201);
      return version;
    },
  );

  defineRoute(
    app,
    calls.getAdminPolicy,
    {
      guard: manage,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'A version with its clauses (/admin/policy/:policyId/policy-edit)',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => adminPolicy(db, request.params.policyId, request.lang),
  );

  defineRoute(
    app,
    calls.updatePolicyDraft,
    {
      guard: manage,
      config: { auditAction: 'POLICY_DRAFT_SAVE' },
      tags: [TAG],
      summary: 'Save a draft: subject, effective date, material or not, clauses',
      description:
        'Errors: POL1N4002 a clause number not like 1 or 3.1, POL1N4003 a number used twice, POL1N4004 a date before the version in force’s, POL1N4091 already published.',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
    },
    async (request) => {
      const version = await updatePolicyDraft(db, request.params.policyId, request.body, request.lang);
      request.audit = { target: version.policyId, detail: { materialYn: version.materialYn, effectiveDate: version.effectiveDate } };
      return version;
    },
  );

  defineRoute(
    app,
    calls.getAdminPolicyDiff,
    {
      guard: manage,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Preview the diff of a version against the version in force',
      description: DIFF,
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => adminPolicyDiff(db, request.params.policyId, request.lang),
  );

  defineRoute(
    app,
    calls.publishPolicy,
    {
      guard: manage,
      config: { auditAction: 'POLICY_PUBLISH' },
      tags: [TAG],
      summary: 'Publish a draft (irreversible)',
      description:
        'Once: a published version answers POL1N4091. Fixes the SHA-256 of the canonical clauses and renders the HTML bodies. A material version holds each company’s submissions (orders, non-display declarations, monthly reports: POL1N4093) from its effective date until a member acknowledges it.',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
    },
    async (request) => {
      const version = await publishPolicy(db, request.auth!, request.params.policyId, request.lang);
      request.audit = { target: version.policyId, detail: { sha256: version.sha256, materialYn: version.materialYn } };
      return version;
    },
  );

  defineRoute(
    app,
    calls.listUserPolicies,
    {
      guard: read,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The published versions, what holds the company and its acknowledgements (/policy/policy-list)',
      errors: { 401: ZErrorBody, 403: ZErrorBody },
    },
    async (request) => userPolicies(db, request.auth!, request.lang),
  );

  defineRoute(
    app,
    calls.getUserPolicyDiff,
    {
      guard: read,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The diff of a published version against the one before it, with what changed for the company',
      description: `${DIFF} impact: the products and tiers of the company’s contracts in use today that a changed clause names. A draft answers POL1N4041.`,
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => userPolicyDiff(db, request.auth!, request.params.policyId, request.lang),
  );

  defineRoute(
    app,
    calls.acknowledgePolicy,
    {
      guard: { permission: 'policies.acknowledge' },
      config: { auditAction: 'POLICY_ACKNOWLEDGE' },
      tags: [TAG],
      summary: 'Acknowledge a published version for the company (customer members)',
      description: 'Records who, when and the version’s SHA-256 in the agreement history; again answers the recorded one.',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
    },
    async (request, reply) => {
      const ack = await acknowledgePolicy(db, request.auth!, request.params.policyId, request.lang);
      request.audit = { target: ack.policyId, detail: { sha256: ack.sha256 } };
      reply.code(201);
      return ack;
    },
  );
};
