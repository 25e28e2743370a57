import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { animationsDone, chooseOption, expectPageReady, openPage } from './helpers';
import { DEMO, putSession, sharedTokens, waitForMail } from './session';

// Contract inquiries: a visitor is refused without the other comments and the privacy consent
// (the specification's messages), then sends an inquiry and reads the done page; the sales representative finds it in
// the desk's list, takes it on and answers it, and the answer is mailed in the writer's language. In Korean, then in
// English.

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

const T = {
  ko: {
    title: '계약 문의',
    submit: '문의 보내기',
    comments: '기타내용을 기재하여 주시기 바랍니다.',
    consent: '개인정보 수집·이용에 동의해 주세요.',
    agree: '개인정보 수집·이용에 동의합니다. (필수)',
    country: '대한민국',
    done: '계약 문의가 접수되었습니다.',
    listTitle: '계약 문의 관리',
    assign: '내가 담당',
    assigned: '담당을 맡았습니다.',
    answerLabel: '답변 (한국어로 메일 발송)',
    send: '답변 보내기',
    sent: '답변을 보냈습니다.',
    answered: '답변 완료',
    drawer: '계약 문의',
    labels: { companyName: '회사명', countryCode: '국가', name: '이름', email: '이메일', telephone: '전화번호', comments: '기타내용' },
    subject: /계약 문의\(CI-\d{4}-\d{6}\)에 답변드립니다/,
  },
  en: {
    title: 'Contract inquiry',
    submit: 'Send inquiry',
    comments: 'Please enter the other comments.',
    consent: 'Please agree to the collection and use of your personal information.',
    agree: 'I agree to the collection and use of my personal information. (required)',
    country: 'Singapore',
    done: 'Your contract inquiry has been received.',
    listTitle: 'Contract inquiries',
    assign: 'Assign to me',
    assigned: 'You have taken on the inquiry.',
    answerLabel: 'Answer (mailed in English)',
    send: 'Send answer',
    sent: 'The answer has been sent.',
    answered: 'Answered',
    drawer: 'Contract inquiry',
    labels: {
      companyName: 'Company name',
      countryCode: 'Country',
      name: 'Name',
      email: 'E-mail',
      telephone: 'Telephone',
      comments: 'Other comments',
    },
    subject: /Answer to your contract inquiry \(CI-\d{4}-\d{6}\)/,
  },
} as const;

for (const lang of ['ko', 'en'] as const)
  test(`a visitor sends a contract inquiry and the representative answers it in the desk (${lang})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const t = T[lang];
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const company = `${lang === 'ko' ? '여정투자' : 'Journey Capital'} ${stamp}`;
    const email = `ciq-${lang}-${stamp}@prospect.example`;
    const main = page.locator('main');

    // The visitor: the required items are told with the specification's messages.
    await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
    await open(page, '/support/contract-inquiry');
    await expect(page.locator('main h1')).toHaveText(t.title);
    await expectAccessible(page, `contract-inquiry ${lang}`);
    await main.getByRole('button', { name: t.submit }).click();
    await expect(main.getByText(t.comments)).toBeVisible();
    await expect(main.getByText(t.consent)).toBeVisible();
    await expectAccessible(page, `contract-inquiry ${lang} refused`);

    await main.getByLabel(t.labels.companyName).fill(company);
    await chooseOption(page, main.getByRole('combobox', { name: t.labels.countryCode }), t.country);
    await main.getByLabel(t.labels.name, { exact: true }).fill(lang === 'ko' ? '문채원' : 'Grace Tan');
    await main.getByLabel(t.labels.email).fill(email);
    await main.getByLabel(t.labels.telephone).fill(lang === 'ko' ? '+82-2-555-0123' : '+65-6221-0199');
    await main
      .getByLabel(t.labels.comments)
      .fill(lang === 'ko' ? `실시간 시세 계약 절차가 궁금합니다. ${stamp}` : `How do we license real-time data? ${stamp}`);
    await main.getByRole('checkbox', { name: t.agree }).check();
    await animationsDone(page);
    await main.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/support\/contract-inquiry-done$/);
    await expect(main.getByText(t.done)).toBeVisible();
    await expect(main.getByText(email)).toBeVisible();
    await expectAccessible(page, `contract-inquiry-done ${lang}`);

    // The sales representative finds it in the desk's list, takes it on and answers it.
    const sales = await sharedTokens(request, DEMO.sales);
    await putSession(page, sales, DEMO.sales.email, lang);
    await open(page, `/admin/contract-inquiry-list?keyword=${encodeURIComponent(stamp)}`);
    await expect(page.locator('main h1')).toHaveText(t.listTitle);
    const row = main.getByRole('row').filter({ hasText: company });
    await expect(row).toBeVisible();
    await expectAccessible(page, `contract-inquiry-list ${lang}`);
    await row.getByRole('link').first().click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`${t.drawer} CI-\\d{4}-\\d{6}`) });
    await expect(drawer.getByText(email)).toBeVisible();
    await drawer.getByRole('button', { name: t.assign }).click();
    await expect(page.getByText(t.assigned)).toBeVisible();
    const answer = lang === 'ko' ? `계약 안내서를 보내 드립니다. ${stamp}` : `We are sending you the licence guide. ${stamp}`;
    await drawer.getByLabel(t.answerLabel).fill(answer);
    await drawer.getByRole('button', { name: t.send }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: t.send }) })
      .last();
    await expect(confirm).toBeVisible();
    await expectAccessible(page, `contract-inquiry answer confirm ${lang}`);
    await animationsDone(page);
    await confirm.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.sent)).toBeVisible();
    await expect(drawer.getByText(answer)).toBeVisible();
    await expect(drawer.locator('.ciq-drawer-head')).toContainText(t.answered);
    await expectAccessible(page, `contract-inquiry drawer answered ${lang}`);

    // The answer is mailed to the writer in the language they wrote in.
    const mail = await waitForMail(request, email, t.subject);
    expect(mail.languageCode).toBe(lang === 'ko' ? '01' : '02');
    expect(mail.text).toContain(answer);
  });
