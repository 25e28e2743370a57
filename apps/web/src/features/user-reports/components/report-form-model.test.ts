import type { TUserReportDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { emptyGridRow } from '../../../components/editable-grid';
import {
  currencyOf,
  enteredRows,
  headerProblem,
  initialReportForm,
  isEditable,
  reportFormReducer,
  saveBody,
  submitProblem,
  type ReportFormAction,
  type ReportFormState,
} from './report-form-model';
import { rowChecks, toGridRow } from './report-parts';

const PRODUCTS = new Set(['KRX-EQ-RT']);
const checks = rowChecks(PRODUCTS);

const row = (over: Record<string, string> = {}) =>
  toGridRow({
    provisionMethod: 'DATAFEED',
    useCategory: '151',
    variableFeeItem: 'USER',
    productCode: 'KRX-EQ-RT',
    subscriberName: '김민지',
    subscriberId: 'S-1',
    country: 'KR',
    quantity: '2',
    ...over,
  });
const blank = () => toGridRow({});

/** A report as the server answers it: only what the form reads. */
const stored = (over: Partial<TUserReportDetail> = {}): TUserReportDetail =>
  ({
    reportId: 41,
    version: 3,
    reportMonth: '2026-10',
    currency: 'USD',
    memo: 'kept memo',
    correctionReason: null,
    method: 'MANUAL',
    mayEdit: true,
    rows: { items: [{ cells: { ...row(), quantity: 5 } }], totalCount: 1, pageNumber: 1, pageSize: 100 },
    ...over,
  }) as unknown as TUserReportDetail;

const run = (actions: ReportFormAction[], from: ReportFormState = initialReportForm()) => actions.reduce(reportFormReducer, from);
const monthly = { isProxy: false, correction: false };
const proxy = { isProxy: true, correction: false };
const correction = { isProxy: false, correction: true };

describe('the monthly report form', () => {
  it('starts empty, in manual entry, with nothing to save', () => {
    const s = initialReportForm();
    expect(s).toMatchObject({ report: null, rows: [], entry: 'manual', dirty: false, reason: '' });
    expect(isEditable(s)).toBe(true);
    expect(currencyOf(s)).toBe('KRW');
    expect(currencyOf(s, 'USD')).toBe('USD');
  });

  it('asks for the month before anything is saved, and a proxy reporter for the customer first', () => {
    expect(headerProblem(initialReportForm(), monthly)).toBe('write.chooseMonth');
    expect(headerProblem(run([{ type: 'monthChosen', month: '2026-10' }]), monthly)).toBeNull();
    expect(headerProblem(run([{ type: 'monthChosen', month: '2026-10' }]), proxy)).toBe('write.chooseCustomerFirst');
    expect(headerProblem(run([{ type: 'customerChosen', customerId: 7 }]), proxy)).toBe('write.chooseMonth');
  });

  it('chooses the month again when a proxy reporter changes the customer', () => {
    const s = run([
      { type: 'customerChosen', customerId: 7 },
      { type: 'monthChosen', month: '2026-10' },
      { type: 'customerChosen', customerId: 8 },
    ]);
    expect(s.customerId).toBe(8);
    expect(s.month).toBeUndefined();
  });

  it('marks typing, the reason and the currency as unsaved, and a save as saved', () => {
    const typed = run([{ type: 'rowsChanged', rows: [row()] }]);
    expect(typed.dirty).toBe(true);
    expect(run([{ type: 'currencyChosen', currency: 'USD' }]).dirty).toBe(true);
    expect(run([{ type: 'reasonTyped', reason: '수량 정정' }]).dirty).toBe(true);
    expect(reportFormReducer(typed, { type: 'saved', report: stored() }).dirty).toBe(false);
    // Choosing how to enter rows changes nothing that is saved.
    expect(run([{ type: 'entryChosen', entry: 'upload' }]).dirty).toBe(false);
  });

  it('opens a saved draft with its rows, currency and way of entry', () => {
    const s = run([{ type: 'opened', report: stored({ method: 'UPLOAD', currency: 'USD' }) }]);
    expect(s.entry).toBe('upload');
    expect(s.rows).toHaveLength(1);
    expect(s.rows[0]!.quantity).toBe('5');
    expect(currencyOf(s, 'KRW')).toBe('USD');
    expect(s.dirty).toBe(false);
  });

  it('reads the rows again after an upload without touching the reason or the way of entry', () => {
    const s = run([
      { type: 'reasonTyped', reason: '정정 사유' },
      { type: 'entryChosen', entry: 'upload' },
      { type: 'refreshed', report: stored({ method: 'MANUAL' }) },
    ]);
    expect(s).toMatchObject({ reason: '정정 사유', entry: 'upload', dirty: false });
    expect(s.rows).toHaveLength(1);
  });

  it('keeps a currency changed on a saved report in the report it will send', () => {
    const s = run([
      { type: 'opened', report: stored({ currency: 'KRW' }) },
      { type: 'currencyChosen', currency: 'USD' },
    ]);
    expect(currencyOf(s)).toBe('USD');
    expect(s.report?.currency).toBe('USD');
  });

  it('counts only rows with something typed, and saves only those', () => {
    const rows = [row(), blank(), row({ subscriberId: 'S-2', quantity: '' })];
    expect(enteredRows(rows)).toBe(2);
    const s = run([
      { type: 'monthChosen', month: '2026-10' },
      { type: 'rowsChanged', rows },
    ]);
    const request = saveBody(s, { ...monthly, currency: 'KRW' });
    expect(request.call).toBe('create');
    expect(request.body.rows).toHaveLength(2);
    // Empty cells travel as null, not as empty strings.
    expect(request.body.rows?.[1]?.quantity).toBeNull();
  });

  it('creates the draft on the first save, then saves it with the version the writer saw', () => {
    const first = run([
      { type: 'customerChosen', customerId: 7 },
      { type: 'monthChosen', month: '2026-10' },
      { type: 'rowsChanged', rows: [row()] },
    ]);
    expect(saveBody(first, { ...proxy, currency: 'USD' })).toEqual({
      call: 'create',
      body: expect.objectContaining({ type: 'MONTHLY', reportMonth: '2026-10', companyId: 7, currency: 'USD', method: 'MANUAL' }),
    });
    const later = reportFormReducer(first, { type: 'saved', report: stored() });
    const again = saveBody(later, { ...proxy, currency: 'USD' });
    expect(again.call).toBe('save');
    expect(again).toMatchObject({ reportId: 41, body: { version: 3, memo: 'kept memo' } });
  });

  it('refuses a submission without rows, then names the first bad cell, then is ready', () => {
    const base = run([{ type: 'monthChosen', month: '2026-10' }]);
    expect(submitProblem(base, monthly, checks)).toEqual({ kind: 'noRows' });
    expect(submitProblem(reportFormReducer(base, { type: 'rowsChanged', rows: [blank()] }), monthly, checks)).toEqual({ kind: 'noRows' });
    const bad = reportFormReducer(base, { type: 'rowsChanged', rows: [row(), row({ subscriberId: 'S-2', productCode: 'NOPE' })] });
    expect(submitProblem(bad, monthly, checks)).toMatchObject({ kind: 'cell', issue: { index: 1, column: 'productCode' } });
    const missing = reportFormReducer(base, { type: 'rowsChanged', rows: [row({ quantity: 'x' }), row({ subscriberName: '' })] });
    // An empty required cell comes first, wherever it is: the server's refusal names it so.
    expect(submitProblem(missing, monthly, checks)).toMatchObject({ kind: 'cell', issue: { index: 1, code: 'required' } });
    const good = reportFormReducer(base, { type: 'rowsChanged', rows: [row(), blank()] });
    expect(submitProblem(good, monthly, checks)).toEqual({ kind: 'ready' });
  });
});

describe('the correction report form', () => {
  it('asks for the corrected report, then for the reason, before the rows', () => {
    expect(submitProblem(initialReportForm(), correction, checks)).toEqual({ kind: 'header', message: 'write.chooseCorrected' });
    const chosen = initialReportForm(12);
    expect(submitProblem(chosen, correction, checks)).toEqual({ kind: 'reason' });
    const reasoned = run([{ type: 'reasonTyped', reason: '  ' }], chosen);
    expect(submitProblem(reasoned, correction, checks)).toEqual({ kind: 'reason' });
    const ready = run(
      [
        { type: 'reasonTyped', reason: '수량 정정' },
        { type: 'rowsChanged', rows: [row()] },
      ],
      chosen,
    );
    expect(submitProblem(ready, correction, checks)).toEqual({ kind: 'ready' });
  });

  it('shows the missing reason until the writer types again', () => {
    const s = run([{ type: 'reasonMissing', message: '정정 사유를 입력하세요.' }], initialReportForm(12));
    expect(s.reasonError).toBe('정정 사유를 입력하세요.');
    expect(reportFormReducer(s, { type: 'reasonTyped', reason: '수' }).reasonError).toBeNull();
  });

  it('starts from the corrected report rows only while nothing is typed', () => {
    const fresh = run([{ type: 'startedFrom', reportId: 12, rows: [row(), row({ subscriberId: 'S-2' })] }], initialReportForm(12));
    expect(fresh.rows).toHaveLength(2);
    expect(fresh.startedFrom).toBe(12);
    expect(fresh.dirty).toBe(false);
    const typed = run(
      [
        { type: 'rowsChanged', rows: [row({ subscriberId: 'MINE' })] },
        { type: 'startedFrom', reportId: 12, rows: [row(), row()] },
      ],
      initialReportForm(12),
    );
    expect(typed.rows.map((r) => r.subscriberId)).toEqual(['MINE']);
  });

  it('sends the trimmed reason and the corrected report, not a month', () => {
    const s = run(
      [
        { type: 'monthChosen', month: '2026-10' },
        { type: 'reasonTyped', reason: '  수량 정정  ' },
      ],
      initialReportForm(12),
    );
    const request = saveBody(s, { ...correction, currency: 'KRW' });
    expect(request).toMatchObject({
      call: 'create',
      body: { type: 'CORRECTION', correctsReportId: 12, reportMonth: undefined, correctionReason: '수량 정정' },
    });
  });

  it('cannot be edited once the server says so', () => {
    expect(isEditable(run([{ type: 'opened', report: stored({ mayEdit: false }) }]))).toBe(false);
  });
});

// emptyGridRow is the grid's own blank row: the model counts it as blank too.
it('counts the grid’s blank row as blank', () => {
  expect(enteredRows([emptyGridRow([{ key: 'subscriberName' }] as never)])).toBe(0);
});
