import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './fixtures';
import { expectPageReady, openPage } from './helpers';
import { DEMO, enrolThroughApi, linkIn, putSession, sharedTokens, unverifiedMember, waitForMail, type Tokens } from './session';

// Monthly user reports by file and corrections: a member downloads the form, fills it in a
// spreadsheet (here exceljs), uploads it, reads the bad cells by row, column and reason, downloads the marked copy,
// uploads the fixed file and submits; the same page in English with CSV files; a correction of a filed report from its
// detail's Correct button, in Korean and in English.
//
// State through the API (decision 036): a report of the month that is due can be filed once per company, and the demo
// companies' due months are taken by user-reports.spec.ts (알파증권's draft, 베타자산운용's four-eyes report) or filed
// already (Gamma), so each upload journey files for a company of its own: a newcomer joins with a new company, confirms
// the address, is approved by provider staff and enrols. The corrections correct two different filed reports of Gamma
// (one live correction per report), so they never meet each other or the other file's journeys.

type Lang = 'ko' | 'en';
const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The fill of a marked cell in the marked copy (light red). */
const MARK = 'FFFFC7CE';

/** The form's columns, in order: Korean and English labels, required ones marked with * in the form's header. */
const COLUMNS: { ko: string; en: string; required: boolean }[] = [
  { ko: '제공 방식', en: 'Provision method', required: true },
  { ko: '이용 구분', en: 'Use category', required: true },
  { ko: '고객 계좌번호', en: 'Customer account number', required: false },
  { ko: '과금 코드', en: 'Billing code', required: false },
  { ko: '변동 요금 항목', en: 'Variable fee item', required: true },
  { ko: '상품 코드', en: 'Product code', required: true },
  { ko: '벤더 상품명', en: 'Vendor product name', required: false },
  { ko: '가입자명', en: 'Subscriber name', required: true },
  { ko: '가입자 ID', en: 'Subscriber ID', required: false },
  { ko: '주소', en: 'Address', required: false },
  { ko: '시/주', en: 'City or state', required: false },
  { ko: '지역', en: 'Area or region', required: false },
  { ko: '국가 코드', en: 'Country code', required: true },
  { ko: '수량', en: 'Quantity', required: true },
];

/** A clean row in the form's column order; `over` replaces cells by 0-based column. */
const row = (name: string, quantity: number | string, over: Record<number, unknown> = {}): unknown[] =>
  ['DATAFEED', '151', '', '', 'USER', 'KSP-RT-L1', '', name, '', '', '', '', 'KR', quantity].map((v, i) => (i in over ? over[i] : v));

async function openWindow(request: APIRequestContext) {
  const admin = await sharedTokens(request, DEMO.admin);
  const res = await request.put('/apis/v1/user/user-reports/settings/window', {
    headers: bearer(admin),
    data: { windowStartDay: 1, windowEndDay: 31, reminderDaysBefore: 3 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * An active member of a new company of its own: joins (with the company), confirms the address from the mail, is
 * approved by provider staff, and enrols the authenticator (its first sign-in). Answers the address and the tokens.
 */
async function memberOfOwnCompany(request: APIRequestContext, label: string, lang: Lang): Promise<{ email: string; tokens: Tokens }> {
  // A company of each run's own: the company is found by its name, and a retry (or a repeat, or a second run on the same
  // database) in the company of the one before would meet that one's draft of the month.
  const stamp = Date.now().toString(36);
  const { email, userId } = await unverifiedMember(request, `${label}-${stamp}`, lang === 'ko' ? '01' : '02');
  const mail = await waitForMail(request, email, /email-confirm/);
  const token = new URL(linkIn(mail, '/user/user-auth-confirmed')).searchParams.get('token')!;
  const confirmed = await request.get(`/apis/v1/user/users/confirm-email?token=${encodeURIComponent(token)}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const admin = await sharedTokens(request, DEMO.admin);
  const approved = await request.post(`/apis/v1/staff/members/${userId}/approve`, { headers: bearer(admin) });
  expect(approved.status(), await approved.text()).toBe(200);
  const { tokens } = await enrolThroughApi(request, email);
  return { email, tokens };
}

const visited = new WeakSet<Page>();
async function open(page: Page, url: string) {
  if (!visited.has(page)) {
    visited.add(page);
    await openPage(page, url);
    return;
  }
  await page.goto(url);
  await expectPageReady(page);
}

/** The grid's cell at a 0-based row and column. */
const cell = (grid: Locator, r: number, c: number) =>
  grid.locator(`[role=row][aria-rowindex="${r + 2}"] [role=gridcell][aria-colindex="${c + 2}"]`);

/** The value of a figure of the totals under the grid. */
const total = (main: Locator, name: string) =>
  main
    .locator('.ur-totals > div')
    .filter({ has: main.page().locator('dt').getByText(name, { exact: true }) })
    .locator('dd');

/** Chooses a file through the page's upload control (its button opens the file chooser; choosing uploads). */
async function upload(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.locator('main').getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** Saves a download of the page and answers its name and bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await click();
  const d = await download;
  const path = test.info().outputPath(`${Date.now()}-${d.suggestedFilename()}`);
  await d.saveAs(path);
  return { name: d.suggestedFilename(), bytes: await readFile(path) };
}

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

/** The issue table's row for a spreadsheet row and column. */
const issueRow = (main: Locator, r: number, column: string) =>
  main
    .locator('.ur-issue-table tbody tr')
    .filter({ has: main.page().getByRole('cell', { name: String(r), exact: true }) })
    .filter({ has: main.page().getByRole('cell', { name: column, exact: true }) });

test.describe('monthly user reports by file', () => {
  test('Korean: the form downloaded, filled with bad cells, uploaded, the errors and the marked copy, fixed, uploaded again and submitted', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await openWindow(request);
    const { email, tokens } = await memberOfOwnCompany(request, 'ur-file-ko', 'ko');
    const main = page.locator('main');
    await putSession(page, tokens, email, 'ko');
    await open(page, '/report/user-report-write');
    await expect(page.locator('main h1')).toHaveText('월간 사용자 리포트');
    // The month due is chosen already (the server's calendar): a new company has no draft of it.
    await expect(main.locator('.ur-info-select').first()).not.toContainText('리포트 월을 선택해 주세요.');
    await main.locator('.ant-segmented-item').filter({ hasText: '파일 업로드' }).click();

    // The form: an xlsx whose header holds the columns in both languages, required ones marked.
    const form = await downloaded(page, () => main.getByRole('button', { name: '양식 다운로드' }).click());
    expect(form.name).toMatch(/\.xlsx$/);
    expect(form.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const wb = await workbookOf(form.bytes);
    const ws = wb.worksheets[0]!;
    COLUMNS.forEach((c, i) =>
      expect(String(ws.getRow(1).getCell(i + 1).value), `column ${i + 1}`).toBe(`${c.ko} / ${c.en}${c.required ? ' *' : ''}`),
    );

    // Filled in a spreadsheet below the form's example row: one clean row, then an empty required cell, an unknown
    // code and a formula.
    const fill = (r: number, values: unknown[]) => values.forEach((v, i) => (ws.getRow(r).getCell(i + 1).value = v as ExcelJS.CellValue));
    fill(3, row('김하늘', 3));
    fill(4, row('', 1));
    fill(5, row('이서준', 2, { 1: '999' }));
    fill(6, row('박민재', 2, { 13: { formula: '1+1', result: 2 } }));
    const bad = Buffer.from(await wb.xlsx.writeBuffer());
    await upload(page, '파일 선택 후 업로드', { name: '사용자리포트_작성.xlsx', mimeType: XLSX_MIME, buffer: bad });

    // The bad cells, by row, column and reason; nothing went into the report.
    await expect(main.getByRole('alert').filter({ hasText: '사용자리포트_작성.xlsx에 오류가 3건 있습니다.' })).toBeVisible();
    await expect(issueRow(main, 4, '가입자명')).toContainText('가입자명을 입력해 주세요.');
    await expect(issueRow(main, 5, '이용 구분')).toContainText('이용 구분은 목록에 있는 값 중에서 골라 주세요');
    await expect(issueRow(main, 6, '수량')).toContainText('수량에 수식을 넣을 수 없습니다. 값을 입력해 주세요.');
    await expect(main.locator('.ur-issue-table tbody tr')).toHaveCount(3);
    await expect(total(main, '행 수')).toHaveText('0');
    await expectAccessible(page, 'user report upload errors ko');

    // The marked copy: the same sheet with the bad cells filled and a sheet listing them, in Korean.
    const marked = await downloaded(page, () => main.getByRole('button', { name: '오류 표시 파일 다운로드' }).click());
    expect(marked.name).toMatch(/\.xlsx$/);
    const copy = await workbookOf(marked.bytes);
    const sheet = copy.worksheets[0]!;
    for (const ref of ['H4', 'B5', 'N6']) expect(sheet.getCell(ref).fill, ref).toMatchObject({ fgColor: { argb: MARK } });
    expect(sheet.getCell('H3').fill).toBeUndefined();
    const list = copy.worksheets[1]!;
    expect(list.getRow(1).values).toEqual([undefined, '행', '열', '항목', '사유']);
    expect(list.rowCount).toBe(4);
    expect(list.getRow(2).values).toEqual([undefined, 4, 'H', '가입자명', '가입자명을 입력해 주세요.']);

    // Fixed and uploaded again: the rows go into the grid and the totals.
    fill(4, row('최유나', 1));
    fill(5, row('이서준', 2));
    fill(6, row('박민재', 2));
    const good = Buffer.from(await wb.xlsx.writeBuffer());
    await upload(page, '파일 선택 후 업로드', { name: '사용자리포트_작성.xlsx', mimeType: XLSX_MIME, buffer: good });
    await expect(main.getByRole('status').filter({ hasText: '파일에 오류가 없습니다. 4행을 리포트에 넣었습니다.' })).toBeVisible();
    const grid = main.getByRole('grid', { name: '리포트 상세 내역' });
    await expect(grid).toHaveAttribute('aria-rowcount', '5');
    await expect(cell(grid, 1, 7)).toHaveText('최유나');
    await expect(total(main, '행 수')).toHaveText('4');
    await expect(total(main, '오류가 있는 행')).toHaveText('0');
    await expect(total(main, '수량 합계')).toHaveText('8');
    await expect(main.locator('.ur-issue-table')).toHaveCount(0);

    // Submitted with the attestation: waiting for the provider's approval.
    await main.getByRole('button', { name: '제출', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '이 리포트의 내용이 정확하고 빠짐없음을 확인합니다.' });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '제출' }).click();
    await expect(page.getByText('사용자 리포트를 제출했습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/report\/\d+\/user-report-detail/);
    await expect(main.locator('.status-tag, .ant-tag').filter({ hasText: '승인 대기' }).first()).toBeVisible();
    await expect(main.locator('.ur-rows-table tbody tr')).toHaveCount(4);
  });

  test('English: a clean CSV fills the grid; a bad CSV lists its errors in English', async ({ page, request }) => {
    test.setTimeout(180_000);
    await openWindow(request);
    const { email, tokens } = await memberOfOwnCompany(request, 'ur-file-en', 'en');
    const main = page.locator('main');
    await putSession(page, tokens, email, 'en');
    await open(page, '/report/user-report-write');
    await expect(page.locator('main h1')).toHaveText('Monthly user report');
    await expect(main.locator('.ur-info-select').first()).not.toContainText('Choose the report month');
    await main.locator('.ant-segmented-item').filter({ hasText: 'Upload a file' }).click();

    const header = COLUMNS.map((c) => c.en).join(',');
    const csv = (rows: unknown[][]) => Buffer.from(`${header}\n${rows.map((r) => r.join(',')).join('\n')}\n`);
    const clean = csv([row('Jane Doe', 2, { 12: 'GB' }), row('John Roe', 3, { 12: 'US' })]);
    await upload(page, 'Choose a file and upload', { name: 'usage.csv', mimeType: 'text/csv', buffer: clean });
    await expect(main.getByRole('status').filter({ hasText: 'The file is clean: 2 rows went into the report.' })).toBeVisible();
    const grid = main.getByRole('grid', { name: 'Report details' });
    await expect(grid).toHaveAttribute('aria-rowcount', '3');
    await expect(cell(grid, 1, 7)).toHaveText('John Roe');
    await expect(total(main, 'Rows')).toHaveText('2');

    // A bad CSV: the errors in English; the grid keeps the rows of the clean file.
    const wrong = csv([row('Jane Doe', 2, { 12: 'Korea' }), row('', 'x')]);
    await upload(page, 'Choose a file and upload', { name: 'usage-bad.csv', mimeType: 'text/csv', buffer: wrong });
    // Rows are already entered: the file replaces them only once the member says so.
    const replace = page.getByRole('dialog', { name: 'Replace the rows entered with the file?' });
    await expect(replace).toContainText('replace the 2 rows already entered');
    await replace.getByRole('button', { name: 'Upload and replace' }).click();
    await expect(main.getByRole('alert').filter({ hasText: 'usage-bad.csv has 3 errors.' })).toBeVisible();
    await expect(issueRow(main, 2, 'Country code')).toContainText('Enter Country code as a two-letter country code (e.g. KR).');
    await expect(issueRow(main, 3, 'Subscriber name')).toContainText('Subscriber name is required.');
    await expect(issueRow(main, 3, 'Quantity')).toContainText('Enter Quantity as a whole number.');
    await expect(main.getByRole('button', { name: 'Download the marked copy' })).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '3');
    await expectAccessible(page, 'user report upload errors en');
  });
});

test.describe('correction reports', () => {
  const CASES = [
    { lang: 'ko', state: 'SUBMITTED' },
    { lang: 'en', state: 'APPROVED' },
  ] as const;
  const TEXT = {
    ko: {
      correct: '정정',
      title: '정정 리포트',
      grid: '리포트 상세 내역',
      submit: '제출',
      reason: '정정 사유',
      reasonRequired: '정정 사유를 입력해 주세요.',
      attest: '이 리포트의 내용이 정확하고 빠짐없음을 확인합니다.',
      success: '사용자 리포트를 제출했습니다.',
      because: '단말기 1대가 빠져 첫 행의 수량을 고칩니다.',
      type: '정정 리포트',
    },
    en: {
      correct: 'Correct',
      title: 'Correction report',
      grid: 'Report details',
      submit: 'Submit',
      reason: 'Correction reason',
      reasonRequired: 'Enter the correction reason.',
      attest: 'I confirm that this report is accurate and complete.',
      success: 'The user report has been submitted.',
      because: 'One terminal was left out: the first row’s quantity is corrected.',
      type: 'Correction report',
    },
  } as const;

  for (const { lang, state } of CASES) {
    test(`${lang === 'ko' ? 'Korean' : 'English'}: ${state === 'APPROVED' ? 'an approved' : 'a submitted'} report corrected from its Correct button, with the reason`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const ops = await sharedTokens(request, DEMO.ops);
      const found = await request.post('/apis/v1/user/user-reports/search', {
        headers: bearer(ops),
        data: { pageSize: 50, type: 'MONTHLY', correctableOnly: true },
      });
      expect(found.status(), await found.text()).toBe(200);
      const items = ((await found.json()) as { items: { reportId: number; state: string }[] }).items;
      // A report already corrected shows "Go to Correction Report" instead (the demo world's billing corrects one).
      let corrected: { reportId: number; state: string } | undefined;
      for (const item of items.filter((i) => i.state === state)) {
        const detail = await request.get(`/apis/v1/user/user-reports/${item.reportId}`, { headers: bearer(ops) });
        expect(detail.status(), await detail.text()).toBe(200);
        if (((await detail.json()) as { correctionReportId: number | null }).correctionReportId === null) {
          corrected = item;
          break;
        }
      }
      expect(corrected, `a ${state} report of Gamma of the last 3 months (demo world)`).toBeTruthy();
      const x = TEXT[lang];
      const main = page.locator('main');
      await putSession(page, ops, DEMO.ops.email, lang);
      await open(page, `/report/${corrected!.reportId}/user-report-detail`);
      await main.getByRole('link', { name: x.correct, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/report/correction-write\\?corrects=${corrected!.reportId}$`));
      await expect(page.locator('main h1')).toHaveText(x.title);

      // The grid starts from the corrected report's rows; the first row's quantity is changed.
      const grid = main.getByRole('grid', { name: x.grid });
      await expect(grid).not.toHaveAttribute('aria-rowcount', '1');
      await expect(cell(grid, 0, 13)).not.toBeEmpty();
      await cell(grid, 0, 13).click();
      await page.keyboard.type('7');
      await page.keyboard.press('Enter');
      await expect(cell(grid, 0, 13)).toHaveText('7');
      await expectAccessible(page, `correction ${lang}`);

      // The reason is required.
      await main.getByRole('button', { name: x.submit, exact: true }).click();
      await expect(main.getByRole('alert').filter({ hasText: x.reasonRequired })).toBeVisible();
      await main.getByRole('textbox', { name: x.reason }).fill(x.because);

      // Confirmed in the popup, then the success message and the correction's detail.
      await main.getByRole('button', { name: x.submit, exact: true }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: x.attest });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: x.submit }).click();
      await expect(page.getByText(x.success)).toBeVisible();
      await expect(page).toHaveURL(/\/report\/\d+\/user-report-detail/);
      const correctionId = Number(/\/report\/(\d+)\//.exec(page.url())![1]);
      expect(correctionId).not.toBe(corrected!.reportId);
      await expect(main.getByText(x.because)).toBeVisible();

      // Listed with the type "correction".
      const detail = await request.get(`/apis/v1/user/user-reports/${correctionId}`, { headers: bearer(ops) });
      expect(detail.status(), await detail.text()).toBe(200);
      const { number, type } = (await detail.json()) as { number: string; type: string };
      expect(type).toBe('CORRECTION');
      await open(page, '/report/user-report-list?type=CORRECTION');
      const listed = main.locator('.ur-table tbody tr.ant-table-row').filter({ hasText: number });
      await expect(listed).toHaveCount(1);
      await expect(listed).toContainText(x.type);
    });
  }
});
