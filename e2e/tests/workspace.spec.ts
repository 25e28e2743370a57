import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, otherBrowser, test, useLanguage } from './fixtures';
import { animationsDone, chooseOption, expectPageReady, openPage, TEXT } from './helpers';
import {
  DEMO,
  DEMO_PASSWORD,
  enrolThroughApi,
  linkIn,
  mailTo,
  newcomerEmail,
  newMember,
  putSession,
  sharedTokens,
  waitForMail,
  type Tokens,
} from './session';

// The member workspace: company staff (invite, join from the invitation, remove with a reason,
// export the selection to Excel), 1:1 inquiries with attachments answered by provider staff, the
// visitor's inquiry answered by e-mail, and accessibility scans of every workspace screen in both languages.

type Account = { email: string; key: string };
type Lang = 'ko' | 'en';

const STAFF_API = '/apis/v1/user/staff';
const INQUIRY_API = '/apis/v1/user/inquiries';

/** Workspace texts the journeys look for (workspace translations and the contract's messages). */
const WS = {
  ko: {
    myPage: '마이페이지',
    manageMembers: '회원 관리',
    customerAdmin: '고객 관리',
    answerInquiries: '문의 답변',
    inviteMember: '회원 초대',
    memberDialog: '회원 초대',
    inviteSubscriber: '구독자 초대',
    subscriberDialog: '뉴스레터 구독자 초대',
    email: '이메일 주소',
    sendInvitation: '초대 메일 보내기',
    // The particle follows how the address ends when read aloud (으로 or 로).
    memberSent: (email: string) => new RegExp(`^${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(으로|로) 회원 초대 메일을 보냈습니다\\.$`),
    alreadyInvited: '이미 초대하여 응답을 기다리는 이메일 주소입니다.',
    active: '정상',
    select: (name: string) => `${name} 선택`,
    exportSelected: '선택 항목 엑셀 다운로드',
    search: '이름, 이메일, 부서 검색',
    myInquiries: '1:1 문의',
    awaiting: '답변 대기',
    answered: '답변 완료',
    download: (name: string) => `${name} 내려받기`,
  },
  en: {
    myPage: 'My page',
    manageMembers: 'Manage members',
    customerAdmin: 'Customer admin',
    answerInquiries: 'Answer inquiries',
    inviteMember: 'Invite member',
    memberDialog: 'Invite a member',
    inviteSubscriber: 'Invite subscriber',
    subscriberDialog: 'Invite a newsletter subscriber',
    email: 'E-mail address',
    sendInvitation: 'Send invitation',
    memberSent: (email: string) => `A member invitation was sent to ${email}.`,
    alreadyInvited: 'This e-mail address has already been invited and the invitation is pending.',
    active: 'Active',
    select: (name: string) => `Select ${name}`,
    exportSelected: 'Export selected to Excel',
    search: 'Search name, e-mail or department',
    myInquiries: 'My inquiries',
    awaiting: 'Awaiting answer',
    answered: 'Answered',
    download: (name: string) => `Download ${name}`,
  },
} as const;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The account's shared session (session.ts: one sign-in per account and worker; none of these journeys signs out). */
function tokensOf(request: APIRequestContext, account: Account): Promise<Tokens> {
  return sharedTokens(request, account);
}

/** Puts the account's session into the browser (as the login page leaves it), in the given language. */
async function signedIn(page: Page, account: Account, lang: Lang) {
  const t = await tokensOf(page.request, account);
  await putSession(page, t, account.email, lang);
  return t;
}

const bearer = (t: { access_token: string }) => ({ authorization: `Bearer ${t.access_token}` });

let shot = 0;
/** With WS_SCREENSHOTS=1, one screenshot of each screen passed through (/tmp/ws-*.png, for a look by eye). */
async function screenshot(page: Page, name: string) {
  if (!process.env.WS_SCREENSHOTS) return;
  await page.screenshot({ path: `/tmp/ws-${String(++shot).padStart(2, '0')}-${name}.png`, fullPage: true });
}

const visited = new WeakSet<Page>();
/**
 * Opens a page and waits until it is ready. The first visit of a browser page goes through helpers'
 * openPage, which waits for the announcement popups and puts them away ("do not open for a day"); they
 * stay away for the later visits, which only wait for the page.
 */
async function open(page: Page, url: string) {
  if (!visited.has(page)) {
    visited.add(page);
    await openPage(page, url);
    return;
  }
  await page.goto(url);
  await expectPageReady(page);
}

/** Opens a page of the top menu: the first-level button, then the link. */
async function throughMenu(page: Page, lang: Lang, top: string, link: string) {
  const menu = page.getByRole('navigation', { name: TEXT[lang].mainMenu });
  await menu.getByRole('button', { name: top, exact: true }).click();
  await menu.getByRole('link', { name: link, exact: true }).click();
  await expectPageReady(page);
}

interface StaffRow {
  userId: number;
  loginEmail: string;
  name: string;
  department: string | null;
  chargeJob: string | null;
  statusCode: string;
  lastLoginAt: string | null;
}
/** The company's staff as the server answers them (searched by e-mail or name). */
async function staffOf(request: APIRequestContext, t: Tokens, searchText: string, lang: Lang = 'ko'): Promise<StaffRow[]> {
  const res = await request.post(`${STAFF_API}/search`, {
    data: { searchText, pageSize: 100 },
    headers: { ...bearer(t), 'accept-language': lang },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: StaffRow[] }).items;
}

/**
 * A member of Alpha made for one journey (never a demo account), invited and registered through the
 * API, with a name and a department a spreadsheet would read as formulas. Each journey that needs one
 * makes its own: the removal journey removes it. The name is the journey's own too (every try of every
 * journey makes a member named "=1+2 …": with one name for all, a list still showing another try's
 * member held two checkboxes of that name).
 */
function formulaMember(request: APIRequestContext) {
  return newMember(request, 'formula', {
    firstName: '=1+2',
    lastName: `Formula ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
    department: '=HYPERLINK("http://attacker.example","x")',
    chargeJob: '+Analyst',
  });
}

/** The row of the staff table that shows the address. */
const staffRow = (page: Page, email: string) => page.locator('main').getByRole('row').filter({ hasText: email });

/** Narrows the staff list with its search box. */
/**
 * Searches the staff list and waits until the list shows the answer: the rows shown before (the previous page, kept
 * while the search runs) are replaced when it arrives, and a press on one of them then went unanswered now and then.
 */
async function searchStaffList(page: Page, lang: Lang, text: string) {
  const box = page.getByRole('searchbox', { name: WS[lang].search });
  const answered = page.waitForResponse(
    (r) => r.url().endsWith(`${STAFF_API}/search`) && (r.request().postDataJSON() as { searchText?: string } | null)?.searchText === text,
  );
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(text);
  await answered;
  await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
}

test.describe('company staff', () => {
  test('a member invites a newcomer from the menu; the newcomer joins from the mail and is on the staff list', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const lang = 'ko';
    const ko = WS.ko;
    const staff = await signedIn(page, DEMO.staffMember, lang);
    await open(page, '/home');
    await throughMenu(page, lang, ko.myPage, ko.manageMembers);
    await expect(page).toHaveURL(/\/mypage\/manager-list$/);
    await expect(page.locator('main h1')).toHaveText(ko.manageMembers);
    // The list shows the company's members. The signed-in one is marked and cannot remove themselves, and
    // their last sign-in (recorded at the code step) is shown, not "never signed in". Other journeys add members
    // of their own to the company, so the list is narrowed to this one first.
    await searchStaffList(page, lang, DEMO.staffMember.email);
    const me = staffRow(page, DEMO.staffMember.email);
    await expect(me).toContainText('나');
    await expect(me.getByRole('cell').last()).toHaveText('본인');
    await expect(me).not.toContainText('로그인 기록 없음');
    const [meOnServer] = await staffOf(request, staff, DEMO.staffMember.email);
    expect(meOnServer.lastLoginAt, 'last sign-in recorded').not.toBeNull();
    await expect(me).toContainText(/\d{4}-\d{2}-\d{2}\s*\d{2}:\d{2}:\d{2}/);
    await screenshot(page, 'manager-list-ko');
    await expectAccessible(page, 'manager-list ko');

    const email = newcomerEmail('invite');
    await page.getByRole('button', { name: ko.inviteMember, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ko.memberDialog });
    await dialog.getByRole('textbox', { name: ko.email }).fill(email);
    await screenshot(page, 'invite-dialog-ko');
    await expectAccessible(page, 'invite dialog ko');
    await dialog.getByRole('button', { name: ko.sendInvitation }).click();
    await expect(page.getByText(ko.memberSent(email))).toBeVisible();
    await expect(dialog).toBeHidden();

    const invitation = await waitForMail(request, email, /invitation-member/);
    expect(invitation.languageCode).toBe('01');
    expect(invitation.text).toContain('알파증권');
    const link = linkIn(invitation, '/user/user-join-terms?invitationToken=');

    // The same address again: refused, the dialog says why.
    await page.getByRole('button', { name: ko.inviteMember, exact: true }).click();
    await dialog.getByRole('textbox', { name: ko.email }).fill(email);
    await dialog.getByRole('button', { name: ko.sendInvitation }).click();
    await expect(dialog.getByText(ko.alreadyInvited)).toBeVisible();
    await screenshot(page, 'invite-refused-ko');
    await dialog.getByRole('button', { name: '취소' }).click();
    expect((await mailTo(request, email)).filter((m) => m.templateName.includes('invitation-member'))).toHaveLength(1);

    // The newcomer opens the link: the terms, then the join form with the company of the invitation.
    const newcomer = await otherBrowser(browser, testInfo, lang);
    try {
      const np = newcomer.page;
      await open(np, link);
      await expect(np.locator('main h1')).toHaveText('약관 동의');
      await expect(np.getByText(`알파증권에서 ${email} 주소로 초대했습니다.`, { exact: false })).toBeVisible();
      const agreeAll = np.getByRole('checkbox', { name: '필수 약관에 모두 동의합니다.' });
      await expect(agreeAll).toBeEnabled();
      await np.getByText('필수 약관에 모두 동의합니다.').click();
      await np.getByText('구독하지 않습니다', { exact: true }).click();
      await screenshot(np, 'join-terms-invited-ko');
      await np.getByRole('button', { name: '다음' }).click();

      await expect(np).toHaveURL(/\/user\/user-join$/);
      await expect(np.locator('main h1')).toHaveText('회원 정보 입력');
      await expect(np.getByLabel('아이디(이메일)', { exact: true })).toHaveValue(email);
      await expect(np.getByLabel('아이디(이메일)', { exact: true })).toBeDisabled();
      await expect(np.locator('main').getByText('알파증권', { exact: false }).first()).toBeVisible();
      await np.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
      await np.getByLabel('비밀번호 확인', { exact: true }).fill(DEMO_PASSWORD);
      await np.getByLabel('성', { exact: true }).fill('신');
      await np.getByLabel('이름', { exact: true }).fill('입사');
      await np.getByLabel('부서', { exact: true }).fill('데이터운영팀');
      await np.getByLabel('사무실 전화번호', { exact: true }).fill('+82-2-3774-5678');
      await np.getByText('동의', { exact: true }).click();
      await np.getByText('자동 연장', { exact: true }).click();
      await screenshot(np, 'join-invited-ko');
      await np.getByRole('button', { name: '가입하기' }).click();

      await expect(np).toHaveURL(/\/user\/user-join-complete$/);
      await expect(np.getByText('초대받은 회사의 회원으로 가입되었습니다. 지금 바로 로그인할 수 있습니다.')).toBeVisible();
      await screenshot(np, 'join-complete-invited-ko');
      expect(newcomer.errors).toEqual([]);
    } finally {
      await newcomer.context.close();
    }

    // The invitation link proved the address and the company's staff vouched for the member: the account is
    // active at once, with no confirmation mail and no approval step (accounts: registerByInvitation).
    const [row] = await staffOf(request, staff, email);
    expect(row).toMatchObject({ loginEmail: email, statusCode: 'ACTIVE', department: '데이터운영팀' });
    expect((await mailTo(request, email)).map((m) => m.templateName)).toEqual([invitation.templateName]);

    // The staff list shows the newcomer as active.
    await page.reload();
    await expectPageReady(page);
    await searchStaffList(page, lang, email);
    await expect(staffRow(page, email)).toContainText('신입사');
    await expect(staffRow(page, email)).toContainText(ko.active);
    await screenshot(page, 'manager-list-with-newcomer-ko');
  });

  test('a member invites a newsletter subscriber in English; the mail leads to the confirmation', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const lang = 'en';
    const en = WS.en;
    await signedIn(page, DEMO.staffMember, lang);
    await open(page, '/home');
    await throughMenu(page, lang, en.myPage, en.manageMembers);
    await expect(page.locator('main h1')).toHaveText(en.manageMembers);

    const email = newcomerEmail('subscriber');
    await page.getByRole('button', { name: en.inviteSubscriber, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en.subscriberDialog });
    await dialog.getByRole('textbox', { name: en.email }).fill(email);
    await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
    await screenshot(page, 'invite-subscriber-en');
    await dialog.getByRole('button', { name: en.sendInvitation }).click();
    await expect(page.getByText(`A subscription invitation was sent to ${email}.`)).toBeVisible();

    const mail = await waitForMail(request, email, /invitation-subscriber/);
    expect(mail.languageCode).toBe('02');
    const link = linkIn(mail, '/news-letter-confirm');
    const visitor = await otherBrowser(browser, testInfo, lang);
    try {
      await open(visitor.page, link);
      await expect(visitor.page).toHaveURL(/\/news-letter-confirm\?invitationToken=/);
      await expect(visitor.page.locator('main h1')).toHaveText(/newsletter subscription/i);
      await expect(visitor.page.getByText('Alpha Securities', { exact: false }).first()).toBeVisible();
      await screenshot(visitor.page, 'newsletter-confirm-en');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
    // A confirmed subscriber cannot be invited again.
    const staff = await tokensOf(request, DEMO.staffMember);
    const again = await request.post(`${STAFF_API}/subscriber-invitations`, {
      data: { email },
      headers: { ...bearer(staff), 'accept-language': 'en' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { errorCode: string }).errorCode).toBe('STF1N4093');
  });

  test('the selection exports to Excel: exactly the selected members, formulas kept as text', async ({ page, request }) => {
    const lang = 'en';
    const en = WS.en;
    const member = await formulaMember(request);
    const reporter = DEMO.reporter.email;
    const staff = await signedIn(page, DEMO.staffMember, lang);
    const [formulaRow] = await staffOf(request, staff, member.email, lang);
    const [reporterRow] = await staffOf(request, staff, reporter, lang);

    await open(page, '/mypage/manager-list');
    await searchStaffList(page, lang, member.email);
    await expect(staffRow(page, member.email)).toContainText(member.department);
    // The list shows the previous search's rows until the new one answers: each checkbox is found in its own row.
    await staffRow(page, member.email)
      .getByRole('checkbox', { name: en.select(formulaRow.name), exact: true })
      .check();
    // The selection stays while the list is searched again.
    await searchStaffList(page, lang, reporter);
    await staffRow(page, reporter)
      .getByRole('checkbox', { name: en.select(reporterRow.name), exact: true })
      .check();
    await expect(page.getByText('Selected: 2')).toBeVisible();
    await screenshot(page, 'manager-list-selected-en');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: en.exportSelected }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^members_\d{8}\.xlsx$/);
    await expect(page.getByText('Exported 2 selected rows to an Excel file.')).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0];
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Alpha Securities']);
    expect(values(2)).toEqual([
      'No.',
      'Name',
      'ID (e-mail)',
      'Department',
      'Job',
      'Office phone',
      'Mobile phone',
      'Status',
      'Registered',
      'Approved',
      'Last sign-in',
    ]);
    expect(sheet.actualRowCount).toBe(4);
    const rows = [3, 4].map((r) => sheet.getRow(r));
    const byEmail = new Map(rows.map((r) => [String(r.getCell(3).value), r]));
    expect([...byEmail.keys()].sort()).toEqual([member.email, reporter].sort());

    // Every cell of the formula member is a plain text cell: no formula, the text exactly as typed (the
    // workbook marks it as text with the quote-prefix style instead of adding a visible apostrophe).
    const f = byEmail.get(member.email)!;
    for (let c = 1; c <= 11; c++) expect(f.getCell(c).type, `column ${c}`).not.toBe(ExcelJS.ValueType.Formula);
    expect(f.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(f.getCell(2).value).toBe(formulaRow.name);
    expect(f.getCell(4).value).toBe(member.department);
    expect(f.getCell(5).value).toBe(member.chargeJob);
    expect(f.getCell(8).value).toBe('Active');
    const r = byEmail.get(reporter)!;
    expect(r.getCell(2).value).toBe(reporterRow.name);
    expect(r.getCell(8).value).toBe('Active');
    // The workbook holds no formula anywhere (its XML has no <f> element).
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
  });

  test("a member removes a newcomer with a reason; the newcomer's token stops working", async ({ page, request }) => {
    const lang = 'en';
    const member = await formulaMember(request);
    const { tokens: own } = await enrolThroughApi(request, member.email, member.password);
    const before = await request.post(`${STAFF_API}/search`, { data: {}, headers: bearer(own) });
    expect(before.status(), 'the newcomer works on the company before the removal').toBe(200);

    const staff = await signedIn(page, DEMO.staffMember, lang);
    const [row] = await staffOf(request, staff, member.email, lang);
    await open(page, '/mypage/manager-list');
    await searchStaffList(page, lang, member.email);
    await staffRow(page, member.email)
      .getByRole('button', { name: `Remove ${row.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Remove member: ${row.name}` });
    await expect(dialog).toContainText(member.email);
    // The dialog and its form are drawn whole before the first press (a press during the opening
    // animation went unanswered now and then).
    await animationsDone(page);
    // Without a reason: its message, nothing asked yet.
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog.getByText('Please enter the reason for removal.')).toBeVisible();
    await screenshot(page, 'remove-no-reason-en');
    await dialog.getByRole('textbox', { name: 'Reason for removal' }).fill('Left the company (journey test).');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${row.name}?` });
    await expect(confirm).toBeVisible();
    await screenshot(page, 'remove-confirm-en');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText(`${row.name} has been removed.`)).toBeVisible();
    await expect(staffRow(page, member.email)).toHaveCount(0);
    await expect(page.locator('main').getByText('No members match these conditions.')).toBeVisible();

    // The server: off the staff list, and the removed member's token for Alpha is refused at once.
    expect(await staffOf(request, staff, member.email)).toEqual([]);
    const after = await page.request.post(`${STAFF_API}/search`, { data: {}, headers: bearer(own) });
    expect(after.status()).toBe(401);
    const me = await page.request.get('/apis/v1/common/auth/my-information', { headers: bearer(own) });
    expect(me.status()).toBe(401);
  });
});

/** A small PDF and PNG with valid headers, made in the test. */
function pdfFile(name: string) {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}
function pngFile(name: string) {
  // 1x1 transparent PNG.
  const b64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  return { name, mimeType: 'image/png', buffer: Buffer.from(b64, 'base64') };
}
/** A Windows program (MZ and a binary DOS header) under a harmless name. */
function renamedProgram(name: string) {
  const buf = Buffer.alloc(256);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('PE\0\0', 0x80, 'latin1');
  return { name, mimeType: 'application/pdf', buffer: buf };
}

/** Chooses files through the upload control's button (the file chooser a user sees). */
async function chooseFiles(page: Page, scope: Locator, buttonName: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(files);
}

interface InquiryDetail {
  inquiryId: number;
  statusCode: string;
  answerContents: string | null;
  files: { fileName: string }[];
}

test.describe('inquiries', () => {
  test('a member files an inquiry with two attachments; staff answer it; the member reads the answer and downloads a file', async ({
    page,
    request,
  }) => {
    test.slow();
    const lang = 'ko';
    const ko = WS.ko;
    const stamp = Date.now().toString(36);
    const subject = `시세 API 접속 문의 ${stamp}`;
    const pdf = pdfFile(`접속로그-${stamp}.pdf`);
    const png = pngFile(`screen-${stamp}.png`);

    const reporter = await signedIn(page, DEMO.reporter, lang);
    await open(page, '/mypage/my-inquiry-write');
    await expect(page.locator('main h1')).toHaveText('1:1 문의하기');
    const main = page.locator('main');
    const files = main.getByRole('group', { name: '첨부파일' });
    // The rules of the control: types, size and the file count limit.
    await expect(files).toContainText('파일당 최대 10MB · 최대 5개');
    await expect(files).toContainText('첨부 0 / 5개');
    await expectAccessible(page, 'my-inquiry-write ko');

    // A program is refused before sending, with its message.
    await chooseFiles(page, files, '파일 선택', [{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await expect(files.getByRole('alert')).toContainText('첨부할 수 없는 파일 형식입니다. (setup.exe)');
    // A program renamed to .pdf passes the browser's check and uploads by itself; the server refuses it.
    await chooseFiles(page, files, '파일 선택', [renamedProgram(`manual-${stamp}.pdf`)]);
    await expect(files.getByRole('alert')).toContainText(`실행 파일은 첨부할 수 없습니다. (manual-${stamp}.pdf)`);
    await screenshot(page, 'inquiry-write-refused-ko');
    await files.getByRole('button', { name: `manual-${stamp}.pdf를 목록에서 빼기` }).click();

    // More files than the limit: refused with the count message.
    await chooseFiles(
      page,
      files,
      '파일 선택',
      [1, 2, 3, 4, 5, 6].map((i) => pngFile(`many-${i}.png`)),
    );
    await expect(files.getByRole('alert')).toContainText('파일은 최대 5개까지 첨부할 수 있습니다.');

    await chooseFiles(page, files, '파일 선택', [pdf, png]);
    const list = files.getByRole('list', { name: '첨부파일 목록' });
    await expect(list.getByRole('listitem').filter({ hasText: '올림 완료' })).toHaveCount(2);
    await expect(files).toContainText('첨부 2 / 5개');

    await chooseOption(page, main.getByRole('combobox', { name: '문의 유형' }), '상품 및 서비스');
    await main.getByRole('textbox', { name: '제목' }).fill(subject);
    await main.getByRole('textbox', { name: '내용' }).fill('실시간 시세 API에 접속하면 인증 오류가 납니다.\n로그와 화면을 첨부합니다.');
    await screenshot(page, 'inquiry-write-ko');
    await main.getByRole('button', { name: '문의 등록' }).click();

    await expect(page).toHaveURL(/\/mypage\/\d+\/my-inquiry-detail$/);
    const inquiryId = Number(new URL(page.url()).pathname.split('/')[2]);
    await expect(page.locator('main h1')).toHaveText(subject);
    await expect(main.getByText(ko.awaiting, { exact: true })).toBeVisible();

    // The list shows it awaiting an answer.
    await open(page, '/mypage/my-inquiry-list');
    const listRow = main.getByRole('row').filter({ hasText: subject });
    await expect(listRow).toContainText(ko.awaiting);
    await expect(listRow.getByRole('img', { name: '첨부파일 있음' })).toBeVisible();
    await screenshot(page, 'my-inquiry-list-ko');
    await expectAccessible(page, 'my-inquiry-list ko');

    // Provider staff find it from the menu and answer it.
    const answer = `인증 키를 재발급했습니다. ${stamp}`;
    await signedIn(page, DEMO.admin, lang);
    await open(page, '/home');
    await throughMenu(page, lang, ko.customerAdmin, ko.answerInquiries);
    await expect(page).toHaveURL(/\/admin\/inquiry-list$/);
    await screenshot(page, 'admin-inquiry-list-ko');
    await expectAccessible(page, 'admin inquiry-list ko');
    const adminRow = main.getByRole('row').filter({ hasText: subject });
    await expect(adminRow).toContainText(ko.awaiting);
    await adminRow.getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${inquiryId}/inquiry-answer`));
    await expect(page.locator('main h1')).toHaveText(subject);
    await expect(main.getByRole('button', { name: ko.download(pdf.name) })).toBeVisible();
    await expect(main.getByRole('button', { name: ko.download(png.name) })).toBeVisible();
    await main.getByRole('textbox', { name: '답변 내용' }).fill(answer);
    await screenshot(page, 'admin-inquiry-answer-ko');
    await expectAccessible(page, 'admin inquiry-answer ko');
    await main.getByRole('button', { name: '답변 등록' }).click();
    await expect(page.getByText('답변을 등록하고 작성자에게 메일로 알렸습니다.')).toBeVisible();
    await expect(main.getByText(ko.answered, { exact: true })).toBeVisible();

    // The answer mail, in the member's language (Korean).
    const mail = await waitForMail(request, DEMO.reporter.email, new RegExp(escapeRe(subject)));
    expect(mail.languageCode).toBe('01');
    expect(mail.subject).toContain('답변드립니다');
    expect(mail.text).toContain(answer);
    const detailLink = linkIn(mail, `/mypage/${inquiryId}/my-inquiry-detail`);

    // The member opens the answer from the mail and downloads one attachment under its own name.
    await signedIn(page, DEMO.reporter, lang);
    await open(page, detailLink);
    await expect(page.locator('main h1')).toHaveText(subject);
    await expect(main.getByText(ko.answered, { exact: true })).toBeVisible();
    await expect(main.locator('section').filter({ has: page.getByRole('heading', { name: '답변' }) })).toContainText(answer);
    await screenshot(page, 'my-inquiry-detail-answered-ko');
    await expectAccessible(page, 'my-inquiry-detail ko');
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: ko.download(pdf.name) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(pdf.name);

    const res = await request.get(`${INQUIRY_API}/${inquiryId}`, { headers: bearer(reporter) });
    const detail = (await res.json()) as InquiryDetail;
    expect(detail).toMatchObject({ statusCode: 'ANSWERED' });
    expect(detail.files.map((f) => f.fileName).sort()).toEqual([pdf.name, png.name].sort());
  });

  test('a visitor asks in English and gets the answer by e-mail in English', async ({ page, browser, request }, testInfo) => {
    const stamp = Date.now().toString(36);
    const email = newcomerEmail('visitor');
    const subject = `Closing price file format ${stamp}`;
    const answer = `The closing price file is a CSV in UTF-8. ${stamp}`;
    const visitor = await otherBrowser(browser, testInfo, 'en');
    try {
      const vp = visitor.page;
      await open(vp, '/support/inquiry');
      await expect(vp.locator('main h1')).toHaveText('Inquiry for visitors');
      await expectAccessible(vp, 'support inquiry en');
      const main = vp.locator('main');
      await main.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
      await main.getByRole('textbox', { name: 'E-mail address' }).fill(email);
      await main.getByRole('textbox', { name: 'Telephone' }).fill('020-7946');
      await chooseOption(vp, main.getByRole('combobox', { name: 'Type of inquiry' }), 'Products and services');
      await main.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await main.getByRole('textbox', { name: 'Question' }).fill('In which format and encoding is the closing price file delivered?');
      // Without the country code, and without the consent: their messages.
      await main.getByRole('button', { name: 'Send inquiry' }).click();
      await expect(
        main.getByText(
          'Enter the phone number with its country code (e.g. +82 2 100 1234 or +44 20 7946 0958) or as a Korean number starting with 0 (02-1234-5678).',
        ),
      ).toBeVisible();
      await expect(main.getByText('Please agree to the collection and use of personal information.')).toBeVisible();
      await main.getByRole('textbox', { name: 'Telephone' }).fill('+44-20-7946-0000');
      await main.getByText('I agree to the collection and use of my personal information. (required)').click();
      await screenshot(vp, 'guest-inquiry-en');
      await main.getByRole('button', { name: 'Send inquiry' }).click();
      await expect(main.getByText('Your inquiry has been received.')).toBeVisible();
      await expect(main.getByText(`We will send the answer to ${email}.`)).toBeVisible();
      await screenshot(vp, 'guest-inquiry-done-en');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    // Staff answer it in the Korean interface (the visitors' tab).
    await signedIn(page, DEMO.admin, 'ko');
    await open(page, '/admin/inquiry-list?writer=GUEST');
    const main = page.locator('main');
    const row = main.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Grace Hopper');
    await expect(row).toContainText('비회원');
    await row.getByRole('link', { name: subject }).click();
    await expect(main).toContainText(email);
    await expect(main).toContainText('+44-20-7946-0000');
    await main.getByRole('textbox', { name: '답변 내용' }).fill(answer);
    await main.getByRole('button', { name: '답변 등록' }).click();
    await expect(page.getByText('답변을 등록하고 작성자에게 메일로 보냈습니다.')).toBeVisible();

    const mail = await waitForMail(request, email, /inquiry-answered/);
    expect(mail.languageCode).toBe('02');
    expect(mail.subject).toBe(`[KRX Market Data Customer Portal] Answer to your inquiry "${subject}"`);
    expect(mail.text).toContain('Dear Grace Hopper,');
    expect(mail.text).toContain(answer);
    // A visitor has no account: the mail carries the answer, not a link into the portal.
    expect(mail.links.filter((l) => l.includes('/mypage/'))).toEqual([]);
  });
});

/**
 * The screens in the other language than their journey's (the journeys scan theirs: staff and member
 * inquiries in Korean, the visitor's form in English), and the signed-in home and a members-only board in both.
 */
test.describe('accessibility of the workspace', () => {
  test('the workspace screens in English pass the scan', async ({ page, request }) => {
    test.slow();
    const lang = 'en';
    // An inquiry of the member to open.
    const reporter = await tokensOf(request, DEMO.reporter);
    const created = await request.post(INQUIRY_API, {
      data: {
        categoryCode: '99',
        subject: `A11y ${Date.now().toString(36)}`,
        contents: 'Accessibility scan of the detail.',
        fileUUIDs: [],
      },
      headers: bearer(reporter),
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const { inquiryId } = (await created.json()) as InquiryDetail;

    await signedIn(page, DEMO.staffMember, lang);
    await open(page, '/mypage/manager-list');
    await expectAccessible(page, 'manager-list en');
    await page.getByRole('button', { name: WS.en.inviteMember, exact: true }).click();
    await expect(page.getByRole('dialog', { name: WS.en.memberDialog })).toBeVisible();
    await expectAccessible(page, 'invite dialog en');
    await page.keyboard.press('Escape');
    await open(page, '/home');
    await expectAccessible(page, 'home en');
    await open(page, '/bbs/02/bbs-contents-list');
    await expectAccessible(page, 'bbs 02 list en');

    await signedIn(page, DEMO.reporter, lang);
    await open(page, '/mypage/my-inquiry-list');
    await expectAccessible(page, 'my-inquiry-list en');
    await open(page, '/mypage/my-inquiry-write');
    await expectAccessible(page, 'my-inquiry-write en');
    await open(page, `/mypage/${inquiryId}/my-inquiry-detail`);
    await expectAccessible(page, 'my-inquiry-detail en');

    await signedIn(page, DEMO.admin, lang);
    await open(page, '/admin/inquiry-list');
    await expectAccessible(page, 'admin inquiry-list en');
    await open(page, `/admin/${inquiryId}/inquiry-answer`);
    await expectAccessible(page, 'admin inquiry-answer en');
    await screenshot(page, 'admin-inquiry-answer-en');
  });

  test("the signed-in home, a members-only board and the visitor's form in Korean pass the scan", async ({ page }) => {
    await signedIn(page, DEMO.member, 'ko');
    await open(page, '/home');
    await expectAccessible(page, 'home ko');
    await screenshot(page, 'home-ko');
    await open(page, '/bbs/02/bbs-contents-list');
    await expectAccessible(page, 'bbs 02 list ko');
    await screenshot(page, 'bbs-02-ko');

    // The visitor's form, signed out.
    await page.evaluate(() => localStorage.clear());
    visited.delete(page);
    await useLanguage(page, 'ko');
    await open(page, '/support/inquiry');
    await expectAccessible(page, 'support inquiry ko');
  });
});
