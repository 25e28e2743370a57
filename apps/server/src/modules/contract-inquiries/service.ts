import {
  CODE_GROUPS,
  CONTRACT_INQUIRY_MAX,
  contractInquiryFieldLabel,
  contractInquiryIssues,
  formatKoreaDate,
  normalizeEmail,
  type TContractInquiryAction,
  type TContractInquiryCreateResponse,
  type TContractInquiryDetail,
  type TContractInquiryListItem,
  type TContractInquiryPrefill,
  type TContractInquirySearchResponse,
  type TContractInquiryStatus,
  type TLanguage,
  type ZContractInquiryActionRequest,
  type ZContractInquiryCreateRequest,
  type ZContractInquirySearchRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { koreaDayRange } from '../../platform/json';
import { mail } from '../../platform/mail';
import { pageWindow, toPage } from '../../platform/paging';
import { codeGroup } from '../codes';
import { companiesByIds, displayName, findUserById, mailTime, presentCompany, userNamesByIds } from '../identity';
import { CONTRACT_INQUIRY_MAIL } from './mail-templates';
import * as repo from './repo';
import type { ContractInquiryRow } from './repo';

/**
 * Contract inquiries. Visitors and members send the form of the specification (company, website,
 * country, address, name, e-mail, telephone, privacy consent, approximate schedule, other comments); provider staff see
 * them, assign them to themselves and answer them. The answer goes out by mail through the outbox, in the language the
 * writer used, in the answer's transaction. Every action raises the row's version; an action on a version the caller
 * did not see, or while another one holds the row, answers 409.
 */

const trimmed = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** Whether a database error is a lock held by another transaction (NOWAIT). */
function isLockNotAvailable(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '55P03') return true;
  return false;
}

/** The nations of the code list by code, in a language. */
async function nations(db: DbOrTx, lang: TLanguage): Promise<Map<string, string>> {
  const group = await codeGroup(db, CODE_GROUPS.nation, lang);
  return new Map(group.codes.map((c) => [c.code, c.codeName]));
}

/** The first problem of a form as an error in the request's language; the country checked against the code list. */
async function checkForm(db: DbOrTx, form: z.output<typeof ZContractInquiryCreateRequest>, lang: TLanguage): Promise<void> {
  const [issue] = contractInquiryIssues(form);
  if (issue) throw new AppError(issue.code, { ...issue.params, item: contractInquiryFieldLabel(issue.field, lang) });
  if (!(await nations(db, lang)).has(form.countryCode.trim().toUpperCase())) throw new AppError('CIQ1N4007');
}

const numberOf = (id: number, at: Date) => `CI-${formatKoreaDate(at).slice(0, 4)}-${String(id).padStart(6, '0')}`;

export interface CreateOptions {
  now?: Date;
  ip?: string | null;
  seedKey?: string;
  /** A member's inquiry: their user and company. */
  member?: { userId: number; companyId: number };
}

/** Stores an inquiry (visitor or member) in the language of the request; answers its number. */
export async function createContractInquiry(
  db: Db,
  form: z.output<typeof ZContractInquiryCreateRequest>,
  lang: TLanguage,
  opts: CreateOptions = {},
): Promise<TContractInquiryCreateResponse> {
  await checkForm(db, form, lang);
  const row = await createContractInquiryRecord(db, form, lang, opts);
  return { inquiryId: row.id, inquiryNumber: row.number, createdAt: row.createdAt.toISOString() };
}

export async function createContractInquiryRecord(
  db: Db,
  form: z.output<typeof ZContractInquiryCreateRequest>,
  lang: TLanguage,
  opts: CreateOptions = {},
): Promise<ContractInquiryRow> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const created = await repo.insertInquiry(tx, {
      number: `tmp-${crypto.randomUUID().slice(0, 24)}`,
      kind: opts.member ? 'MEMBER' : 'GUEST',
      userId: opts.member?.userId ?? null,
      companyId: opts.member?.companyId ?? null,
      companyName: form.companyName.trim(),
      website: trimmed(form.website),
      countryCode: form.countryCode.trim().toUpperCase(),
      postalCode: trimmed(form.postalCode),
      city: trimmed(form.city),
      addressDetail: trimmed(form.addressDetail),
      name: form.name.trim(),
      email: normalizeEmail(form.email),
      telephone: form.telephone.trim(),
      privacyConsentAt: now,
      schedule: trimmed(form.schedule),
      comments: form.comments.trim(),
      lang,
      ip: opts.ip ?? null,
      createdAt: now,
      updatedAt: now,
      seedKey: opts.seedKey ?? null,
    });
    const number = numberOf(created.id, now);
    const search = [number, created.companyName, created.name, created.email].join(' ').toLowerCase().slice(0, 1000);
    return repo.setNumber(tx, created.id, number, search);
  });
}

/** A signed-in member's form starts with their name and contact details and their company's name and country. */
export async function contractInquiryPrefill(db: Db, auth: AuthContext, lang: TLanguage): Promise<TContractInquiryPrefill> {
  const [user, [company]] = await Promise.all([findUserById(db, auth.userId), companiesByIds(db, auth.companyId ? [auth.companyId] : [])]);
  return {
    companyName: company ? presentCompany(company, lang).companyName : '',
    countryCode: company?.nationCode ?? '',
    name: user ? displayName(user, lang) : '',
    email: user?.loginEmail ?? '',
    telephone: user?.officePhone ?? user?.mobilePhone ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------------
// The provider staff's desk

async function present(db: DbOrTx, rows: ContractInquiryRow[], auth: AuthContext, lang: TLanguage): Promise<TContractInquiryListItem[]> {
  if (!rows.length) return [];
  // One after another: `db` may be a transaction (one connection, one query at a time; pg 9 refuses overlapping ones).
  const countries = await nations(db, lang);
  const people = await userNamesByIds(
    db,
    rows.flatMap((r) => [r.assignedUserId, r.answeredByUserId].filter((id): id is number => id != null)),
  );
  const nameOf = new Map(people.map((u) => [u.id, displayName(u, lang)]));
  return rows.map((r) => ({
    inquiryId: r.id,
    inquiryNumber: r.number,
    status: r.status as TContractInquiryStatus,
    memberYn: r.kind === 'MEMBER' ? 'Y' : 'N',
    companyName: r.companyName,
    countryCode: r.countryCode,
    countryName: countries.get(r.countryCode) ?? r.countryCode,
    name: r.name,
    email: r.email,
    telephone: r.telephone,
    lang: r.lang === 'en' ? 'en' : 'ko',
    createdAt: r.createdAt.toISOString(),
    assigneeName: r.assignedUserId == null ? null : (nameOf.get(r.assignedUserId) ?? null),
    assignedToMe: r.assignedUserId === auth.userId,
    answeredAt: r.answeredAt?.toISOString() ?? null,
  }));
}

/** What provider staff may do in a status: assign (to themselves), unassign, answer; nothing once answered. */
function allowedActions(row: ContractInquiryRow, auth: AuthContext): TContractInquiryAction[] {
  if (row.status === 'ANSWERED') return [];
  const actions: TContractInquiryAction[] = [];
  if (row.assignedUserId !== auth.userId) actions.push('assign');
  if (row.assignedUserId != null) actions.push('unassign');
  actions.push('answer');
  return actions;
}

async function detailOf(db: DbOrTx, row: ContractInquiryRow, auth: AuthContext, lang: TLanguage): Promise<TContractInquiryDetail> {
  const [item] = await present(db, [row], auth, lang);
  const answerer = row.answeredByUserId == null ? [] : await userNamesByIds(db, [row.answeredByUserId]);
  return {
    ...item!,
    website: row.website,
    postalCode: row.postalCode,
    city: row.city,
    addressDetail: row.addressDetail,
    schedule: row.schedule,
    comments: row.comments,
    privacyConsentAt: row.privacyConsentAt.toISOString(),
    answer: row.answer,
    answeredByName: answerer[0] ? displayName(answerer[0], lang) : null,
    allowedActions: allowedActions(row, auth),
    version: row.version,
  };
}

export async function searchContractInquiries(
  db: Db,
  auth: AuthContext,
  req: z.output<typeof ZContractInquirySearchRequest>,
  lang: TLanguage,
): Promise<TContractInquirySearchResponse> {
  if (req.fromDate && req.toDate && req.fromDate > req.toDate) throw new AppError('CIQ1N4008');
  const { rows, total } = await repo.searchInquiries(
    db,
    {
      status: req.status,
      searchText: req.searchText || undefined,
      ...koreaDayRange(req.fromDate, req.toDate),
      assignedUserId: req.mine ? auth.userId : undefined,
    },
    { ...pageWindow(req), newestFirst: req.sort !== 'oldest' },
  );
  return { ...toPage(await present(db, rows, auth, lang), total, req), counts: await repo.countsOf(db, auth.userId) };
}

export async function contractInquiryDetail(db: Db, auth: AuthContext, id: number, lang: TLanguage): Promise<TContractInquiryDetail> {
  const row = await repo.findInquiry(db, id);
  if (!row) throw new AppError('CIQ1N4041');
  return detailOf(db, row, auth, lang);
}

/**
 * An action of provider staff with the version they saw: `assign` (to themselves), `unassign`, `answer` (the answer
 * mailed to the writer in their language through the outbox, in the same transaction). Answered inquiries take none.
 */
export async function actOnContractInquiry(
  db: Db,
  auth: AuthContext,
  id: number,
  action: string,
  body: z.output<typeof ZContractInquiryActionRequest>,
  lang: TLanguage,
  opts: { now?: Date; /** The demo world answers without mail (the demo mailbox stays for what people do). */ noMail?: boolean } = {},
): Promise<TContractInquiryDetail> {
  if (!(['assign', 'unassign', 'answer'] as string[]).includes(action)) throw new AppError('CIQ1N4010');
  const answer = body.answer?.trim() ?? '';
  if (action === 'answer') {
    if (!answer) throw new AppError('CIQ1N4009');
    if ([...answer].length > CONTRACT_INQUIRY_MAX.answer)
      throw new AppError('CIQ1N4004', { item: contractInquiryFieldLabel('answer', lang), max: CONTRACT_INQUIRY_MAX.answer });
  }
  const now = opts.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.findInquiry(tx, id, { lock: true });
      if (!row) throw new AppError('CIQ1N4041');
      if (row.status === 'ANSWERED') throw new AppError('CIQ1N4091');
      if (row.version !== body.version) throw new AppError('CIQ1N4092');
      if (!allowedActions(row, auth).includes(action as TContractInquiryAction)) throw new AppError('CIQ1N4092');
      const patch =
        action === 'assign'
          ? { status: 'ASSIGNED', assignedUserId: auth.userId, assignedAt: now }
          : action === 'unassign'
            ? { status: 'OPEN', assignedUserId: null, assignedAt: null }
            : {
                status: 'ANSWERED',
                answer,
                answeredByUserId: auth.userId,
                answeredAt: now,
                assignedUserId: row.assignedUserId ?? auth.userId,
                assignedAt: row.assignedAt ?? now,
              };
      const updated = await repo.updateInquiry(tx, id, row.version, { ...patch, updatedAt: now });
      if (!updated) throw new AppError('CIQ1N4092');
      if (action === 'answer' && !opts.noMail)
        await mail.enqueue(tx, {
          to: row.email,
          template: CONTRACT_INQUIRY_MAIL.answered,
          languageCode: row.lang === 'en' ? '02' : '01',
          userId: row.userId,
          vars: { name: row.name, number: row.number, comments: row.comments, answer, inquiryDate: mailTime(row.createdAt) },
        });
      return detailOf(tx, updated, auth, lang);
    });
  } catch (err) {
    if (isLockNotAvailable(err)) throw new AppError('CIQ1N4092');
    throw err;
  }
}

/** The seeded inquiries among keys (the demo world checks what it wrote before). */
export const findContractInquiryBySeedKeys = repo.findBySeedKeys;
export { CONTRACT_INQUIRY_MAIL_TEMPLATES } from './mail-templates';
