import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { closeSync, mkdirSync, openSync } from 'node:fs';
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
  /** 델타투자자문's member: exempt from user reports, and the company that has not acknowledged the price list's change. */
  exempt: { email: 'compliance@delta-advisory.example', key: 'MRSWY5DBMRSWY5DBMRSWY5DBMRSWY5DB' },
  pending: { email: 'pending@newco-data.example', key: '' },
  unverified: { email: 'unverified@newco-data.example', key: '' },
} as const;

const STEP_SECONDS = 30;
/** A code of the step before is taken only while this much of the current step is left (the server must see it in the same step). */
const EARLY_STEP_MARGIN_SECONDS = 15;

/**
 * Steps already spent per key in this run: the server refuses a code twice, and a refused code counts
 * toward the lockout. Each spent step is a file of the run (playwright.config.ts names the run), made
 * with O_EXCL: of two workers claiming one step, exactly one gets it, and a worker started after a
 * failure knows what the previous one used a few seconds before.
 */
const spentDir = path.join(os.tmpdir(), `portal-e2e-totp-${process.env.E2E_RUN ?? 'local'}`);

/** Claims a step of a key for this run; false when it was claimed already. */
function spend(key: string, step: number): boolean {
  mkdirSync(spentDir, { recursive: true });
  try {
    closeSync(openSync(path.join(spentDir, `${key}-${step}`), 'wx'));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * A fresh six-digit code for a key. The server accepts the current step and one step either way,
 * each once: this claims the earliest unspent of them (the step before only while the current step
 * has time left, so the server still sees it inside its window) and waits for the next step when all
 * are spent.
 */
export async function nextCode(key: string): Promise<string> {
  const normalized = key.replace(/\s+/g, '').toUpperCase();
  for (;;) {
    const nowMs = Date.now();
    const current = Math.floor(nowMs / 1000 / STEP_SECONDS);
    const leftSeconds = (current + 1) * STEP_SECONDS - nowMs / 1000;
    const steps = leftSeconds > EARLY_STEP_MARGIN_SECONDS ? [current - 1, current, current + 1] : [current, current + 1];
    for (const step of steps) {
      if (spend(normalized, step)) {
        return new TOTP({ secret: Secret.fromBase32(normalized) }).generate({ timestamp: step * STEP_SECONDS * 1000 });
      }
    }
    await new Promise((r) => setTimeout(r, leftSeconds * 1000 + 100));
  }
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  companyId: number;
}

/** Signs in through the API (password step, then the code) and answers the token pair. */
export async function apiSignIn(
  request: APIRequestContext,
  account: { email: string; key: string },
  opts: { companyId?: number; password?: string } = {},
): Promise<Tokens> {
  const signin = await request.post('/apis/v1/common/auth/signin', {
    data: { loginEmail: account.email, loginSecretNo: opts.password ?? DEMO_PASSWORD },
  });
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
 * Puts a signed-in session of its own into the browser the way the login page leaves it (tokens and
 * login e-mail in local storage), for journeys whose subject is not the sign-in itself. One API sign-in
 * (a one-time code) each time: for a journey that signs out; the others use signedInAs.
 */
export async function signInAs(page: Page, account: { email: string; key: string }, opts: { companyId?: number; lang?: 'ko' | 'en' } = {}) {
  const t = await apiSignIn(page.request, account, opts);
  await putSession(page, t, account.email, opts.lang);
  return t;
}

/**
 * Seconds a shared session must still have: the web app renews its tokens when fewer than 600 s are
 * left (lib/session.ts), and a renewal in one journey would end the copy another journey holds.
 */
const SHARED_SESSION_MIN_SECONDS = 900;
const sharedSessions = new Map<string, Promise<Tokens>>();

function secondsLeft(t: Tokens): number {
  const claims = JSON.parse(Buffer.from(t.access_token.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
  return claims.exp - Date.now() / 1000;
}

/**
 * The tokens of one API sign-in per account (and company) in this worker, shared by every journey
 * that neither signs out, nor changes the account, nor renews the tokens: one one-time code per
 * account instead of one per journey. A journey that signs out or changes its member uses signInAs
 * (a session of its own) or a member of its own (newMember).
 */
export async function sharedTokens(
  request: APIRequestContext,
  account: { email: string; key: string },
  opts: { companyId?: number } = {},
): Promise<Tokens> {
  const id = `${account.email}#${opts.companyId ?? ''}`;
  const cached = sharedSessions.get(id);
  if (cached) {
    const t = await cached.catch(() => null);
    if (t && secondsLeft(t) > SHARED_SESSION_MIN_SECONDS) return t;
  }
  const fresh = apiSignIn(request, account, opts);
  sharedSessions.set(id, fresh);
  fresh.catch(() => sharedSessions.delete(id));
  return fresh;
}

/** Puts tokens into the browser the way the login page leaves them (local storage of the portal's origin). */
export async function putSession(page: Page, t: Tokens, email: string, lang?: 'ko' | 'en') {
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
    { t, email, lang },
  );
}

/**
 * A signed-in browser for a journey whose subject is not the sign-in, on the account's shared session
 * (sharedTokens): no one-time code is spent. Never for a journey that signs out (use signInAs).
 */
export async function signedInAs(
  page: Page,
  account: { email: string; key: string },
  opts: { companyId?: number; lang?: 'ko' | 'en' } = {},
) {
  const t = await sharedTokens(page.request, account, opts);
  await putSession(page, t, account.email, opts.lang);
  return t;
}

/** The latest versions of the required terms, agreed. */
const AGREEMENTS = [
  { documentClassificationCode: '01_01', agreeYn: 'Y' },
  { documentClassificationCode: '01_02', agreeYn: 'Y' },
];

export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  department: string;
  chargeJob: string;
  officeTelephoneNumber: string;
}

/**
 * A member of Alpha Securities made for one journey (never a demo account): invited by staff@ through
 * the API and registered from the invitation, so active at once, without an authenticator yet.
 * A journey that changes its member's state (locks, removes, signs out) uses one of these.
 */
export async function newMember(
  request: APIRequestContext,
  label: string,
  fields: Partial<Omit<NewMember, 'email' | 'password'>> & { mailLanguageCode?: '01' | '02' } = {},
): Promise<NewMember> {
  const staff = await sharedTokens(request, DEMO.staffMember);
  const email = newcomerEmail(label);
  const mailLanguageCode = fields.mailLanguageCode ?? '02';
  const invited = await request.post('/apis/v1/user/staff/invitations', {
    data: { email, mailLanguageCode },
    headers: { authorization: `Bearer ${staff.access_token}` },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const mail = await waitForMail(request, email, /invitation-member/);
  const token = new URL(linkIn(mail, '/user/user-join-terms')).searchParams.get('invitationToken')!;
  const member: NewMember = {
    email,
    password: DEMO_PASSWORD,
    firstName: fields.firstName ?? 'Journey',
    lastName: fields.lastName ?? 'Tester',
    department: fields.department ?? 'Data',
    chargeJob: fields.chargeJob ?? 'Analyst',
    officeTelephoneNumber: fields.officeTelephoneNumber ?? '+82-2-3774-1234',
  };
  const res = await request.post('/apis/v1/user/users/invitation', {
    data: {
      invitationToken: token,
      loginEmail: email,
      loginSecretNo: member.password,
      loginSecretNoConfirm: member.password,
      firstName: member.firstName,
      lastName: member.lastName,
      department: member.department,
      chargeJob: member.chargeJob,
      officeTelephoneNumber: member.officeTelephoneNumber,
      mobileTelephoneNumber: '',
      emailReceiveYn: 'Y',
      newsletterYn: 'N',
      mailLanguageCode,
      autoExtensionYn: 'Y',
      agreements: AGREEMENTS,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

/** A member's first sign-in through the API: password, the enrolment key, then a first code. Answers the key and the tokens. */
export async function enrolThroughApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ key: string; tokens: Tokens }> {
  const signin = await request.post('/apis/v1/common/auth/signin', { data: { loginEmail: email, loginSecretNo: password } });
  expect(signin.status(), await signin.text()).toBe(200);
  const { challengeToken } = (await signin.json()) as { challengeToken: string };
  const qr = await request.post('/apis/v1/common/auth/otp-qr-image', { data: { challengeToken } });
  expect(qr.status(), await qr.text()).toBe(200);
  const key = ((await qr.json()) as { manualKey: string }).manualKey.replace(/\s+/g, '');
  const otp = await request.post('/apis/v1/common/auth/otp-login', { data: { challengeToken, otpCode: await nextCode(key) } });
  expect(otp.status(), await otp.text()).toBe(200);
  return { key, tokens: (await otp.json()) as Tokens };
}

/**
 * A self-registered member of a new (temporary) company who has not confirmed the e-mail yet
 * (UNVERIFIED), through the join call: for the journeys of that state.
 */
export async function unverifiedMember(
  request: APIRequestContext,
  label: string,
  mailLanguageCode: '01' | '02' = '02',
): Promise<{ email: string; password: string; userId: number }> {
  const email = newcomerEmail(label);
  const res = await request.post('/apis/v1/user/users', {
    data: {
      loginEmail: email,
      loginSecretNo: DEMO_PASSWORD,
      loginSecretNoConfirm: DEMO_PASSWORD,
      companyNationCode: 'KR',
      companyName: `Journey ${label} Ltd.`,
      firstName: 'Journey',
      lastName: 'Newcomer',
      department: '',
      chargeJob: '',
      officeTelephoneNumber: '+82-2-555-0144',
      mobileTelephoneNumber: '',
      emailReceiveYn: 'Y',
      newsletterYn: 'N',
      mailLanguageCode,
      autoExtensionYn: 'Y',
      agreements: AGREEMENTS,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const joined = (await res.json()) as { status: string; userId: number };
  expect(joined.status).toBe('UNVERIFIED');
  return { email, password: DEMO_PASSWORD, userId: joined.userId };
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
