import {
  calls,
  CONTRACT_INQUIRY_LIMIT_PER_EMAIL,
  CONTRACT_INQUIRY_LIMIT_PER_IP,
  CONTRACT_INQUIRY_WINDOW_MS,
  ZErrorBody,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { byAddress, byLoginEmail, rateLimited } from '../../platform/rate-limit-keys';
import { defineKindRoutes, kindCall, KIND_ERRORS } from '../../platform/kind-routes';
import { defineRoute } from '../../platform/routes';
import {
  actOnContractInquiry,
  CONTRACT_INQUIRY_KIND,
  contractInquiryDetail,
  contractInquiryRecord,
  contractInquiryPrefill,
  createContractInquiry,
  searchContractInquiries,
  type ContractInquiriesContext,
} from './service';

const TAG = 'Contract inquiries';
const errors = KIND_ERRORS;
const manage = { permission: 'contractInquiries.manage' } as const;
const FORM_RULES =
  'Company name, country (a code of the nation list: CIQ1N4007), name, e-mail and telephone (international format, CIQ1N4003) are required (CIQ1N4001), lengths told in characters (CIQ1N4004); privacy consent is required (CIQ1N4005) and so are the other comments (CIQ1N4006, “기타내용을 기재하여 주시기 바랍니다.”). The answer mail is written in the language of the request.';

/**
 * /apis/v1/user/contract-inquiries: contract inquiries. Visitors send them through the public guest
 * call (rate-limited like the non-member inquiry), signed-in members through the member call; provider staff (05, 06) see,
 * assign and answer them. The answers carry personal data: no-store (the platform's default for API answers).
 */
export const contractInquiryRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx: ContractInquiriesContext = { db: deps.db, workflow: app.workflow };

  const guestLimits = rateLimited(
    app.limiter,
    {
      name: 'contract-inquiry-ip',
      max: CONTRACT_INQUIRY_LIMIT_PER_IP,
      windowMs: CONTRACT_INQUIRY_WINDOW_MS,
      key: byAddress(),
      errorCode: 'CIQ1N4290',
    },
    {
      name: 'contract-inquiry-email',
      max: CONTRACT_INQUIRY_LIMIT_PER_EMAIL,
      windowMs: CONTRACT_INQUIRY_WINDOW_MS,
      key: byLoginEmail('email'),
      errorCode: 'CIQ1N4290',
    },
  );

  defineRoute(
    app,
    calls.createGuestContractInquiry,
    {
      preHandler: guestLimits,
      config: { auditAction: 'CONTRACT_INQUIRY_GUEST_CREATE' },
      tags: [TAG],
      summary: 'Send a contract inquiry (visitors, public)',
      description: `${FORM_RULES} At most ${CONTRACT_INQUIRY_LIMIT_PER_EMAIL} per e-mail address and ${CONTRACT_INQUIRY_LIMIT_PER_IP} per client address an hour (CIQ1N4290).`,
      errors: { 400: ZErrorBody, 429: ZErrorBody },
    },
    async (request, reply) => {
      const created = await createContractInquiry(ctx, request.body, request.lang, { ip: request.ip ?? null });
      request.audit = { target: created.inquiryNumber };
      return reply.status(201).send(created);
    },
  );

  defineRoute(
    app,
    calls.createContractInquiry,
    {
      guard: { permission: 'contractInquiries.file', company: 'token' },
      config: { auditAction: 'CONTRACT_INQUIRY_CREATE' },
      tags: [TAG],
      summary: 'Send a contract inquiry (signed-in members)',
      description: `${FORM_RULES} The inquiry is kept with the member and the token’s company.`,
      errors,
    },
    async (request, reply) => {
      const auth = request.auth!;
      const created = await createContractInquiry(ctx, request.body, request.lang, {
        ip: request.ip ?? null,
        member: { userId: auth.userId, companyId: request.company!, roles: auth.roles },
      });
      request.audit = { target: created.inquiryNumber };
      return reply.status(201).send(created);
    },
  );

  defineRoute(
    app,
    calls.getContractInquiryPrefill,
    {
      guard: { permission: 'contractInquiries.file', company: 'token' },
      tags: [TAG],
      summary: 'What a member’s contract inquiry form starts with',
      description: 'The member’s name (as the portal shows it), e-mail and telephone; the token company’s name and country.',
      errors,
    },
    async (request) => contractInquiryPrefill(deps.db, request.auth!, request.lang),
  );

  defineKindRoutes(app, {
    tag: TAG,
    db: deps.db,
    workflow: app.workflow,
    definition: CONTRACT_INQUIRY_KIND,
    idParam: 'inquiryId',
    present: (record, request) => contractInquiryDetail(ctx, record, request.auth!, request.lang),
    guards: { read: manage, write: manage, work: manage },
    audit: 'CONTRACT_INQUIRY',
    auditOf: (d) => ({ target: d.inquiryNumber, detail: { status: d.status } }),
    search: kindCall({
      call: calls.searchContractInquiries,
      summary: 'Contract inquiries (provider staff 05, 06; /admin/contract-inquiry-list)',
      description:
        'Filtered by status (OPEN, ASSIGNED, ANSWERED), text (company, name, e-mail, number), received from/to (Korean calendar dates, inclusive; CIQ1N4008 from after to) and the caller’s own; newest or oldest first. `counts` gives how many are open, assigned and answered, and how many unanswered ones are the caller’s.',
      handle: (request) => searchContractInquiries(ctx, request.auth!, request.body, request.lang),
    }),
    get: kindCall({
      call: calls.getContractInquiry,
      summary: 'A contract inquiry with its answer and what the caller may do (provider staff)',
      description: 'Every field of the form, the assignee, the answer, and `allowedActions`. Errors: CIQ1N4041 unknown.',
      handle: (request) => contractInquiryRecord(ctx, request.auth!, request.params.inquiryId),
    }),
    act: kindCall({
      call: calls.actOnContractInquiry,
      summary: 'Assign, unassign or answer a contract inquiry (provider staff)',
      description:
        '`assign` takes it on (for the caller), `unassign` gives it back, `answer` (with the answer text, at most 4,000 characters) stores the answer and mails it to the writer in their language. With the version the caller saw. Errors: CIQ1N4010 unknown action, CIQ1N4009 empty answer, CIQ1N4004 too long, CIQ1N4041 unknown, CIQ1N4091 already answered, CIQ1N4092 changed by someone else first.',
      handle: (request) =>
        actOnContractInquiry(ctx, request.auth!, request.params.inquiryId, request.params.action, request.body, request.lang),
    }),
  });
};
