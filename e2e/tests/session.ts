import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

/**
 * Sign-in, one-time codes and the local mailbox for the journeys of signed-in members.
 * Every demo account has this password (docs/demo.md).
 */
export const DEMO_PASSWORD = 'Market#Data26';

/** Demo accounts and their authenticator keys (docs/demo.md, apps/server/src/seed/accounts.ts). */
export const DEMO = {
  member: { email: 'member@alpha-securities.example', key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  staffMember: { email: 'staff@alpha-securities.example', key: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' },
  reporter: { email: 'reporter@alpha-securities.example', key: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK' },
  analyst: { email: 'analyst@beta-am.example', key: 'NBSWY3DPO5XXE3DENBSWY3DPO5XXE3DE' },
  ops: { email: 'ops@gamma-data.example', key: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  sales: { email: 'sales@krx-data.example', key: 'ONQWY2LTNBSWY3DPONQWY2LTNBSWY3DP' },
  admin: { email: 'admin@krx-data.example', key: 'MFSG22LOMFSG22LOMFSG22LOMFSG22LO' },
  reviewer: { email: 'reviewer@exchange.example', key: 'OJSXM2LFO5SXEMTFOJSXM2LFO5SXEMTF' },
  dormant: { email: 'dormant@beta-am.example', key: 'MRXXE3LBNZ2DEMBSMRXXE3LBNZ2DEMBS' },
  locked: { email: 'locked@gamma-data.example', key: 'NRXWG23FMQYTEMZUNRXWG23FMQYTEMZU' },
  pending: { email: 'pending@newco-data.example', key: '' },
  unverified: { email: 'unverified@newco-data.example', key: '' },
} as const;

const STEP_SECONDS = 30;

/**
 * Steps already spent per key in this run: the server refuses a code twice, and a refused code counts
 * toward the lockout. Kept in a file of the run (playwright.config.ts names it), not in memory: Playwright
 * starts a new worker after a failure and for a file with other options, and the new worker must not
 * spend a step the previous one used a few seconds before.
 */
const spentFile = path.join(os.tmpdir(), `portal-e2e-totp-${process.env.E2E_RUN ?? 'local'}.json`);

function readSpent(): Record<string, number[]> {
  try {
    return JSON.parse(readFileSync(spentFile, 'utf8')) as Record<string, number[]>;
  } catch {
    return {};
  }
}

/** Marks a step spent for a key; false when it was spent already. */
function spend(key: string, step: number): boolean {
  const all = readSpent();
  const used = all[key] ?? [];
  if (used.includes(step)) return false;
  // Steps more than a few minutes old can never be offered again.
  all[key] = [...used.filter((s) => s >= step - 10), step];
  writeFileSync(spentFile, JSON.stringify(all));
  return true;
}

/**
 * A fresh six-digit code for a key. The server accepts the current step and one step either way,
 * each once; this picks the earliest unspent step of that window and waits for the next step when
 * all three are spent.
 */
export async function nextCode(key: string): Promise<string> {
  const normalized = key.replace(/\s+/g, '').toUpperCase();
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const current = Math.floor(now / STEP_SECONDS);
    // The current step, else the next one (still inside the server's window of one step of drift).
    for (const step of [current, current + 1]) {
      if (spend(normalized, step)) {
        return new TOTP({ secret: Secret.fromBase32(normalized) }).generate({ timestamp: step * STEP_SECONDS * 1000 });
      }
    }
    await new Promise((r) => setTimeout(r, ((current + 1) * STEP_SECONDS - now) * 1000 + 200));
  }
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  companyId: number;
}

/** Signs in through the API (password step, then the code) and answers the token pair. */
export async function apiSignIn(request: APIRequestContext, account: { email: string; key: string }, opts: { companyId?: number; password?: string } = {}): Promise<Tokens> {
  const signin = await request.post('/apis/v1/common/auth/signin', { data: { loginEmail: account.email, loginSecretNo: opts.password ?? DEMO_PASSWORD } });
  expect(signin.status(), await signin.text()).toBe(200);
  const challenge = (await signin.json()) as { challengeToken: string; companies: { companyId: number }[] };
  const companyId = opts.companyId ?? (challenge.companies.length > 1 ? challenge.companies[0].companyId : undefined);
  const otp = await request.post('/apis/v1/common/auth/otp-login', {
    data: { challengeToken: challenge.challengeToken, otpCode: await nextCode(account.key), ...(companyId ? { companyId } : {}) },
  });
  expect(otp.status(), await otp.text()).toBe(200);
  return (await otp.json()) as Tokens;
}

/**
 * Puts a signed-in session into the browser the way the login page leaves it (tokens and login
 * e-mail in local storage), for journeys whose subject is not the sign-in itself.
 */
export async function signInAs(page: Page, account: { email: string; key: string }, opts: { companyId?: number; lang?: 'ko' | 'en' } = {}) {
  const t = await apiSignIn(page.request, account, opts);
  // Local storage belongs to the portal's origin: stand on a light page of it first.
  if (!page.url().startsWith('http')) await page.goto('/healthz');
  await page.evaluate(
    ({ t, email, lang }) => {
      localStorage.setItem('access_token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
      localStorage.setItem('login_email', email);
      localStorage.setItem('selected_company', String(t.companyId));
      if (lang) localStorage.setItem('language', lang);
    },
    { t, email: account.email, lang: opts.lang },
  );
  return t;
}

export interface MailItem {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  templateName: string;
  languageCode: string;
  links: string[];
}

/** The mails sent to an address, newest first (the local mailbox of the development server). */
export async function mailTo(request: APIRequestContext, to: string): Promise<MailItem[]> {
  const res = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: MailItem[] }).items;
}

/** Waits for a mail to an address whose subject or template matches, and answers it. */
export async function waitForMail(request: APIRequestContext, to: string, match: RegExp, timeoutMs = 15_000): Promise<MailItem> {
  let found: MailItem | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, to)).find((m) => match.test(m.subject) || match.test(m.templateName));
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `a mail to ${to} matching ${match}` },
    )
    .toBe(true);
  return found!;
}

/** The first link of a mail whose path contains the given part. */
export function linkIn(mail: MailItem, pathPart: string): string {
  const link = mail.links.find((l) => l.includes(pathPart));
  expect(link, `a link with ${pathPart} in "${mail.subject}": ${mail.links.join(', ')}`).toBeTruthy();
  return link!;
}

/** A unique address for a newcomer of one journey run. */
export function newcomerEmail(label: string) {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e-newcomer.example`;
}
