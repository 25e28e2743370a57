import {
  GUEST_INQUIRY_LIMIT_PER_EMAIL,
  GUEST_INQUIRY_LIMIT_PER_IP,
  GUEST_INQUIRY_WINDOW_MS,
  PROVIDER_ROLES,
  ZErrorBody,
  ZGuestInquiryCreateRequest,
  ZGuestInquiryCreateResponse,
  ZInquiryAnswerRequest,
  ZInquiryCreateRequest,
  ZInquiryDetail,
  ZInquiryIdParams,
  ZInquiryManageSearchRequest,
  ZInquirySearchRequest,
  ZInquirySearchResponse,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { byAddress, byLoginEmail, rateLimited } from '../../platform/rate-limit-keys';
import { kickMail } from '../../platform/services';
import { answerInquiry, createGuestInquiry, createMemberInquiry, inquiryDetail, searchAllInquiries, searchOwnInquiries } from './service';

const TAG = 'Inquiries';
const bearer = [{ bearer: [] }];
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/** /apis/v1/user/inquiries: members' 1:1 inquiries, the non-member inquiry and the staff's answers. */
export const inquiryRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const staffOnly = app.requireRoles(...PROVIDER_ROLES);

  // Anti-abuse limits of the non-member inquiry (the platform's rate limiter): per client address and per e-mail.
  const guestLimits = rateLimited(
    app.limiter,
    { name: 'guest-inquiry-ip', max: GUEST_INQUIRY_LIMIT_PER_IP, windowMs: GUEST_INQUIRY_WINDOW_MS, key: byAddress(), errorCode: 'INQ1N4290' },
    { name: 'guest-inquiry-email', max: GUEST_INQUIRY_LIMIT_PER_EMAIL, windowMs: GUEST_INQUIRY_WINDOW_MS, key: byLoginEmail('writerEmail'), errorCode: 'INQ1N4290' },
  );

  app.post(
    '',
    {
      preHandler: app.requireAuth,
      config: { auditAction: 'INQUIRY_CREATE' },
      schema: {
        tags: [TAG],
        summary: 'File a 1:1 inquiry (member)',
        description:
          'Category code, subject, contents (plain text or HTML, sanitized when stored; lengths counted in bytes) and the UUIDs of files uploaded before. Errors: INQ1N4003 category, INQ1N4005 required item, INQ1N4001/INQ1N4002 too long, FIL1N4041 unknown file.',
        security: bearer,
        body: ZInquiryCreateRequest,
        response: { 200: ZInquiryDetail, ...errors },
      },
    },
    async (request) => {
      const detail = await createMemberInquiry(deps.db, request.auth!, request.body, request.lang, request.ip ?? null);
      request.audit = { target: detail.inquiryId, detail: { categoryCode: detail.categoryCode, files: detail.files.length } };
      return detail;
    },
  );

  app.post(
    '/search',
    {
      preHandler: app.requireAuth,
      config: { readOnly: true },
      schema: {
        tags: [TAG],
        summary: 'My inquiries (/mypage/my-inquiry-list)',
        description: 'The member’s own inquiries in the token’s company, newest or oldest first, filtered by status, categories (joined with |) and subject text.',
        security: bearer,
        body: ZInquirySearchRequest,
        response: { 200: ZInquirySearchResponse, ...errors },
      },
    },
    async (request) => searchOwnInquiries(deps.db, request.auth!, request.body, request.lang),
  );

  app.post(
    '/guest',
    {
      preHandler: guestLimits,
      config: { auditAction: 'INQUIRY_GUEST_CREATE' },
      schema: {
        tags: [TAG],
        summary: 'File a non-member inquiry (public)',
        description: `Writer name, e-mail and telephone in the international format (+82-2-100-1234); the answer is sent by e-mail in mailLanguageCode. At most ${GUEST_INQUIRY_LIMIT_PER_EMAIL} per e-mail address and ${GUEST_INQUIRY_LIMIT_PER_IP} per client address an hour (INQ1N4290). Errors: INQ1N4004 phone format, INQ1N4003, INQ1N4005, INQ1N4001, INQ1N4002.`,
        body: ZGuestInquiryCreateRequest,
        response: { 200: ZGuestInquiryCreateResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      const created = await createGuestInquiry(deps.db, request.body, request.lang, request.ip ?? null);
      request.audit = { target: created.inquiryId };
      return created;
    },
  );

  app.post(
    '/manage/search',
    {
      preHandler: staffOnly,
      config: { readOnly: true },
      schema: {
        tags: [TAG],
        summary: 'Every inquiry (provider staff 05, 06)',
        description: 'Members’ and visitors’ inquiries, filtered by status, writer kind, company, categories and subject text.',
        security: bearer,
        body: ZInquiryManageSearchRequest,
        response: { 200: ZInquirySearchResponse, ...errors },
      },
    },
    async (request) => searchAllInquiries(deps.db, request.body, request.lang),
  );

  app.get(
    '/:inquiryId',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: [TAG],
        summary: 'An inquiry with its answer',
        description: 'For its writer in the company it was filed for, and for provider staff; anyone else gets INQ1N4041.',
        security: bearer,
        params: ZInquiryIdParams,
        response: { 200: ZInquiryDetail, ...errors },
      },
    },
    async (request) => inquiryDetail(deps.db, request.auth!, request.params.inquiryId, request.lang),
  );

  app.put(
    '/:inquiryId/answer',
    {
      preHandler: staffOnly,
      config: { auditAction: 'INQUIRY_ANSWER' },
      schema: {
        tags: [TAG],
        summary: 'Answer an inquiry (provider staff 05, 06)',
        description:
          'Stores the answer (sanitized HTML) with optional attachments and mails the writer in their language. Errors: INQ1N4006 empty, INQ1N4002 too long, INQ1N4041 unknown, INQ1N4091 already answered.',
        security: bearer,
        params: ZInquiryIdParams,
        body: ZInquiryAnswerRequest,
        response: { 200: ZInquiryDetail, ...errors },
      },
    },
    async (request) => {
      const detail = await answerInquiry(deps.db, deps.config, request.auth!, request.params.inquiryId, request.body, request.lang);
      request.audit = { target: detail.inquiryId, detail: { files: detail.answerFiles.length } };
      kickMail(app);
      return detail;
    },
  );
};
