import { calls, GUEST_INQUIRY_LIMIT_PER_EMAIL, GUEST_INQUIRY_LIMIT_PER_IP, GUEST_INQUIRY_WINDOW_MS, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { byAddress, byLoginEmail, rateLimited } from '../../platform/rate-limit-keys';
import { kickMail } from '../../platform/services';
import { answerInquiry, createGuestInquiry, createMemberInquiry, inquiryDetail, searchAllInquiries, searchOwnInquiries } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Inquiries';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** /apis/v1/user/inquiries: members' 1:1 inquiries, the non-member inquiry and the staff's answers. */
export const inquiryRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // Anti-abuse limits of the non-member inquiry (the platform's rate limiter): per client address and per e-mail.
  const guestLimits = rateLimited(
    app.limiter,
    {
      name: 'guest-inquiry-ip',
      max: GUEST_INQUIRY_LIMIT_PER_IP,
      windowMs: GUEST_INQUIRY_WINDOW_MS,
      key: byAddress(),
      errorCode: 'INQ1N4290',
    },
    {
      name: 'guest-inquiry-email',
      max: GUEST_INQUIRY_LIMIT_PER_EMAIL,
      windowMs: GUEST_INQUIRY_WINDOW_MS,
      key: byLoginEmail('writerEmail'),
      errorCode: 'INQ1N4290',
    },
  );

  defineRoute(
    app,
    calls.createInquiry,
    {
      guard: { permission: 'inquiries.file' },
      config: { auditAction: 'INQUIRY_CREATE' },
      tags: [TAG],
      summary: 'File a 1:1 inquiry (member)',
      description:
        'Category code, subject, contents (plain text or HTML, sanitized when stored; lengths counted in bytes) and the UUIDs of files uploaded before. Errors: INQ1N4003 category, INQ1N4005 required item, INQ1N4001/INQ1N4002 too long, FIL1N4041 unknown file.',
      errors,
    },
    async (request) => {
      const detail = await createMemberInquiry(deps.db, request.auth!, request.body, request.lang, request.ip ?? null);
      request.audit = { target: detail.inquiryId, detail: { categoryCode: detail.categoryCode, files: detail.files.length } };
      return detail;
    },
  );

  defineRoute(
    app,
    calls.searchMyInquiries,
    {
      guard: { permission: 'inquiries.file' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'My inquiries (/mypage/my-inquiry-list)',
      description:
        'The member’s own inquiries in the token’s company, newest or oldest first, filtered by status, categories (joined with |) and subject text.',
      errors,
    },
    async (request) => searchOwnInquiries(deps.db, request.auth!, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.createGuestInquiry,
    {
      preHandler: guestLimits,
      config: { auditAction: 'INQUIRY_GUEST_CREATE' },
      tags: [TAG],
      summary: 'File a non-member inquiry (public)',
      description: `Writer name, e-mail and telephone in the international format (+82-2-100-1234); the answer is sent by e-mail in mailLanguageCode. At most ${GUEST_INQUIRY_LIMIT_PER_EMAIL} per e-mail address and ${GUEST_INQUIRY_LIMIT_PER_IP} per client address an hour (INQ1N4290). Errors: INQ1N4004 phone format, INQ1N4003, INQ1N4005, INQ1N4001, INQ1N4002.`,
      errors: { 400: ZErrorBody, 429: ZErrorBody },
    },
    async (request) => {
      const created = await createGuestInquiry(deps.db, request.body, request.lang, request.ip ?? null);
      request.audit = { target: created.inquiryId };
      return created;
    },
  );

  defineRoute(
    app,
    calls.searchAllInquiries,
    {
      guard: { permission: 'inquiries.manage' },
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Every inquiry (provider staff 05, 06)',
      description: 'Members’ and visitors’ inquiries, filtered by status, writer kind, company, categories and subject text.',
      errors,
    },
    async (request) => searchAllInquiries(deps.db, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.getInquiry,
    {
      guard: 'signed-in',
      tags: [TAG],
      summary: 'An inquiry with its answer',
      description: 'For its writer in the company it was filed for, and for provider staff; anyone else gets INQ1N4041.',
      errors,
    },
    async (request) => inquiryDetail(deps.db, request.auth!, request.params.inquiryId, request.lang),
  );

  defineRoute(
    app,
    calls.answerInquiry,
    {
      guard: { permission: 'inquiries.manage' },
      config: { auditAction: 'INQUIRY_ANSWER' },
      tags: [TAG],
      summary: 'Answer an inquiry (provider staff 05, 06)',
      description:
        'Stores the answer (sanitized HTML) with optional attachments and mails the writer in their language. Errors: INQ1N4006 empty, INQ1N4002 too long, INQ1N4041 unknown, INQ1N4091 already answered.',
      errors,
    },
    async (request) => {
      const detail = await answerInquiry(deps.db, deps.config, request.auth!, request.params.inquiryId, request.body, request.lang);
      request.audit = { target: detail.inquiryId, detail: { files: detail.answerFiles.length } };
      kickMail(app);
      return detail;
    },
  );
};
