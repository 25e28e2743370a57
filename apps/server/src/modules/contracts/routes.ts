import { PassThrough } from 'node:stream';
import {
  calls,
  ZErrorBody,
  type TFileInfo,
  type TLabelledFieldChange,
  type TLanguage,
  type TOrderForm,
  type TOrderListItem,
  type TOrderRequestType,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../platform/db';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/routes';
import { businessNow, koreaDay } from '../../platform/clock';
import { contentDisposition, fileServiceOf } from '../files';
import {
  archiveFile,
  contractDetailCore,
  contractVersions,
  endDueContracts,
  inventoryFileName,
  isChangeable,
  isSuspendable,
  JOB_AGREEMENT_ARCHIVES,
  JOB_CONTRACT_TERMINATIONS,
  renderPendingArchives,
  searchContracts,
  searchInventory,
  visibleContract,
  writeInventoryWorkbook,
} from './service';

const TAG = 'Contracts';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The order in progress for a contract (the document a picker links to when it refuses the contract). */
export interface OpenOrder {
  orderId: number;
  orderNumber: string;
  requestType: TOrderRequestType;
}

/**
 * What a contract's pages show of its orders. The orders area builds on this one (an approved order makes or changes a
 * contract), so it answers these (orders' `contractOrderReads`) and modules/index.ts hands them to the routes: the
 * contracts area never imports orders (decision 076).
 */
export interface ContractOrderReads {
  openOrderOf(db: DbOrTx, contractId: number): Promise<OpenOrder | null>;
  openOrdersOf(db: DbOrTx, contractIds: readonly number[]): Promise<Map<number, OpenOrder>>;
  ordersOfContract(db: DbOrTx, contractId: number, lang: TLanguage): Promise<TOrderListItem[]>;
  contractDocuments(db: DbOrTx, contractId: number): Promise<TFileInfo[]>;
  contractTerms(db: DbOrTx, contractId: number): Promise<TOrderForm | null>;
  contractVersionChanges(
    db: DbOrTx,
    contractId: number,
    versions: { versionNo: number; orderId: number; requestType: string }[],
    lang: TLanguage,
  ): Promise<Map<number, TLabelledFieldChange[] | null>>;
}

/**
 * /apis/v1/user/contracts: contracts, their documents and agreement archives, and the licence inventory. Customers see their token company's only (any other id answers CTR1N4041 like a missing one); provider
 * staff every company's. The module also runs the termination job and the archive job on the platform's scheduler.
 */
export const contractRoutes =
  (orderReads: ContractOrderReads): FastifyPluginAsync<AppDeps> =>
  async (root, deps) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const now = () => businessNow(deps.config);
    const files = fileServiceOf(deps);

    app.jobs.add({ name: JOB_CONTRACT_TERMINATIONS, intervalMs: 15 * 60_000, batchSize: 100, run: () => endDueContracts(deps.db, now()) });
    app.jobs.add({ name: JOB_AGREEMENT_ARCHIVES, intervalMs: 60_000, batchSize: 10, run: () => renderPendingArchives(deps.db) });

    defineRoute(
      app,
      calls.searchContracts,
      {
        guard: { permission: 'contracts.read', company: 'token' },
        config: { readOnly: true },
        tags: [TAG],
        summary: 'Search contracts (/contract/contract-list)',
        description:
          'Customers: their token company’s contracts; provider staff: every company’s, or the one named by companyId. Filters: status, a product the contract covers, number or name text; newest or oldest contract date first.',
        errors,
      },
      async (request) => {
        const page = await searchContracts(deps.db, request.auth!, request.body, request.lang, now());
        // The order in progress of each (the pickers of a change or termination say why a contract cannot be chosen).
        const open = await orderReads.openOrdersOf(
          deps.db,
          page.items.map((c) => c.contractId),
        );
        return { ...page, items: page.items.map((c) => ({ ...c, openOrder: open.get(c.contractId) ?? null })) };
      },
    );

    defineRoute(
      app,
      calls.getContract,
      {
        guard: { permission: 'contracts.read', company: 'token' },
        tags: [TAG],
        summary: 'A contract with its products, versions, orders, documents and archives',
        description:
          'Products in use and scheduled with their effective dates; the orders behind it; documents = the files of its approved orders (empty: nothing to download); `mayRequestChange` when a customer of the company may ask a change or termination now (active, no open order).',
        errors,
      },
      async (request) => {
        const auth = request.auth!;
        const at = now();
        const { row, detail } = await contractDetailCore(deps.db, auth, request.params.contractId, request.lang, at);
        const customer = auth.roles.includes('01') && auth.companyId === row.companyId;
        const openOrder = await orderReads.openOrderOf(deps.db, row.id);
        const changes = await orderReads.contractVersionChanges(deps.db, row.id, detail.versions, request.lang);
        return {
          ...detail,
          versions: detail.versions.map((v) => ({ ...v, changes: changes.get(v.versionNo) ?? null })),
          orders: await orderReads.ordersOfContract(deps.db, row.id, request.lang),
          documents: await orderReads.contractDocuments(deps.db, row.id),
          mayRequestChange: customer && isChangeable(row) && !openOrder,
          terms: await orderReads.contractTerms(deps.db, row.id),
          openOrder,
          // Suspensions: the "Request suspension" button.
          maySuspend: customer && isSuspendable(row, koreaDay(at)),
        };
      },
    );

    defineRoute(
      app,
      calls.getContractVersions,
      {
        guard: { permission: 'contracts.read', company: 'token' },
        tags: [TAG],
        summary: 'The versions of a contract',
        description:
          'Newest first: from which date each holds, the order that made it, its products then, and what it changed in the terms against the version before (`changes`, named in the request’s language).',
        errors,
      },
      async (request) => {
        const row = await visibleContract(deps.db, request.auth!, request.params.contractId);
        const items = await contractVersions(deps.db, request.auth!, row.id, request.lang, row);
        const changes = await orderReads.contractVersionChanges(deps.db, row.id, items, request.lang);
        return { items: items.map((v) => ({ ...v, changes: changes.get(v.versionNo) ?? null })) };
      },
    );

    defineRoute(
      app,
      calls.downloadContractDocument,
      {
        guard: { permission: 'contracts.read', company: 'token' },
        compress: false,
        tags: [TAG],
        summary: 'Download a document of a contract',
        description: 'Only a file of one of the contract’s approved orders (CTR1N4042 otherwise: nothing to download).',
        errors,
      },
      async (request, reply) => {
        const contract = await visibleContract(deps.db, request.auth!, request.params.contractId);
        const uuid = request.params.fileUUID.toLowerCase();
        if (!(await orderReads.contractDocuments(deps.db, contract.id)).some((f) => f.fileUUID === uuid)) throw new AppError('CTR1N4042');
        const found = await files.open(request.auth, uuid, request.log);
        if (!found) throw new AppError('CTR1N4042');
        return reply
          .header('content-type', found.row.contentType)
          .header('content-length', String(found.row.sizeBytes))
          .header('content-disposition', contentDisposition('attachment', found.row.originalName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(found.body);
      },
    );

    defineRoute(
      app,
      calls.downloadAgreementArchive,
      {
        guard: { permission: 'contracts.read', company: 'token' },
        compress: false,
        tags: [TAG],
        summary: 'Download the agreement archive of an approved order',
        description:
          'The PDF of the order form as agreed with its accepted agreements and their times; its SHA-256 in the ETag and X-Content-SHA256.',
        errors,
      },
      async (request, reply) => {
        const { fileName, pdf, sha256 } = await archiveFile(deps.db, request.auth!, request.params.contractId, request.params.archiveId);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition('attachment', fileName))
          .header('x-content-type-options', 'nosniff')
          .header('x-content-sha256', sha256)
          .header('etag', `"${sha256}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    defineRoute(
      app,
      calls.searchInventory,
      {
        guard: { permission: 'contracts.read', company: 'token' },
        config: { readOnly: true },
        tags: [TAG],
        summary: 'The licence inventory (/contract/inventory)',
        description:
          'Every product in use on a date (today in Korea by default): under which contract, since and until when, direct, indirect or semi-direct. Customers: their company; provider staff: every company or the one named.',
        errors,
      },
      async (request) => searchInventory(deps.db, request.auth!, request.body, request.lang, now()),
    );

    defineRoute(
      app,
      calls.exportInventory,
      {
        guard: { permission: 'contracts.read', company: 'token' },
        compress: false,
        tags: [TAG],
        summary: 'Export the licence inventory to an Excel file',
        description:
          'The inventory of the same filters as an .xlsx, headers and values in the request’s language, the export time in Korea time; text that a spreadsheet would read as a formula keeps its value and is marked as text.',
        errors,
      },
      async (request, reply) => {
        const at = now();
        const body = new PassThrough();
        writeInventoryWorkbook(body, deps.db, request.auth!, request.query, request.lang, at).catch((err) => body.destroy(err));
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', contentDisposition('attachment', inventoryFileName(request.lang, at), inventoryFileName('en', at)))
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
