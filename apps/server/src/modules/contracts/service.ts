import type { Writable } from 'node:stream';
import {
  BRAND_NAME,
  formatKoreaDateTime,
  ORDER_REQUEST_TYPE_LABELS,
  PRODUCT_USE_TYPE_LABELS,
  type TAgreementArchive,
  type TContractListItem,
  type TContractProduct,
  type TContractStatus,
  type TInventoryItem,
  type TLanguage,
  type TOrderRequestType,
  type TPage,
  type TProductUseType,
  type ZContractSearchRequest,
  type ZInventoryExportQuery,
  type ZInventorySearchRequest,
} from '@portal/contract';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isProvider, type AuthContext, searchScope } from '../../platform/auth';
import { addDays, koreaDay } from '../../platform/clock';
import { sha256Hex } from '../../platform/crypto';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import { renderDocumentPdf, type PdfDocument } from '../../platform/pdf';
import { writeWorkbook } from '../../platform/spreadsheet';
import { productsByCodes } from '../catalogue';
import { companiesByIds, displayName, findUserById, presentCompany } from '../identity';
import { orderDay, planChange, planTermination } from './plan';
import * as repo from './repo';
import type { ContractProductRow, ContractRow } from './repo';

export type { ContractRow } from './repo';

/**
 * Contracts (decision 039): what approved orders make of them, the termination job, the agreement
 * archive and the licence inventory. The orders area calls the effects (`createContract`, `changeContract`,
 * `scheduleTermination`, `addArchive`) inside the approval's transaction; this area never reads the orders' tables
 * (the routes compose both services for a contract's detail).
 */

export const JOB_CONTRACT_TERMINATIONS = 'contract-terminations';
export const JOB_AGREEMENT_ARCHIVES = 'agreement-archives';
const TERMINATION_BATCH = 100;

const ARCHIVE_BATCH = 10;

const maxDay = (a: string, b: string) => (a > b ? a : b);

// ---------------------------------------------------------------------------------------------------------
// Presentation

const nameCache = (lang: TLanguage) => {
  const names = new Map<number, Promise<string | null>>();
  return (db: DbOrTx, id: number | null): Promise<string | null> => {
    if (id == null) return Promise.resolve(null);
    let p = names.get(id);
    if (!p) {
      p = findUserById(db, id).then((u) => (u ? displayName(u, lang) : null));
      names.set(id, p);
    }
    return p;
  };
};

/** A contract's name with its order type ("알파증권 시세정보 이용계약 (신규)"). */
const contractName = (c: ContractRow, lang: TLanguage) =>
  `${lang === 'en' ? c.nameEn : c.nameKo} (${ORDER_REQUEST_TYPE_LABELS[c.orderType as TOrderRequestType]?.[lang] ?? c.orderType})`;

/**
 * How a day's suspension of a contract is told (the suspensions area's condition, given once at start by its module:
 * `useSuspensionProbe`); without one no contract is suspended. The status is computed, never stored, so it is right on
 * every day without a job.
 */
export type SuspensionProbe = (contractId: AnyColumn, today: string) => SQL<boolean>;
let suspensionProbe: SuspensionProbe | null = null;
export function useSuspensionProbe(probe: SuspensionProbe): void {
  suspensionProbe = probe;
}
const suspendedOn =
  (today: string): repo.SuspendedOn =>
  (id) =>
    suspensionProbe ? suspensionProbe(id, today) : sql<boolean>`false`;

/** Whether an approved suspension of the contract covers the Korean day `today`. */
export const isContractSuspended = (db: DbOrTx, contractId: number, today: string): Promise<boolean> =>
  repo.isSuspended(db, contractId, suspendedOn(today));

/** The status a contract shows: SUSPENDED while an approved suspension covers today, else the stored one. */
export const shownStatus = (c: Pick<ContractRow, 'status'>, suspended: boolean): TContractStatus =>
  suspended && c.status !== 'TERMINATED' ? 'SUSPENDED' : (c.status as TContractStatus);

async function presentContracts(
  db: DbOrTx,
  rows: (ContractRow & { productCount: number; suspended: boolean })[],
  lang: TLanguage,
  today: string,
): Promise<TContractListItem[]> {
  const companies = new Map((await companiesByIds(db, [...new Set(rows.map((r) => r.companyId))])).map((c) => [c.id, c]));
  const nameOf = nameCache(lang);
  return Promise.all(
    rows.map(async (c) => {
      const company = companies.get(c.companyId);
      return {
        contractId: c.id,
        contractNumber: c.number,
        contractName: contractName(c, lang),
        orderType: c.orderType as TOrderRequestType,
        status: shownStatus(c, c.suspended),
        companyId: c.companyId,
        companyName: company ? presentCompany(company, lang).companyName : '',
        contractDate: c.contractDate,
        beginDate: c.beginDate,
        terminationDate: c.terminationDate,
        terminationDueDate: c.status === 'TERMINATION_SCHEDULED' ? c.terminationDueDate : null,
        upcoming: c.status === 'ACTIVE' && !c.suspended && c.beginDate > today,
        managerName: await nameOf(db, c.managerUserId),
        productCount: c.productCount,
        version: c.version,
      };
    }),
  );
}

async function productNames(db: DbOrTx, codes: string[]) {
  return new Map((await productsByCodes(db, [...new Set(codes)])).map((p) => [p.productCode, p]));
}

async function presentProducts(
  db: DbOrTx,
  rows: Pick<ContractProductRow, 'productCode' | 'useType' | 'effectiveFrom' | 'effectiveTo'>[],
  lang: TLanguage,
) {
  const products = await productNames(
    db,
    rows.map((r) => r.productCode),
  );
  return rows.map((r): TContractProduct => ({
    productCode: r.productCode,
    productName: (lang === 'en' ? products.get(r.productCode)?.nameEn : products.get(r.productCode)?.nameKo) ?? r.productCode,
    useType: r.useType as TProductUseType,
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Reading contracts (customers: their token company's only; any other id answers as a missing one)

/** A contract the caller may see, or CTR1N4041 (the same answer for another company's id as for a missing one). */
export async function visibleContract(
  db: DbOrTx,
  auth: AuthContext,
  contractId: number,
  opts: { lock?: boolean } = {},
): Promise<ContractRow> {
  const row = await repo.findContract(db, contractId, opts);
  if (!row || (!isProvider(auth) && row.companyId !== auth.companyId)) throw new AppError('CTR1N4041');
  return row;
}

/** A contract of a company for an order (change or termination): CTR1N4041 when it is another company's or none. */
export async function contractOfCompany(
  db: DbOrTx,
  contractId: number,
  companyId: number,
  opts: { lock?: boolean } = {},
): Promise<ContractRow> {
  const row = await repo.findContract(db, contractId, opts);
  if (!row || row.companyId !== companyId) throw new AppError('CTR1N4041');
  return row;
}

/** The product rows of a contract over their effective ranges (the suspensions area checks a product is in use). */
export const contractProductsOf = (db: DbOrTx, contractId: number): Promise<ContractProductRow[]> => repo.productsOf(db, contractId);

/** The exceptions dashboard: product ranges in effect on some day of [fromDay, toDay], every company. */
export const contractProductSpans = (db: DbOrTx, fromDay: string, toDay: string) => repo.productSpans(db, fromDay, toDay);
/** The exceptions dashboard: contracts ending (termination due, or the last product's end) in [fromDay, toDay]. */
export const contractsEndingBetween = (db: DbOrTx, fromDay: string, toDay: string) => repo.endingBetween(db, fromDay, toDay);
export type { EndingContractRow } from './repo';

/** The numbers of contracts (for the orders' list). */
export async function contractNumberOf(db: DbOrTx, contractId: number): Promise<string | null> {
  return (await repo.findContract(db, contractId))?.number ?? null;
}

export async function searchContracts(
  db: Db,
  auth: AuthContext,
  req: z.output<typeof ZContractSearchRequest>,
  lang: TLanguage,
  now: Date,
): Promise<TPage<TContractListItem>> {
  const companyId = searchScope(auth, req.companyId);
  const { rows, total } = await repo.searchContracts(
    db,
    { companyId, status: req.status, productCode: req.productCode, searchText: req.searchText },
    { ...pageWindow(req), newestFirst: req.sort !== 'contractDateAsc' },
    koreaDay(now),
    suspendedOn(koreaDay(now)),
  );
  return toPage(await presentContracts(db, rows, lang, koreaDay(now)), total, req);
}

/** The contract's own part of its detail (the routes add its orders, documents and whether a change may be asked). */
export async function contractDetailCore(db: Db, auth: AuthContext, contractId: number, lang: TLanguage, now: Date) {
  const row = await visibleContract(db, auth, contractId);
  const today = koreaDay(now);
  const [item] = await presentContracts(
    db,
    [{ ...row, productCount: await repo.productCountOf(db, row.id, today), suspended: await isContractSuspended(db, row.id, today) }],
    lang,
    today,
  );
  const all = await repo.productsOf(db, row.id);
  // Products in use now and scheduled; a terminated contract shows what it had at its end.
  const until = row.terminationDate && row.terminationDate < today ? row.terminationDate : today;
  const current = all.filter((p) => p.effectiveTo === null || p.effectiveTo >= until);
  return {
    row,
    detail: {
      ...item!,
      terminationReason: row.terminationReason,
      terminationDueDate: row.terminationDueDate,
      products: await presentProducts(db, current, lang),
      versions: await contractVersions(db, auth, contractId, lang, row),
      archives: await archivesOf(db, row.id),
    },
  };
}

type VersionProducts = Pick<ContractProductRow, 'productCode' | 'useType' | 'effectiveFrom' | 'effectiveTo'>[];

export async function contractVersions(db: Db, auth: AuthContext, contractId: number, lang: TLanguage, known?: ContractRow) {
  const row = known ?? (await visibleContract(db, auth, contractId));
  const versions = await repo.versionsOf(db, row.id);
  return Promise.all(
    versions.map(async (v) => ({
      versionNo: v.versionNo,
      effectiveFrom: v.effectiveFrom,
      orderId: v.orderId,
      orderNumber: v.orderNumber,
      requestType: v.requestType as TOrderRequestType,
      createdAt: v.createdAt.toISOString(),
      products: await presentProducts(db, ((v.content as { products?: VersionProducts }).products ?? []) as VersionProducts, lang),
    })),
  );
}

async function archivesOf(db: DbOrTx, contractId: number): Promise<TAgreementArchive[]> {
  return (await repo.archivesOf(db, contractId)).map((a) => ({
    archiveId: a.id,
    orderId: a.orderId,
    orderNumber: a.orderNumber,
    fileName: a.fileName,
    sha256: a.sha256 ?? '',
    createdAt: a.createdAt.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// What approved orders do to contracts (called in the approval's transaction)

export interface ApprovedOrder {
  orderId: number;
  orderNumber: string;
  companyId: number;
  products: { productCode: string; useType: string }[];
  /** New and change: the date the products take effect. */
  commencementDate: string | null;
  terminationReason?: string | null;
  terminationDueDate?: string | null;
  managerUserId: number | null;
}

const versionContent = (rows: VersionProducts) => ({
  products: rows.map((p) => ({
    productCode: p.productCode,
    useType: p.useType,
    effectiveFrom: p.effectiveFrom,
    effectiveTo: p.effectiveTo,
  })),
});

/** An approved new order makes a contract (number CT-YYYY-NNNNN), its products effective from the commencement date. */
export async function createContract(tx: Tx, o: ApprovedOrder, now: Date): Promise<ContractRow> {
  return (await createContracts(tx, [o], now))[0]!;
}

const numberFromId = (today: string) => (id: number) => `CT-${today.slice(0, 4)}-${String(id).padStart(5, '0')}`;

/**
 * Approved new orders make their contracts, each exactly as `createContract` makes it (a batch of approvals, decision
 * 046): the companies read once, the contracts, their products and first versions written with one statement each (of
 * up to 500 rows). Answers the contracts in the order given; one order makes it with one statement per row, as before.
 */
export async function createContracts(tx: Tx, list: readonly ApprovedOrder[], now: Date): Promise<ContractRow[]> {
  if (!list.length) return [];
  const today = koreaDay(now);
  const companies = new Map((await companiesByIds(tx, [...new Set(list.map((o) => o.companyId))])).map((c) => [c.id, c]));
  const values = list.map((o) => {
    const company = companies.get(o.companyId);
    const ko = company?.companyName ?? '';
    const en = company?.companyNameEn ?? ko;
    return {
      companyId: o.companyId,
      nameKo: `${ko} 시세정보 이용계약`.trim(),
      nameEn: `${en} market data licence`.trim(),
      orderType: 'NEW',
      status: 'ACTIVE',
      contractDate: today,
      beginDate: o.commencementDate ?? today,
      managerUserId: o.managerUserId,
      version: 1,
      createdOrderId: o.orderId,
      createdAt: now,
      updatedAt: now,
    };
  });
  const made =
    list.length === 1
      ? [await repo.insertContract(tx, values[0]!, numberFromId(today))]
      : await repo.insertContracts(tx, values, numberFromId(today));
  const productsOfEach = list.map((o, i) => {
    const begin = o.commencementDate ?? today;
    return o.products.map((p) => ({
      contractId: made[i]!.id,
      companyId: o.companyId,
      productCode: p.productCode,
      useType: p.useType,
      effectiveFrom: begin,
      effectiveTo: null,
      orderId: o.orderId,
    }));
  });
  await repo.insertProducts(tx, productsOfEach.flat());
  await repo.insertVersions(
    tx,
    list.map((o, i) => ({
      contractId: made[i]!.id,
      versionNo: 1,
      effectiveFrom: o.commencementDate ?? today,
      orderId: o.orderId,
      orderNumber: o.orderNumber,
      requestType: 'NEW',
      content: versionContent(productsOfEach[i]!),
      createdAt: now,
    })),
  );
  return made;
}

/**
 * Whether a suspension may be asked for the contract on `today`: not ended, and a contract whose end is scheduled only
 * before its due date (the suspensions area checks the period ends before it).
 */
export const isSuspendable = (c: Pick<ContractRow, 'status' | 'terminationDueDate'>, today: string) =>
  c.status === 'ACTIVE' || (c.status === 'TERMINATION_SCHEDULED' && (c.terminationDueDate ?? '') > today);

/** Whether a change or termination may be asked for the contract now (the orders area adds "no open order"). */
export const isChangeable = (c: Pick<ContractRow, 'status'>) => c.status === 'ACTIVE';

/**
 * An approved change gives the contract a new version from the commencement date: products no longer listed (or with
 * another use type) end the day before, new ones start on it, the others continue.
 */
export async function changeContract(tx: Tx, contractId: number, o: ApprovedOrder, now: Date): Promise<ContractRow> {
  const contract = await repo.findContract(tx, contractId, { lock: true });
  if (!contract || contract.companyId !== o.companyId) throw new AppError('CTR1N4041');
  if (!isChangeable(contract)) throw new AppError('ORD1N4011');
  const from = orderDay(o.commencementDate, koreaDay(now), contract.beginDate);
  const open = (await repo.productsOf(tx, contractId)).filter((p) => p.effectiveTo === null || p.effectiveTo >= from);
  const plan = planChange(open, o.products, from);
  for (const p of plan.ended) await repo.setProductEnd(tx, p.id, plan.endDay);
  await repo.deleteProducts(
    tx,
    plan.removed.map((p) => p.id),
  );
  await repo.insertProducts(
    tx,
    plan.added.map((p) => ({
      contractId,
      companyId: o.companyId,
      productCode: p.productCode,
      useType: p.useType,
      effectiveFrom: from,
      effectiveTo: null,
      orderId: o.orderId,
    })),
  );
  const version = contract.version + 1;
  const after = (await repo.productsOf(tx, contractId)).filter((p) => p.effectiveTo === null || p.effectiveTo >= from);
  await repo.insertVersion(tx, {
    contractId,
    versionNo: version,
    effectiveFrom: from,
    orderId: o.orderId,
    orderNumber: o.orderNumber,
    requestType: 'CHANGE',
    content: versionContent(after),
    createdAt: now,
  });
  await repo.updateContract(tx, contractId, {
    version,
    orderType: 'CHANGE',
    updatedAt: now,
    managerUserId: contract.managerUserId ?? o.managerUserId,
  });
  return (await repo.findContract(tx, contractId))!;
}

/**
 * An approved termination schedules the contract's end: TERMINATION_SCHEDULED with the due date (the last day of use)
 * and the reason; its products end on the due date. The termination job ends the contract once the date has passed.
 */
export async function scheduleTermination(tx: Tx, contractId: number, o: ApprovedOrder, now: Date): Promise<ContractRow> {
  const contract = await repo.findContract(tx, contractId, { lock: true });
  if (!contract || contract.companyId !== o.companyId) throw new AppError('CTR1N4041');
  if (!isChangeable(contract)) throw new AppError('ORD1N4011');
  const due = orderDay(o.terminationDueDate, koreaDay(now), contract.beginDate);
  const plan = planTermination(await repo.productsOf(tx, contractId), due);
  await repo.deleteProducts(
    tx,
    plan.removed.map((p) => p.id),
  );
  for (const p of plan.ended) await repo.setProductEnd(tx, p.id, due);
  await repo.updateContract(tx, contractId, {
    status: 'TERMINATION_SCHEDULED',
    orderType: 'TERMINATION',
    terminationDueDate: due,
    terminationReason: o.terminationReason ?? null,
    updatedAt: now,
  });
  return (await repo.findContract(tx, contractId))!;
}

/**
 * The termination job: ends the contracts whose due date has passed (TERMINATED, termination date = the due date,
 * every product ended by then). Claims its rows with FOR UPDATE SKIP LOCKED, so several servers may run it at once.
 * Answers how many contracts it ended.
 */
export async function endDueContracts(db: Db, now: Date, batch = TERMINATION_BATCH): Promise<number> {
  const today = koreaDay(now);
  return db.transaction(async (tx) => {
    const due = await repo.claimDueTerminations(tx, today, batch);
    for (const c of due) {
      const end = c.terminationDueDate ?? addDays(today, -1);
      for (const p of await repo.productsOf(tx, c.id))
        if (p.effectiveTo === null || p.effectiveTo > end) await repo.setProductEnd(tx, p.id, maxDay(end, p.effectiveFrom));
      await repo.updateContract(tx, c.id, { status: 'TERMINATED', terminationDate: end, updatedAt: now });
    }
    return due.length;
  });
}

// ---------------------------------------------------------------------------------------------------------
// The agreement archive

/** Fixes the order as agreed at approval (in its transaction); the archive job writes the PDF soon after. */
export async function addArchive(
  tx: Tx,
  a: { contractId: number; orderId: number; orderNumber: string; document: PdfDocument; now: Date },
): Promise<number> {
  return repo.insertArchive(tx, {
    contractId: a.contractId,
    orderId: a.orderId,
    orderNumber: a.orderNumber,
    fileName: `${a.orderNumber}-agreement.pdf`,
    document: a.document,
    createdAt: a.now,
  });
}

/** The same for many approvals at once (one statement per 100 archives). */
export async function addArchives(
  tx: Tx,
  list: readonly { contractId: number; orderId: number; orderNumber: string; document: PdfDocument; now: Date }[],
): Promise<void> {
  await repo.insertArchives(
    tx,
    list.map((a) => ({
      contractId: a.contractId,
      orderId: a.orderId,
      orderNumber: a.orderNumber,
      fileName: `${a.orderNumber}-agreement.pdf`,
      document: a.document,
      createdAt: a.now,
    })),
  );
}

/** The stored document as the PDF service takes it (its generation time comes back from JSON as a string). */
function storedDocument(stored: unknown): PdfDocument {
  const doc = stored as PdfDocument & { generatedAt?: Date | string };
  return { ...doc, ...(doc.generatedAt ? { generatedAt: new Date(doc.generatedAt) } : {}) };
}

/**
 * The archive job: writes the PDF of archives not written yet, with its SHA-256. Claims rows with SKIP LOCKED (several
 * servers never write the same archive); the PDF is rendered outside any lock held by an approval. Answers how many.
 */
export async function renderPendingArchives(db: Db, batch = ARCHIVE_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await repo.claimPendingArchives(tx, batch);
    for (const a of pending) {
      const pdf = await renderDocumentPdf(storedDocument(a.document));
      await repo.saveArchivePdf(tx, a.id, pdf, sha256Hex(pdf), new Date());
    }
    return pending.length;
  });
}

/** The PDF of an archive of a contract the caller may see (written now if the job has not come to it yet). */
export async function archiveFile(
  db: Db,
  auth: AuthContext,
  contractId: number,
  archiveId: number,
): Promise<{ fileName: string; pdf: Buffer; sha256: string }> {
  await visibleContract(db, auth, contractId);
  let row = await repo.findArchive(db, contractId, archiveId);
  if (!row) throw new AppError('CTR1N4042');
  if (!row.pdf) {
    await db.transaction(async (tx) => {
      const locked = await repo.findArchive(tx, contractId, archiveId, { lock: true });
      if (locked && !locked.pdf) {
        const pdf = await renderDocumentPdf(storedDocument(locked.document));
        await repo.saveArchivePdf(tx, locked.id, pdf, sha256Hex(pdf), new Date());
      }
    });
    row = (await repo.findArchive(db, contractId, archiveId))!;
  }
  return { fileName: row.fileName, pdf: Buffer.from(row.pdf!), sha256: row.sha256! };
}

// ---------------------------------------------------------------------------------------------------------
// Licence inventory

type InventoryRequest = z.output<typeof ZInventoryExportQuery> &
  Partial<Pick<z.output<typeof ZInventorySearchRequest>, 'pageNumber' | 'pageSize'>>;

async function inventoryRows(db: Db, auth: AuthContext, req: InventoryRequest, lang: TLanguage, now: Date, paged: boolean) {
  const companyId = searchScope(auth, req.companyId);
  const onDate = req.onDate ?? koreaDay(now);
  const page = paged && req.pageNumber && req.pageSize ? pageWindow({ pageNumber: req.pageNumber, pageSize: req.pageSize }) : null;
  const { rows, total } = await repo.searchInventory(db, { companyId, productCode: req.productCode, useType: req.useType, onDate }, page);
  const companies = new Map((await companiesByIds(db, [...new Set(rows.map((r) => r.companyId))])).map((c) => [c.id, c]));
  const products = await productNames(
    db,
    rows.map((r) => r.productCode),
  );
  const items = rows.map((r): TInventoryItem => {
    const company = companies.get(r.companyId);
    const product = products.get(r.productCode);
    return {
      companyId: r.companyId,
      companyName: company ? presentCompany(company, lang).companyName : '',
      productCode: r.productCode,
      productName: (lang === 'en' ? product?.nameEn : product?.nameKo) ?? r.productCode,
      marketMain: product?.marketMain ?? '',
      provision: product?.provision ?? '',
      useType: r.useType as TProductUseType,
      contractId: r.contractId,
      contractNumber: r.contractNumber,
      effectiveFrom: r.effectiveFrom,
      effectiveTo: r.effectiveTo,
    };
  });
  return { items, total, onDate };
}

/** Every product in use on a date (today by default), under which contract, since and until when, direct or indirect. */
export async function searchInventory(
  db: Db,
  auth: AuthContext,
  req: z.output<typeof ZInventorySearchRequest>,
  lang: TLanguage,
  now: Date,
): Promise<TPage<TInventoryItem>> {
  const { items, total } = await inventoryRows(db, auth, req, lang, now, true);
  return toPage(items, total, req);
}

const INVENTORY_HEADERS = {
  ko: ['번호', '회사', '상품 코드', '상품명', '시장', '제공 방식', '이용 형태', '계약 번호', '이용 시작일', '이용 종료일'],
  en: ['No.', 'Company', 'Product code', 'Product', 'Market', 'Provision', 'Use', 'Contract', 'In use since', 'In use until'],
} as const;
const INVENTORY_WIDTHS = [6, 28, 16, 32, 14, 12, 22, 18, 14, 14];

/**
 * The inventory as an .xlsx workbook streamed to `out` (the platform's writer: formula-like text keeps its value and is
 * marked as text); headers and values in the request's language, the moment of the export in Korea time.
 */
export async function writeInventoryWorkbook(
  out: Writable,
  db: Db,
  auth: AuthContext,
  req: z.output<typeof ZInventoryExportQuery>,
  lang: TLanguage,
  now: Date,
): Promise<void> {
  const { items, onDate } = await inventoryRows(db, auth, req, lang, now, false);
  const title =
    lang === 'ko'
      ? `이용 상품 현황 (기준일 ${onDate}, 작성 ${formatKoreaDateTime(now, { seconds: true })})`
      : `Licence inventory (on ${onDate}, exported ${formatKoreaDateTime(now, { seconds: true })})`;
  await writeWorkbook(out, { creator: BRAND_NAME.en }, (addSheet) => {
    const sheet = addSheet({
      name: lang === 'ko' ? '이용 상품' : 'Inventory',
      title,
      columns: INVENTORY_HEADERS[lang].map((header, i) => ({ header, width: INVENTORY_WIDTHS[i] })),
    });
    items.forEach((r, i) =>
      sheet.row([
        i + 1,
        r.companyName,
        r.productCode,
        r.productName,
        r.marketMain,
        r.provision,
        PRODUCT_USE_TYPE_LABELS[r.useType][lang],
        r.contractNumber,
        r.effectiveFrom,
        r.effectiveTo ?? '',
      ]),
    );
  });
}

/** File name of the inventory export: inventory-YYYYMMDD.xlsx (이용상품현황-YYYYMMDD.xlsx in Korean), the day in Korea. */
export function inventoryFileName(lang: TLanguage, now: Date): string {
  const day = koreaDay(now).replaceAll('-', '');
  return lang === 'ko' ? `이용상품현황-${day}.xlsx` : `inventory-${day}.xlsx`;
}

/**
 * Billing: every contract product in use on some day of from..to (Korean dates, both held), of the
 * companies or of every company, with its contract's number. One query; the billing run reads a month through it.
 */
export const contractProductsInRange = (db: DbOrTx, from: string, to: string, companyIds?: readonly number[]) =>
  repo.productsInRange(db, from, to, companyIds);
export type { ContractProductInRange } from './repo';
