import { createHash } from 'node:crypto';
import {
  CALL_PATHS,
  formatKoreaDate,
  ORDER_AGREEMENT_CODES,
  type TContractDetail,
  type TOrderDetail,
  type TOrderFormInput,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agreementArchives, companies } from '../../db/schema/index';
import { build, callApi, type TestContext } from '../../../test/helpers';
import {
  koreaDayFrom,
  approveOrder,
  mustAct,
  orderCalls,
  orderCast,
  pdfText,
  uploadDocument,
  validForm,
  type OrderCalls,
} from '../../../test/orders';
import { quotePrefixedCells } from '../../../test/spreadsheet';
import { setBusinessClock } from '../../platform/clock';
import { JOB_AGREEMENT_ARCHIVES, JOB_CONTRACT_TERMINATIONS } from './service';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof orderCast>>;
let calls: OrderCalls;

beforeAll(async () => {
  ctx = await build();
  cast = await orderCast(ctx);
  calls = orderCalls(ctx);
});
afterEach(() => setBusinessClock(ctx.config, null));
afterAll(() => ctx.close());

/** Alpha's member orders (with a contract document), the sales representative receives and approves. */
async function approved(
  requestType: 'NEW' | 'CHANGE' | 'TERMINATION',
  form: Partial<TOrderFormInput>,
  lang: 'ko' | 'en' = 'ko',
): Promise<TOrderDetail> {
  const files = requestType === 'NEW' ? [await uploadDocument(ctx, cast.member)] : [];
  let order = await calls.create(cast.member, requestType, validForm(files, form), lang);
  // The agreement archive is written in the language the customer submitted in.
  order = await mustAct(calls, cast.member, order, 'submit', undefined, lang);
  order = await mustAct(calls, cast.sales, order, 'receive');
  return approveOrder(ctx, calls, cast.sales, order);
}

async function contract(contractId: number, token = cast.member, lang: 'ko' | 'en' = 'ko'): Promise<TContractDetail> {
  const res = await callApi(ctx, CALL_PATHS.getContract, { params: { contractId }, token, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Runs the archive job until every pending archive is written (the demo world leaves some for it). */
async function renderAllArchives() {
  let total = 0;
  for (let n = await ctx.app.jobs.runNow(JOB_AGREEMENT_ARCHIVES); n > 0; n = await ctx.app.jobs.runNow(JOB_AGREEMENT_ARCHIVES)) total += n;
  expect(total).toBeGreaterThanOrEqual(1);
}

const productsOf = (c: TContractDetail) => c.products.map((p) => [p.productCode, p.effectiveFrom, p.effectiveTo]);

describe('a new order makes a contract; a change gives it a new version', () => {
  it('applies a change from its commencement date: products kept, ended the day before, added', async () => {
    const start = koreaDayFrom(10);
    const created = await approved('NEW', { commencementDate: start });
    const id = created.resultContractId!;
    const before = await contract(id);
    expect(before).toMatchObject({
      version: 1,
      status: 'ACTIVE',
      contractDate: koreaDayFrom(0),
      beginDate: start,
      productCount: 2,
      mayRequestChange: true,
    });
    expect(productsOf(before)).toEqual([
      ['KSP-RT-L1', start, null],
      ['KSQ-RT-L1', start, null],
    ]);

    const from = koreaDayFrom(40);
    const change = await calls.create(
      cast.member,
      'CHANGE',
      validForm([], {
        contractId: id,
        commencementDate: from,
        products: [
          { productCode: 'KSP-RT-L1', useType: 'DIRECT' },
          { productCode: 'DRV-FUT-RT', useType: 'DIRECT' },
        ],
      }),
    );
    expect(change).toMatchObject({ contractId: id, contractNumber: before.contractNumber });
    expect((await contract(id)).mayRequestChange).toBe(false);
    // One open order per contract: a second change or a termination is refused meanwhile.
    for (const lang of ['ko', 'en'] as const) {
      const second = await callApi(ctx, CALL_PATHS.createOrder, {
        payload: { requestType: 'TERMINATION', form: { contractId: id } },
        token: cast.member,
        lang,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        errorCode: 'ORD1N4011',
        errorMessage:
          lang === 'ko'
            ? '이 계약에는 지금 변경이나 해지를 신청할 수 없습니다. 진행 중인 주문서가 있거나 이미 해지된 계약입니다.'
            : 'A change or termination cannot be requested for this contract now: an order form for it is in progress, or it has ended.',
      });
    }
    let order = await mustAct(calls, cast.member, change, 'submit');
    order = await approveOrder(ctx, calls, cast.admin, order);
    expect(order.resultContractId).toBe(id);

    const after = await contract(id, cast.sales);
    expect(after).toMatchObject({
      version: 2,
      orderType: 'CHANGE',
      status: 'ACTIVE',
      contractName: '알파증권 시세정보 이용계약 (변경)',
      mayRequestChange: false,
    });
    expect(productsOf(after)).toEqual([
      ['KSP-RT-L1', start, null],
      ['KSQ-RT-L1', start, koreaDayFrom(39)],
      ['DRV-FUT-RT', from, null],
    ]);
    expect((await contract(id)).mayRequestChange).toBe(true);
    const versions = await callApi(ctx, CALL_PATHS.getContractVersions, { params: { contractId: id }, token: cast.member, lang: 'en' });
    expect(versions.statusCode).toBe(200);
    const items = versions.json().items;
    expect(
      items.map((v: { versionNo: number; effectiveFrom: string; requestType: string }) => [v.versionNo, v.effectiveFrom, v.requestType]),
    ).toEqual([
      [2, from, 'CHANGE'],
      [1, start, 'NEW'],
    ]);
    expect(items[0].orderNumber).toBe(order.orderNumber);
    expect(items[0].products.map((p: { productCode: string }) => p.productCode)).toEqual(['KSP-RT-L1', 'DRV-FUT-RT']);
    expect(items[1].products.map((p: { productCode: string }) => p.productCode)).toEqual(['KSP-RT-L1', 'KSQ-RT-L1']);
    expect(after.orders.map((o) => o.orderId)).toEqual([order.orderId, created.orderId]);
  });
});

describe('a change or termination starts from the contract’s terms', () => {
  const terms: Partial<TOrderFormInput> = {
    installationAddress: '서울특별시 중구 을지로 76, 12층',
    connectionCount: 3,
    brokerCompany: '한빛투자증권',
    distributionOptions: ['GENERAL', 'RETAIL_ONLY'],
    serviceOptions: ['OPEN_API', 'PB'],
    deliveryProtocols: ['TCP', 'FTP'],
    nonDisplayUses: [],
    specialConditions: '야간 회선 이중화',
    cfdTrading: 'PROCESSED',
  };

  it('a change sent with only its products keeps every other term, and its approval gives the contract all of them', async () => {
    const created = await approved('NEW', { commencementDate: koreaDayFrom(1), ...terms });
    const id = created.resultContractId!;
    const before = await contract(id);
    const filed = validForm([], terms);
    expect(before.terms).toMatchObject({
      ...terms,
      contacts: filed.contacts,
      products: filed.products,
      fileUUIDs: [],
      acceptedAgreements: [],
    });
    // A reported item changed after the contract was made is part of its terms (the billing contact applies at once).
    const billing = { name: '최유진', email: 'billing2@alpha-securities.example', phone: '+82-2-3774-1199' };
    const reported = await callApi(ctx, CALL_PATHS.createOtherReport, {
      payload: { contractId: id, item: 'billingContact', value: billing },
      token: cast.member,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const current = (await contract(id)).terms!;
    expect(current.contacts.billing).toEqual(billing);

    // What the form used to send: the products and the date, nothing else.
    const products = [
      { productCode: 'KSP-RT-L1', useType: 'DIRECT' as const },
      { productCode: 'DRV-FUT-RT', useType: 'DIRECT' as const },
    ];
    const change = await calls.create(cast.member, 'CHANGE', {
      contractId: id,
      commencementDate: koreaDayFrom(30),
      products,
      acceptedAgreements: [...ORDER_AGREEMENT_CODES],
    });
    expect(change.form).toMatchObject({ ...terms, contacts: current.contacts, products });
    let order = await mustAct(calls, cast.member, change, 'submit');
    order = await approveOrder(ctx, calls, cast.sales, order);
    expect(order.state).toBe('APPROVED');
    const after = await contract(id);
    expect(after.version).toBe(2);
    expect(after.terms).toEqual({ ...current, products });
  });

  it('each version says what it changed in the terms, field by field, in the request’s language', async () => {
    const created = await approved('NEW', { commencementDate: koreaDayFrom(1), ...terms });
    const id = created.resultContractId!;
    const change = await calls.create(cast.member, 'CHANGE', {
      contractId: id,
      commencementDate: koreaDayFrom(30),
      installationAddress: '부산광역시 남구 문현금융로 40',
      products: [
        { productCode: 'KSP-RT-L1', useType: 'DIRECT' as const },
        { productCode: 'DRV-FUT-RT', useType: 'DIRECT' as const },
      ],
      acceptedAgreements: [...ORDER_AGREEMENT_CODES],
    });
    await approveOrder(ctx, calls, cast.sales, await mustAct(calls, cast.member, change, 'submit'));
    const versions = async (lang: 'ko' | 'en', token = cast.member) =>
      callApi(ctx, CALL_PATHS.getContractVersions, { params: { contractId: id }, token, lang });
    const en = (await versions('en')).json().items as TContractDetail['versions'];
    expect(en.find((v) => v.versionNo === 1)!.changes).toBeNull();
    const second = en.find((v) => v.versionNo === 2)!.changes!;
    expect(second).toContainEqual({
      path: 'form.installationAddress',
      label: 'Data-feed installation address',
      kind: 'changed',
      before: created.form.installationAddress,
      after: '부산광역시 남구 문현금융로 40',
    });
    expect(second.some((c) => c.path.startsWith('form.products'))).toBe(true);
    // Only what changed: the kept terms are not listed.
    expect(second.map((c) => c.path)).not.toContain('form.specialConditions');
    const ko = (await versions('ko')).json().items as TContractDetail['versions'];
    expect(ko.find((v) => v.versionNo === 2)!.changes!.find((c) => c.path === 'form.installationAddress')!.label).toBe(
      '데이터피드 설치 주소',
    );
    // The contract's detail answers the same versions; another company's member gets 404.
    expect((await contract(id)).versions.find((v) => v.versionNo === 2)!.changes!.map((c) => c.path)).toEqual(second.map((c) => c.path));
    expect((await versions('en', cast.outsider)).statusCode).toBe(404);
  });

  it('a termination asks only its reason, due date and contact: the order contact comes from the contract', async () => {
    const created = await approved('NEW', { commencementDate: koreaDayFrom(1), ...terms });
    const id = created.resultContractId!;
    const before = await contract(id);
    expect(before.openOrder).toBeNull();
    const order = await calls.create(cast.member, 'TERMINATION', {
      contractId: id,
      terminationReason: '사업 종료',
      terminationDueDate: koreaDayFrom(20),
    });
    expect(order.form.contacts.order).toEqual(before.terms!.contacts.order);
    expect(order.form.contacts.billing).toEqual({});
    expect((await contract(id)).openOrder).toEqual({ orderId: order.orderId, orderNumber: order.orderNumber, requestType: 'TERMINATION' });
    // No billing or IT contact, no agreement: submitted as it is.
    const submitted = await mustAct(calls, cast.member, order, 'submit');
    expect(submitted.state).toBe('SUBMITTED');
    const done = await approveOrder(ctx, calls, cast.sales, submitted);
    expect(done.state).toBe('APPROVED');
    expect(await contract(id)).toMatchObject({ status: 'TERMINATION_SCHEDULED', terminationReason: '사업 종료', openOrder: null });
  });
});

describe('a termination schedules the end, and the job ends the contract after its due date', () => {
  it('stands on the edge of the due date with the business clock', async () => {
    const created = await approved('NEW', { commencementDate: koreaDayFrom(1) });
    const id = created.resultContractId!;
    // Commencement tomorrow: the contract is upcoming (the list says when it starts, not "active").
    expect(await contract(id)).toMatchObject({ status: 'ACTIVE', upcoming: true, beginDate: koreaDayFrom(1) });
    const due = koreaDayFrom(20);
    const termination = await approved('TERMINATION', { contractId: id, terminationReason: '서비스 종료', terminationDueDate: due });
    expect(termination.resultContractId).toBe(id);
    const scheduled = await contract(id);
    expect(scheduled).toMatchObject({
      status: 'TERMINATION_SCHEDULED',
      orderType: 'TERMINATION',
      terminationDueDate: due,
      terminationReason: '서비스 종료',
      terminationDate: null,
      mayRequestChange: false,
    });
    const listed = await callApi(ctx, CALL_PATHS.searchContracts, { payload: { pageNumber: 1, pageSize: 100 }, token: cast.member });
    expect(listed.json().items.find((c: { contractId: number }) => c.contractId === id)).toMatchObject({ terminationDueDate: due });
    expect(scheduled.products.every((p) => p.effectiveTo === due)).toBe(true);
    const refused = await callApi(ctx, CALL_PATHS.createOrder, {
      payload: { requestType: 'CHANGE', form: { contractId: id } },
      token: cast.member,
    });
    expect(refused.json().errorCode).toBe('ORD1N4011');

    // On the due date itself the contract is still in use.
    const onDue = new Date(`${due}T23:59:00+09:00`);
    setBusinessClock(ctx.config, () => onDue);
    await ctx.app.jobs.runNow(JOB_CONTRACT_TERMINATIONS);
    expect((await contract(id)).status).toBe('TERMINATION_SCHEDULED');
    // The next Korean day the job ends it.
    setBusinessClock(ctx.config, () => new Date(onDue.getTime() + 2 * 60_000));
    expect(await ctx.app.jobs.runNow(JOB_CONTRACT_TERMINATIONS)).toBeGreaterThanOrEqual(1);
    const ended = await contract(id);
    expect(ended).toMatchObject({ status: 'TERMINATED', terminationDate: due, mayRequestChange: false });
    expect(ended.products.map((p) => p.effectiveTo)).toEqual([due, due]);
    expect(await ctx.app.jobs.runNow(JOB_CONTRACT_TERMINATIONS)).toBe(0);
    const list = await callApi(ctx, CALL_PATHS.searchContracts, {
      payload: { pageNumber: 1, pageSize: 100, status: 'TERMINATED' },
      token: cast.member,
    });
    expect(list.json().items.map((c: { contractId: number }) => c.contractId)).toContain(id);
  });
});

describe('documents and the agreement archive', () => {
  it('keeps the order as agreed as a PDF with its SHA-256, for the customer and the provider', async () => {
    const order = await approved('NEW', {}, 'ko');
    const id = order.resultContractId!;
    expect((await contract(id)).archives).toEqual([]);
    await renderAllArchives();
    const detail = await contract(id);
    expect(detail.archives).toHaveLength(1);
    const archive = detail.archives[0]!;
    expect(archive).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      fileName: `${order.orderNumber}-agreement.pdf`,
    });
    expect(archive.sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const token of [cast.member, cast.sales, cast.admin]) {
      const res = await callApi(ctx, CALL_PATHS.downloadAgreementArchive, {
        params: { contractId: id, archiveId: archive.archiveId },
        token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(archive.sha256);
      expect(res.headers['x-content-sha256']).toBe(archive.sha256);
    }
    const res = await callApi(ctx, CALL_PATHS.downloadAgreementArchive, {
      params: { contractId: id, archiveId: archive.archiveId },
      token: cast.member,
    });
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('주문서동의기록');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('승인');
    const accepted = order.agreements.find((a) => a.code === 'TERMS_OF_USE')!;
    const stamp = new Date(accepted.acceptedAt);
    expect(text).toContain(`이용약관05_02v1${formatKoreaDate(stamp)}`);
    // Another contract's archive id answers as nothing to download.
    const other = await callApi(ctx, CALL_PATHS.downloadAgreementArchive, {
      params: { contractId: id, archiveId: archive.archiveId + 100000 },
      token: cast.member,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('CTR1N4042');
  });

  it('writes an archive on demand when the job has not come to it yet', async () => {
    const order = await approved('NEW', {});
    const id = order.resultContractId!;
    const [row] = await ctx.db.select().from(agreementArchives).where(eq(agreementArchives.contractId, id));
    expect(row!.renderedAt).toBeNull();
    const archiveId = row!.id;
    const res = await callApi(ctx, CALL_PATHS.downloadAgreementArchive, { params: { contractId: id, archiveId }, token: cast.sales });
    expect(res.statusCode).toBe(200);
    expect((await contract(id)).archives[0]!.sha256).toBe(createHash('sha256').update(res.rawPayload).digest('hex'));
  });

  it('downloads the files of the contract’s approved orders only; nothing to download otherwise', async () => {
    const order = await approved('NEW', {});
    const id = order.resultContractId!;
    const detail = await contract(id);
    expect(detail.documents.map((d) => d.fileUUID)).toEqual(order.files.map((f) => f.fileUUID));
    const doc = detail.documents[0]!;
    const ok = await callApi(ctx, CALL_PATHS.downloadContractDocument, {
      params: { contractId: id, fileUUID: doc.fileUUID },
      token: cast.sales,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('signed order form');
    expect(ok.headers['content-disposition']).toContain('signed-order.txt');
    // A file of a draft of the same company is no document of this contract.
    const draftFile = await uploadDocument(ctx, cast.member, 'draft-only.txt');
    await calls.create(cast.member, 'NEW', validForm([draftFile]));
    for (const fileUUID of [draftFile, '00000000-0000-4000-8000-000000000000']) {
      const res = await callApi(ctx, CALL_PATHS.downloadContractDocument, {
        params: { contractId: id, fileUUID },
        token: cast.member,
        lang: 'ko',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorCode: 'CTR1N4042', errorMessage: '내려받을 파일이 없습니다.' });
    }
    const bad = await callApi(ctx, CALL_PATHS.downloadContractDocument, { params: { contractId: id, fileUUID: 'x' }, token: cast.member });
    expect(bad.statusCode).toBe(400);
  });
});

describe('tenancy: one company never reaches another company’s contracts', () => {
  it('answers 404 to every contract call by another company and lists only the caller’s own', async () => {
    const order = await approved('NEW', {});
    const id = order.resultContractId!;
    await renderAllArchives();
    const detail = await contract(id);
    for (const token of [cast.outsider, cast.memberBeta, cast.gamma]) {
      for (const res of [
        await callApi(ctx, CALL_PATHS.getContract, { params: { contractId: id }, token }),
        await callApi(ctx, CALL_PATHS.getContractVersions, { params: { contractId: id }, token }),
        await callApi(ctx, CALL_PATHS.downloadContractDocument, {
          params: { contractId: id, fileUUID: detail.documents[0]!.fileUUID },
          token,
        }),
        await callApi(ctx, CALL_PATHS.downloadAgreementArchive, {
          params: { contractId: id, archiveId: detail.archives[0]!.archiveId },
          token,
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().errorCode).toBe('CTR1N4041');
      }
      const list = await callApi(ctx, CALL_PATHS.searchContracts, {
        payload: { pageNumber: 1, pageSize: 100, companyId: cast.alphaId },
        token,
      });
      expect(list.json().items.some((c: { companyId: number }) => c.companyId === cast.alphaId)).toBe(false);
      const inventory = await callApi(ctx, CALL_PATHS.searchInventory, {
        payload: { pageNumber: 1, pageSize: 100, companyId: cast.alphaId },
        token,
      });
      expect(inventory.json().items.some((c: { companyId: number }) => c.companyId === cast.alphaId)).toBe(false);
      // A change of another company's contract: as if it did not exist.
      const change = await callApi(ctx, CALL_PATHS.createOrder, { payload: { requestType: 'CHANGE', form: { contractId: id } }, token });
      expect(change.statusCode).toBe(404);
      expect(change.json().errorCode).toBe('CTR1N4041');
    }
    const reviewer = await callApi(ctx, CALL_PATHS.getContract, { params: { contractId: id }, token: cast.reviewer });
    expect(reviewer.statusCode).toBe(403);
  });
});

describe('the contract list and the licence inventory', () => {
  it('filters contracts by status, product and text; staff see every company or one', async () => {
    const order = await approved('NEW', { products: [{ productCode: 'KNX-RT-L2', useType: 'DIRECT' }] });
    const page = async (token: string, filter: Record<string, unknown>) => {
      const res = await callApi(ctx, CALL_PATHS.searchContracts, {
        payload: { pageNumber: 1, pageSize: 50, ...filter },
        token,
        lang: 'en',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const byProduct = await page(cast.member, { productCode: 'KNX-RT-L2' });
    expect(byProduct.items.map((c: { contractId: number }) => c.contractId)).toContain(order.resultContractId);
    const byText = await page(cast.member, { searchText: order.contractNumber! });
    expect(byText.items).toHaveLength(1);
    expect(byText.items[0]).toMatchObject({
      contractName: 'Alpha Securities market data licence (New)',
      managerName: 'Doyun Jung', // the representative's English name in English
      productCount: 1,
    });
    const [gammaCompany] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C2001'));
    const gamma = await page(cast.admin, { companyId: gammaCompany!.id });
    expect(gamma.totalCount).toBeGreaterThan(0);
    expect(gamma.items.every((c: { companyId: number }) => c.companyId === gammaCompany!.id)).toBe(true);
    const staff = await page(cast.sales, {});
    const own = await page(cast.member, {});
    expect(staff.totalCount).toBeGreaterThan(own.totalCount);
    const oldest = await page(cast.member, { sort: 'contractDateAsc' });
    const dates = oldest.items.map((c: { contractDate: string }) => c.contractDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it('lists every product in use on a date with its contract, and exports it to Excel safely', async () => {
    const start = koreaDayFrom(5);
    const order = await approved('NEW', { commencementDate: start, products: [{ productCode: 'KNX-DL', useType: 'SEMI_DIRECT' }] });
    const inventory = async (filter: Record<string, unknown>, token = cast.member) => {
      const res = await callApi(ctx, CALL_PATHS.searchInventory, {
        payload: { pageNumber: 1, pageSize: 100, ...filter },
        token,
        lang: 'ko',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(
      (await inventory({ productCode: 'KNX-DL' })).items.some((i: { contractId: number }) => i.contractId === order.resultContractId),
    ).toBe(false);
    const later = await inventory({ productCode: 'KNX-DL', onDate: start });
    expect(later.items).toContainEqual(
      expect.objectContaining({
        companyId: cast.alphaId,
        companyName: '알파증권',
        productCode: 'KNX-DL',
        useType: 'SEMI_DIRECT',
        contractId: order.resultContractId,
        contractNumber: order.contractNumber,
        effectiveFrom: start,
        effectiveTo: null,
      }),
    );
    const today = await inventory({});
    expect(today.totalCount).toBeGreaterThan(0);
    expect(today.items.every((i: { companyId: number }) => i.companyId === cast.alphaId)).toBe(true);
    expect((await inventory({ useType: 'INDIRECT' }, cast.sales)).items.every((i: { useType: string }) => i.useType === 'INDIRECT')).toBe(
      true,
    );

    // A company name that a spreadsheet would read as a formula keeps its value and is marked as text.
    await ctx.db.update(companies).set({ companyName: '=HYPERLINK("http://evil.example","베타")' }).where(eq(companies.id, cast.betaId));
    for (const lang of ['ko', 'en'] as const) {
      const res = await callApi(ctx, CALL_PATHS.exportInventory, { query: {}, token: cast.sales, lang });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(lang === 'ko' ? '이용상품현황-' : 'inventory-');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      expect(String(sheet.getCell('A1').value)).toMatch(
        lang === 'ko' ? /^이용 상품 현황 \(기준일 .* KST\)$/ : /^Licence inventory \(on .* KST\)$/,
      );
      expect(sheet.getRow(2).values).toContain(lang === 'ko' ? '계약 번호' : 'Contract');
      if (lang === 'ko') {
        const marked = await quotePrefixedCells(res.rawPayload);
        expect([...marked.values()]).toContain('=HYPERLINK("http://evil.example","베타")');
      }
    }
    const own = await callApi(ctx, CALL_PATHS.exportInventory, { query: { companyId: cast.betaId }, token: cast.member, lang: 'en' });
    const ownBook = new ExcelJS.Workbook();
    await ownBook.xlsx.load(own.rawPayload as unknown as ArrayBuffer);
    const names = new Set<string>();
    ownBook.worksheets[0]!.eachRow((row, n) => n > 2 && names.add(String(row.getCell(2).value)));
    expect([...names]).toEqual(['Alpha Securities']);
  });
});

describe('the demo world', () => {
  it('gives each customer company orders in every state and contracts active, changed, ending and ended', async () => {
    for (const token of [cast.member, cast.outsider, cast.gamma]) {
      const list = await callApi(ctx, CALL_PATHS.searchOrders, { payload: { pageNumber: 1, pageSize: 100 }, token });
      const states = new Set(list.json().items.map((o: { state: string }) => o.state));
      for (const state of ['DRAFT', 'SUBMITTED', 'RECEIVED', 'RETURNED', 'RECONFIRM', 'EXCHANGE_REVIEW', 'APPROVED', 'CANCELLED'])
        expect(states, state).toContain(state);
      const contracts = (await callApi(ctx, CALL_PATHS.searchContracts, { payload: { pageNumber: 1, pageSize: 100 }, token })).json().items;
      const statuses = contracts.map((c: { status: string }) => c.status);
      expect(statuses).toContain('ACTIVE');
      expect(statuses).toContain('TERMINATION_SCHEDULED');
      expect(statuses).toContain('TERMINATED');
      expect(contracts.some((c: { version: number; productCount: number }) => c.version >= 2 && c.productCount >= 3)).toBe(true);
    }
    // Beta's order the desk returned (Alpha's list also holds one the exchange returned).
    const returned = (
      await callApi(ctx, CALL_PATHS.searchOrders, { payload: { pageNumber: 1, pageSize: 10, state: 'RETURNED' }, token: cast.outsider })
    ).json().items[0];
    const versions = (
      await callApi(ctx, CALL_PATHS.getOrderVersions, { params: { orderId: returned.orderId }, token: cast.outsider })
    ).json().items;
    expect(versions.map((v: { action: string }) => v.action)).toEqual(['create', 'submit', 'edit', 'return']);
    expect(versions[3].reason).toBeTruthy();
    expect(versions[2].actorName).toBe('정도윤');
  });

  it('leaves the desk work waiting and the people their recent notifications unread', async () => {
    const counts = await callApi(ctx, CALL_PATHS.getWorkQueueCounts, { token: cast.sales });
    expect(counts.statusCode).toBe(200);
    // Per company: a submitted order and a received change (Gamma's are assigned to the administrator).
    expect(counts.json().total).toBeGreaterThanOrEqual(6);
    for (const token of [cast.sales, cast.admin, cast.member, cast.outsider, cast.gamma]) {
      const unread = await callApi(ctx, CALL_PATHS.getUnreadNotificationCount, { token });
      expect(unread.statusCode).toBe(200);
      expect(unread.json().unreadCount).toBeGreaterThan(0);
    }
  });
});
