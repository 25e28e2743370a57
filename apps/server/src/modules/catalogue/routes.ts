import { calls, PRODUCT_SEARCH_MAX_CHARS, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { companyOf } from '../../platform/guard';
import { defineRoute } from '../../platform/routes';
import { customerProfileView, listVendors, nonDisplayFeeTable, productCatalogue } from './service';

const TAG = 'Catalogue';
const errors = { 400: ZErrorBody, 401: ZErrorBody };

/** /apis/v1/user/products: the reference data of the business domain, for every signed-in user. */
export const catalogueRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  defineRoute(
    app,
    calls.listProducts,
    {
      guard: 'signed-in',
      tags: [TAG],
      summary: 'Information products with their prices',
      description: `The active information products in catalogue order, filtered by market main category, provision and a text (up to ${PRODUCT_SEARCH_MAX_CHARS} characters) found in the code or either name; each with the price in effect on \`date\` (YYYY-MM-DD, default today in Korea): the monthly basic fee and the variable monthly fee per unit of use categories 151, 152 and 155, in KRW (won) and USD (cents), excluding VAT. The whole list, not paged.`,
      errors,
    },
    async (request) => productCatalogue(deps.db, request.query, request.lang),
  );

  defineRoute(
    app,
    calls.listVendors,
    {
      guard: 'signed-in',
      tags: [TAG],
      summary: 'Vendors',
      description: 'The active vendors (data redistributors) a customer may name in an order form, by code.',
      errors,
    },
    async (request) => ({ items: await listVendors(deps.db, request.lang) }),
  );

  defineRoute(
    app,
    calls.getNonDisplayFees,
    {
      guard: 'signed-in',
      tags: [TAG],
      summary: 'Non-display fees',
      description:
        'The monthly non-display (non-inquiry) fees in effect on `date` (YYYY-MM-DD, default today in Korea) per usage purpose (trading, other) and tier (basic 1 application, premium 2-3, unlimited 4 or more), in KRW (won) and USD (cents), excluding VAT.',
      errors,
    },
    async (request) => nonDisplayFeeTable(deps.db, request.query, request.lang),
  );

  defineRoute(
    app,
    calls.getMyCustomerProfile,
    {
      guard: 'signed-in',
      tags: [TAG],
      summary: 'The customer profile of my company',
      description:
        'The token company’s customer code, classification, customer categories, currency, billing cycle and assigned sales representative. Provider staff (05, 06) may name another company in `companyId`; a member naming another company gets CAT1N4031. CAT1N4041 when the company has no profile.',
      errors: { ...errors, 403: ZErrorBody, 404: ZErrorBody },
    },
    async (request) => {
      const companyId = await companyOf(app.companyDirectory.get(), request.auth!, 'body-or-token', request.query.companyId, 'CAT1N4031');
      return customerProfileView(deps.db, companyId, request.lang);
    },
  );
};
