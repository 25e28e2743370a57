import { calls, STAFF_EXPORT_CONTENT_TYPE, ZErrorBody, type TPermission } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { RouteGuard } from '../../platform/guard';
import { defineRoute } from '../../platform/routes';
import { kickMail as kickMailOf } from '../../platform/services';
import { findStaff, liveCompany, presentCompany } from '../identity';
import { contentDisposition } from '../files';
import { exportFileName, writeStaffWorkbook } from './export';
import { changeCompanyAdmin, invite, presentStaff, removeStaff, searchStaff } from './service';

const TAG = 'Company staff';
/** Members work on their token's company; provider staff (05, 06) on the company they name. Another company: STF1N4031. */
const companyStaff = (permission: TPermission): RouteGuard => ({ permission, company: 'body-or-token', companyRefusal: 'STF1N4031' });
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * /apis/v1/user/staff: the staff of the token's company (/mypage/manager-list). Members act on their
 * token's company; provider staff (05, 06) name the company. Every change is audited.
 */
export const staffRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const kickMail = () => kickMailOf(app);

  defineRoute(
    app,
    calls.searchStaff,
    {
      guard: companyStaff('staff.read'),
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Staff of the company',
      description:
        'Members of the company (not removed) with status, registration and approval dates and last sign-in; search in name, e-mail and department, status filter (codes joined with |), sort and page sizes 10/50/100. Errors: STF1N4031 another company.',
      errors,
    },
    async (request) => {
      const companyId = request.company!;
      return searchStaff(deps.db, companyId, request.body, request.lang);
    },
  );

  for (const [call, kind, summary] of [
    [calls.inviteStaff, 'MEMBER', 'Invite a member (mail leading to invitation-based registration)'],
    [calls.inviteSubscriber, 'SUBSCRIBER', 'Invite a newsletter subscriber (mail leading to /news-letter-confirm)'],
  ] as const) {
    defineRoute(
      app,
      call,
      {
        guard: companyStaff('staff.manage'),
        config: { auditAction: kind === 'MEMBER' ? 'STAFF_INVITE_MEMBER' : 'STAFF_INVITE_SUBSCRIBER' },
        tags: [TAG],
        summary,
        description:
          'The mail goes through the outbox in the invitee’s mail language (default: the request’s language). Errors: STF1N4091 already a member, STF1N4093 already subscribed, STF1N4092 invitation pending, STF1N4031 another company.',
        errors,
      },
      async (request) => {
        const companyId = request.company!;
        const result = await invite(deps.db, deps.config, request.auth!, companyId, kind, request.body, request.lang);
        request.audit = {
          target: result.invitationId,
          companyId,
          detail: { kind, email: result.email, mailLanguageCode: result.mailLanguageCode },
        };
        kickMail();
        return result;
      },
    );
  }

  defineRoute(
    app,
    calls.deleteStaff,
    {
      guard: companyStaff('staff.manage'),
      config: { auditAction: 'STAFF_DELETE' },
      tags: [TAG],
      summary: 'Delete a member from the company (reason required)',
      description:
        'The membership becomes REMOVED and the member’s tokens for this company stop working at once; the member may return by verifying the e-mail again. Errors: STF1N4001 no reason, STF1N4002 oneself, STF1N4041 not staff of the company, STF1N4031 another company.',
      errors,
    },
    async (request) => {
      const companyId = request.company!;
      const { reason, ...result } = await removeStaff(deps.db, request.auth!, companyId, request.params.userId, request.body?.reason);
      app.sessions.invalidateUser(result.userId);
      request.audit = { target: result.userId, companyId, detail: { reason } };
      return result;
    },
  );

  defineRoute(
    app,
    calls.setCompanyAdmin,
    {
      guard: companyStaff('companyAdmins.designate'),
      // A security event (decision 086): logged on every outcome, audited when done.
      config: { securityEvent: 'COMPANY_ADMIN_CHANGE' },
      tags: [TAG],
      summary: 'Make a member the company administrator, or revoke it',
      description:
        "The company administrator (role 03, decision 086) of the token's company, or the provider administrator (06) for the company named in the body. Only an active member can be made administrator; a company keeps at least one administrator once it has one (the last one cannot be revoked, also under concurrent changes). The member's token carries the role from its next renewal; a revocation applies at once. Errors: STF1N4041 not staff of the company, STF1N4094 the last administrator, STF1N4095 not an active member, STF1N4031 another company.",
      errors,
    },
    async (request) => {
      const companyId = request.company!;
      const { companyAdmin } = request.body;
      const result = await changeCompanyAdmin(deps.db, companyId, request.params.userId, companyAdmin);
      app.sessions.invalidateUser(result.userId);
      request.audit = {
        action: companyAdmin ? 'COMPANY_ADMIN_GRANT' : 'COMPANY_ADMIN_REVOKE',
        target: result.userId,
        companyId,
        detail: { companyAdmin, changed: result.changed },
      };
      return { userId: result.userId, companyId, companyAdmin };
    },
  );

  defineRoute(
    app,
    calls.exportStaff,
    {
      guard: companyStaff('staff.read'),
      config: { auditAction: 'STAFF_EXPORT' },
      tags: [TAG],
      summary: 'Export the selected staff to an Excel file',
      description:
        'An .xlsx of the selected rows (ids not on the company’s staff are left out), headers and values in the request’s language; cells that a spreadsheet would read as formulas keep their value and are marked as text (quote-prefix style); times in Korea time with the zone. Errors: STF1N4003 nothing selected, STF1N4031 another company.',
      errors,
    },
    async (request, reply) => {
      const companyId = request.company!;
      const ids = [...new Set(request.body.userIds)];
      if (!ids.length) throw new AppError('STF1N4003');
      const { rows } = await findStaff(deps.db, { companyId, userIds: ids, sortBy: 'name', descending: false });
      if (!rows.length) throw new AppError('STF1N4003');
      const company = await liveCompany(deps.db, companyId);
      const companyName = company ? presentCompany(company, request.lang).companyName : '';
      // The workbook streams to the answer as it is written (the platform's spreadsheet writer).
      const body = new PassThrough();
      writeStaffWorkbook(
        body,
        rows.map((r) => presentStaff(r, request.lang)),
        companyName,
        request.lang,
      ).catch((err) => body.destroy(err));
      request.audit = { target: companyId, companyId, detail: { userIds: rows.map((r) => r.userId) } };
      return reply
        .header('content-type', STAFF_EXPORT_CONTENT_TYPE)
        .header('content-disposition', contentDisposition('attachment', exportFileName(request.lang), exportFileName('en')))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
