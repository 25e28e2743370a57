import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { buildApprovalTemplate, buildTemplate } from './service';
import { defineRoute } from '../../platform/routes';

const TAG = 'Templates';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };

/** /apis/v1/common/template: document templates filled with data, for signed-in members. */
export const templateRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  defineRoute(
    app,
    calls.buildTemplate,
    {
      guard: 'signed-in',
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Build a document template with data',
      description:
        'Fills the named document template (names under "document." or "approval-type.") in the language asked (default: the request’s; the other language when missing) and answers the HTML. Every data value is HTML-escaped. Errors: TPL1N4041 unknown template, TPL1N4001 data too large.',
      errors,
    },
    async (request) => buildTemplate(deps.db, request.body.templateName, request.body.languageTypeCode, request.body.data, request.lang),
  );

  defineRoute(
    app,
    calls.getApprovalTypeTemplate,
    {
      guard: 'signed-in',
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The template of an approval type',
      description:
        'Approval types: 01 order form, 02 contract, 03 suspension, 04 non-display usage declaration, 05 monthly usage report. The data fills the template; values are escaped.',
      errors,
    },
    async (request) =>
      buildApprovalTemplate(deps.db, request.body.approvalTypeCode, request.body.languageTypeCode, request.body.data, request.lang),
  );
};
