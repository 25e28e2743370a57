import {
  CODE_GROUPS,
  CONTRACT_INQUIRY_ACTIONS,
  CONTRACT_INQUIRY_MAX,
  contractInquiryFieldLabel,
  contractInquiryIssues,
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
import { actorOf, defineKind, type CreationActor, type KindRecord, type RequestRow, type WorkflowEngine } from '../../platform/workflow';
import { codeGroup } from '../codes';
import { companiesByIds, displayName, findUserById, mailTime, presentCompany, userNamesByIds } from '../identity';
import { CONTRACT_INQUIRY_MAIL } from './mail-templates';
import * as repo from './repo';
import type { ContractInquiryRow } from './repo';

/**
 * Contract inquiries. Visitors and members send the form of the specification (company, website,
 * country, address, name, e-mail, telephone, privacy consent, approximate schedule, other comments); provider staff see
 * them, assign them to themselves and answer them. The answer goes out by mail through the outbox, in the language the
 * writer used, in the answer's transaction.
 *
 * An inquiry is a request of kind `contractInquiry` (decision 077): the engine creates it (a visitor's without company
 * nor creator) and tells the provider staff, and runs every action (the version, the state and the row's lock checked
 * there; an action on a version the caller did not see, or while another one holds the request, answers 409). The
 * engine's answers are told in this area's codes (CIQ1N4041, CIQ1N4091 answered, CIQ1N4092 changed first).
 */

const KIND = 'contractInquiry' as const;

/** What the calls need: the database and the engine that runs the kind (the app's, or the demo world's). */
export interface ContractInquiriesContext {
  db: Db;
  workflow: WorkflowEngine;
}

const trimmed = (v: string | undefined) => (v?.trim() ? v.trim() : null);

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

// ---------------------------------------------------------------------------------------------------------
// The kind

/** The inquiry as each version of its history keeps it (the form, the assignee and the answer). */
async function inquiryContent(tx: DbOrTx, id: number): Promise<Record<string, unknown>> {
  const row = await repo.findInquiry(tx, id);
  if (!row) return {};
  return {
    kind: row.kind,
    companyName: row.companyName,
    website: row.website,
    countryCode: row.countryCode,
    postalCode: row.postalCode,
    city: row.city,
    addressDetail: row.addressDetail,
    name: row.name,
    email: row.email,
    telephone: row.telephone,
    schedule: row.schedule,
    comments: row.comments,
    lang: row.lang,
    assignedUserId: row.assignedUserId,
    answer: row.answer,
    answeredByUserId: row.answeredByUserId,
  };
}

/**
 * The kind `contractInquiry` (decision 077): its content for the history and the engine's copy of state (`status`),
 * version and time of change. The actions' fields (assignee, answer) are the service's preparation before each
 * transition; the answer mail is queued in the action's transaction.
 */
export const CONTRACT_INQUIRY_KIND = defineKind({
  kind: KIND,
  prefix: 'CI',
  read: repo.findInquiry,
  content: inquiryContent,
  copy: repo.STATE_COPY,
});

export const registerContractInquiryKind = (engine: WorkflowEngine): void => engine.register(CONTRACT_INQUIRY_KIND);

export interface CreateOptions {
  now?: Date;
  ip?: string | null;
  seedKey?: string;
  /** A member's inquiry: their user, the token's company and their roles. */
  member?: { userId: number; companyId: number; roles: readonly string[] };
}

/** Stores an inquiry (visitor or member) in the language of the request; answers its number. */
export async function createContractInquiry(
  c: ContractInquiriesContext,
  form: z.output<typeof ZContractInquiryCreateRequest>,
  lang: TLanguage,
  opts: CreateOptions = {},
): Promise<TContractInquiryCreateResponse> {
  await checkForm(c.db, form, lang);
  const row = await createContractInquiryRecord(c, form, lang, opts);
  return { inquiryId: row.id, inquiryNumber: row.number, createdAt: row.createdAt.toISOString() };
}

/**
 * The request (`engine.create`: a visitor's without company nor creator, a member's of the token's company) and its row,
 * in one transaction; the creation tells the provider staff (the bell and their mail), as any kind's.
 */
export async function createContractInquiryRecord(
  c: ContractInquiriesContext,
  form: z.output<typeof ZContractInquiryCreateRequest>,
  lang: TLanguage,
  opts: CreateOptions = {},
): Promise<ContractInquiryRow> {
  const now = opts.now ?? new Date();
  const member = opts.member;
  const actor: CreationActor = member
    ? { userId: member.userId, companyId: member.companyId, roles: member.roles }
    : { visitorName: form.name.trim() };
  const companyName = form.companyName.trim();
  return c.db.transaction(async (tx) => {
    const email = normalizeEmail(form.email);
    const name = form.name.trim();
    const title = { ko: `계약 문의 ${companyName}`, en: `Contract inquiry ${companyName}` };
    const input = { companyId: member?.companyId ?? null, title, actor, assignedUserId: null, now };
    const created = await c.workflow.createRecord(tx, CONTRACT_INQUIRY_KIND, input, (header) =>
      repo.insertInquiry(tx, {
        id: header.requestId,
        number: header.number,
        status: header.state,
        version: header.version,
        kind: member ? 'MEMBER' : 'GUEST',
        userId: member?.userId ?? null,
        companyId: member?.companyId ?? null,
        companyName,
        website: trimmed(form.website),
        countryCode: form.countryCode.trim().toUpperCase(),
        postalCode: trimmed(form.postalCode),
        city: trimmed(form.city),
        addressDetail: trimmed(form.addressDetail),
        name,
        email,
        telephone: form.telephone.trim(),
        privacyConsentAt: now,
        schedule: trimmed(form.schedule),
        comments: form.comments.trim(),
        lang,
        ip: opts.ip ?? null,
        searchText: [header.number, companyName, name, email].join(' ').toLowerCase().slice(0, 1000),
        createdAt: now,
        updatedAt: now,
        seedKey: opts.seedKey ?? null,
      }),
    );
    return created.row;
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

/**
 * What the caller may do now: the declaration's actions for their role in the state (`engine.allowed`), but taking on an
 * inquiry they already hold (another staff member may take it over).
 */
function allowedActions(
  workflow: WorkflowEngine,
  request: RequestRow,
  row: ContractInquiryRow,
  auth: AuthContext,
): TContractInquiryAction[] {
  return workflow
    .allowed(KIND, request, actorOf(auth))
    .filter((a): a is TContractInquiryAction => (CONTRACT_INQUIRY_ACTIONS as readonly string[]).includes(a))
    .filter((a) => a !== 'assign' || row.assignedUserId !== auth.userId);
}

async function detailOf(
  db: DbOrTx,
  workflow: WorkflowEngine,
  request: RequestRow,
  row: ContractInquiryRow,
  auth: AuthContext,
  lang: TLanguage,
): Promise<TContractInquiryDetail> {
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
    allowedActions: allowedActions(workflow, request, row, auth),
    version: row.version,
  };
}

export async function searchContractInquiries(
  c: ContractInquiriesContext,
  auth: AuthContext,
  req: z.output<typeof ZContractInquirySearchRequest>,
  lang: TLanguage,
): Promise<TContractInquirySearchResponse> {
  if (req.fromDate && req.toDate && req.fromDate > req.toDate) throw new AppError('CIQ1N4008');
  const { rows, total } = await repo.searchInquiries(
    c.db,
    {
      status: req.status,
      searchText: req.searchText || undefined,
      ...koreaDayRange(req.fromDate, req.toDate),
      assignedUserId: req.mine ? auth.userId : undefined,
    },
    { ...pageWindow(req), newestFirst: req.sort !== 'oldest' },
  );
  return { ...toPage(await present(c.db, rows, auth, lang), total, req), counts: await repo.countsOf(c.db, auth.userId) };
}

/** The engine's answers about an inquiry in the kind's own codes (the codes the inquiry calls have always answered). */
function inquiryError(err: unknown, state: string | null): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.code === 'WFL1N4041') return new AppError('CIQ1N4041');
  // A stale version, another change under way, or an action the state does not take: answered once answered, else
  // changed by someone else first.
  if (err.code === 'WFL1N4091' || err.code === 'WFL1N4092') return new AppError(state === 'ANSWERED' ? 'CIQ1N4091' : 'CIQ1N4092');
  return err;
}

export type ContractInquiryRecord = KindRecord<ContractInquiryRow>;

/** An inquiry the caller may see (CIQ1N4041 otherwise). */
export const contractInquiryRecord = (c: ContractInquiriesContext, auth: AuthContext, id: number): Promise<ContractInquiryRecord> =>
  c.workflow.loadRecord(c.db, CONTRACT_INQUIRY_KIND, id, actorOf(auth)).catch((err: unknown) => {
    throw inquiryError(err, null);
  });

/** An inquiry as the caller sees it (the detail answer). */
export const contractInquiryDetail = (
  c: ContractInquiriesContext,
  { request, row }: ContractInquiryRecord,
  auth: AuthContext,
  lang: TLanguage,
): Promise<TContractInquiryDetail> => detailOf(c.db, c.workflow, request, row, auth, lang);

/**
 * An action of provider staff with the version they saw, through the engine's transition (the declared action, the
 * role, the version and the state checked there; another change under way answers at once): `assign` (to themselves),
 * `unassign`, `answer` (the answer mailed to the writer in their language through the outbox, in the same
 * transaction). Answered inquiries take none.
 */
export async function actOnContractInquiry(
  c: ContractInquiriesContext,
  auth: AuthContext,
  id: number,
  action: string,
  body: z.output<typeof ZContractInquiryActionRequest>,
  lang: TLanguage,
  opts: { now?: Date; /** The demo world answers without mail (the demo mailbox stays for what people do). */ noMail?: boolean } = {},
): Promise<ContractInquiryRecord> {
  if (!(CONTRACT_INQUIRY_ACTIONS as readonly string[]).includes(action)) throw new AppError('CIQ1N4010');
  const answer = body.answer?.trim() ?? '';
  if (action === 'answer') {
    if (!answer) throw new AppError('CIQ1N4009');
    if ([...answer].length > CONTRACT_INQUIRY_MAX.answer)
      throw new AppError('CIQ1N4004', { item: contractInquiryFieldLabel('answer', lang), max: CONTRACT_INQUIRY_MAX.answer });
  }
  const now = opts.now ?? new Date();
  const actor = actorOf(auth);
  try {
    return await c.workflow.act(c.db, CONTRACT_INQUIRY_KIND, {
      requestId: id,
      action,
      body,
      actor,
      now,
      // The action's fields, once the engine found the action allowed and before it writes anything of its own.
      before: async ({ tx, row }) => {
        if (action === 'assign' && row.assignedUserId === auth.userId) throw new AppError('CIQ1N4092');
        const assignee = action === 'assign' ? auth.userId : action === 'unassign' ? null : (row.assignedUserId ?? auth.userId);
        await repo.updateInquiry(
          tx,
          id,
          action === 'answer'
            ? { answer, answeredByUserId: auth.userId, answeredAt: now, assignedUserId: assignee, assignedAt: row.assignedAt ?? now }
            : { assignedUserId: assignee, assignedAt: assignee === null ? null : now },
        );
        await c.workflow.setAssignee(tx, id, assignee);
      },
      after: async ({ tx, row }) => {
        if (action !== 'answer' || opts.noMail) return;
        await mail.enqueue(tx, {
          to: row.email,
          template: CONTRACT_INQUIRY_MAIL.answered,
          languageCode: row.lang === 'en' ? '02' : '01',
          userId: row.userId,
          vars: { name: row.name, number: row.number, comments: row.comments, answer, inquiryDate: mailTime(row.createdAt) },
        });
      },
    });
  } catch (err) {
    // A stale version or a state that takes no action: told as "already answered" when it is, else "changed first".
    const stale = err instanceof AppError && (err.code === 'WFL1N4091' || err.code === 'WFL1N4092');
    throw inquiryError(err, stale ? ((await repo.findInquiry(c.db, id))?.status ?? null) : null);
  }
}

/** The seeded inquiries among keys (the demo world checks what it wrote before). */
export const findContractInquiryBySeedKeys = repo.findBySeedKeys;
export { CONTRACT_INQUIRY_MAIL_TEMPLATES } from './mail-templates';
