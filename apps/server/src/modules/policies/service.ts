import { z } from 'zod';
import {
  NON_DISPLAY_WORKFLOW,
  ORDER_WORKFLOW,
  POLICY_CODES,
  POLICY_NAMES,
  USER_REPORT_WORKFLOW,
  ZPolicyClause,
  policyDiffPath,
  type TLanguage,
  type TPolicyAcknowledgement,
  type TPolicyClause,
  type TPolicyCode,
  type TPolicyDiff,
  type TPolicyDraftUpdate,
  type TPolicyImpact,
  type TPolicyList,
  type TPolicyVersion,
  type TPolicyVersionSummary,
  type TUserPolicyDiff,
  type TUserPolicyList,
  type TWorkflowKind,
} from '@portal/contract';
import { isProvider, type AuthContext } from '../../platform/auth';
import { sha256Hex } from '../../platform/crypto';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { escapeHtml } from '../../platform/templates';
import type { TransitionGuard, WorkflowEngine } from '../../platform/workflow';
import { productsByCodes } from '../catalogue';
import { contractProductsInRange } from '../contracts';
import {
  findDocument,
  insertDraft,
  materialVersionsOf,
  providerToday,
  publishDraft,
  updateDraft,
  versionsOf,
  type DocumentVersionRow,
  type StandardDocumentRow,
} from '../documents';
import { displayName, findCompany, lockCompany, userNamesByIds } from '../identity';
import { htmlToText } from '../contents';
import { companyAcknowledgements, recordAcknowledgement } from '../terms';
import { canonicalClauses, countChanges, diffClauses } from './diff';

/**
 * Versioned policies and the price list (issue 26 section 2, decision 084). The versions are the documents area's
 * standard documents (a policy version is one row, its clauses in `clauses`); the acknowledgements are rows of the
 * members' agreement history (the terms area). This module drafts, compares, publishes and holds.
 */

const CODES: readonly string[] = POLICY_CODES;
const isPolicyCode = (code: string): code is TPolicyCode => CODES.includes(code);
const ZStoredClauses = z.array(ZPolicyClause);

/** The clauses stored with a version, checked against the contract's schema (none for a version written as HTML only). */
export const clausesOf = (raw: unknown): TPolicyClause[] => (raw == null ? [] : ZStoredClauses.parse(raw));

type VersionRow = DocumentVersionRow;

/** The sections of an HTML body: each `<h3>` heading with the text up to the next one. */
function sectionsOf(html: string): { title: string; text: string }[] {
  const parts = html.split(/<h3[^>]*>([\s\S]*?)<\/h3>/i);
  const out: { title: string; text: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) out.push({ title: htmlToText(parts[i]!).trim(), text: htmlToText(parts[i + 1] ?? '').trim() });
  return out;
}

/**
 * The clauses of a version written before clauses (an HTML body per language, decision 040): its `<h3>` sections,
 * numbered in order, the two languages side by side (a section only one language has keeps the other's text). A version
 * with clauses answers them.
 */
async function clausesOfRow(
  db: DbOrTx,
  row: Pick<VersionRow, 'standardDocumentId'>,
  read?: StandardDocumentRow | null,
): Promise<TPolicyClause[]> {
  const doc = read ?? (await findDocument(db, row.standardDocumentId));
  // Written only through ZPolicyDraftUpdate (or the seed's typed clauses): read as stored, not checked again.
  if (doc?.clauses != null) return doc.clauses as TPolicyClause[];
  const ko = sectionsOf(doc?.contentsKo ?? '');
  const en = sectionsOf(doc?.contentsEn ?? '');
  return Array.from({ length: Math.max(ko.length, en.length) }, (_, i) => {
    const k = ko[i] ?? en[i]!;
    const e = en[i] ?? ko[i]!;
    return {
      clauseNo: String(i + 1),
      titleKo: k.title || '-',
      titleEn: e.title || '-',
      textKo: k.text || '-',
      textEn: e.text || '-',
      products: [],
    };
  });
}

const published = (r: VersionRow) => r.status === 'PUBLISHED';

/** The version in force of each classification on `today`: the newest published one whose date has come. */
function inForceIds(rows: readonly VersionRow[], today: string): Set<number> {
  const best = new Map<string, VersionRow>();
  for (const r of rows) {
    if (!published(r) || r.effectiveDate > today) continue;
    const seen = best.get(r.classificationCode);
    if (!seen || r.effectiveDate > seen.effectiveDate || (r.effectiveDate === seen.effectiveDate && r.versionNo > seen.versionNo))
      best.set(r.classificationCode, r);
  }
  return new Set([...best.values()].map((r) => r.standardDocumentId));
}

function summary(r: VersionRow, lang: TLanguage, inForce: Set<number>): TPolicyVersionSummary {
  const code = r.classificationCode as TPolicyCode;
  return {
    policyId: r.standardDocumentId,
    classificationCode: code,
    policyName: POLICY_NAMES[code][lang],
    versionNo: r.versionNo,
    subject: (lang === 'en' ? (r.subjectEn ?? r.subjectKo) : (r.subjectKo ?? r.subjectEn)) ?? POLICY_NAMES[code][lang],
    effectiveDate: r.effectiveDate,
    status: r.status === 'DRAFT' ? 'DRAFT' : 'PUBLISHED',
    materialYn: r.materialYn === 'Y' ? 'Y' : 'N',
    publishedAt: r.publishedAt?.toISOString() ?? null,
    sha256: r.sha256,
    inForceYn: inForce.has(r.standardDocumentId) ? 'Y' : 'N',
    clauseCount: r.clauseCount,
  };
}

async function detail(
  db: DbOrTx,
  r: VersionRow,
  lang: TLanguage,
  inForce: Set<number>,
  read?: StandardDocumentRow,
): Promise<TPolicyVersion> {
  const clauses = await clausesOfRow(db, r, read);
  return { ...summary(r, lang, inForce), clauseCount: clauses.length, subjectKo: r.subjectKo ?? '', subjectEn: r.subjectEn ?? '', clauses };
}

/** Every version of the policies, and the one asked for (POL1N4041 when it is no policy's, or a draft for a member). */
async function load(db: DbOrTx, policyId: number, opts: { draftsToo: boolean }) {
  const found = await findDocument(db, policyId);
  if (!found || !isPolicyCode(found.classificationCode) || (!opts.draftsToo && found.status !== 'PUBLISHED'))
    throw new AppError('POL1N4041');
  const rows = await versionsOf(db, [found.classificationCode]);
  const row = rows.find((r) => r.standardDocumentId === policyId)!;
  return { row, rows, doc: found };
}

// ---------------------------------------------------------------------------------------------------------
// The provider administrator's calls

export async function adminPolicies(db: DbOrTx, lang: TLanguage, now = new Date()): Promise<TPolicyList> {
  const rows = await versionsOf(db, CODES);
  const inForce = inForceIds(rows, providerToday(now));
  return { items: rows.map((r) => summary(r, lang, inForce)) };
}

export async function adminPolicy(db: DbOrTx, policyId: number, lang: TLanguage, now = new Date()): Promise<TPolicyVersion> {
  const { row, rows, doc } = await load(db, policyId, { draftsToo: true });
  return detail(db, row, lang, inForceIds(rows, providerToday(now)), doc);
}

/** The newest published version of a classification (the one a draft starts from), or undefined. */
const newestPublished = (rows: readonly VersionRow[]) => rows.filter(published).sort((a, b) => b.versionNo - a.versionNo)[0];

/**
 * Starts a draft of a policy from its newest published version (its clauses and subject), numbered next, taking effect
 * today until the administrator sets its date. One draft per policy at a time (POL1N4092).
 */
export async function createPolicyDraft(db: Db, code: TPolicyCode, lang: TLanguage, now = new Date()): Promise<TPolicyVersion> {
  const id = await db.transaction(async (tx) => {
    const rows = await versionsOf(tx, [code]);
    if (rows.some((r) => r.status === 'DRAFT')) throw new AppError('POL1N4092');
    const from = newestPublished(rows);
    const today = providerToday(now);
    try {
      return await insertDraft(tx, {
        classificationCode: code,
        versionNo: Math.max(0, ...rows.map((r) => r.versionNo)) + 1,
        subjectKo: from?.subjectKo ?? POLICY_NAMES[code].ko,
        subjectEn: from?.subjectEn ?? POLICY_NAMES[code].en,
        effectiveDate: from && from.effectiveDate > today ? from.effectiveDate : today,
        clauses: from ? await clausesOfRow(tx, from) : [],
      });
    } catch (err) {
      // Another administrator's draft won the race (the one-draft index).
      if (/standard_documents_(draft|version)_uq/.test(String((err as { cause?: unknown }).cause ?? err))) throw new AppError('POL1N4092');
      throw err;
    }
  });
  return adminPolicy(db, id, lang, now);
}

/** The clause rules a schema cannot state: unique numbers; a date not before the version in force's. */
function checkVersion(
  clauses: readonly TPolicyClause[],
  effectiveDate: string,
  rows: readonly VersionRow[],
  today: string,
  selfId: number,
) {
  const seen = new Set<string>();
  for (const c of clauses) {
    if (seen.has(c.clauseNo)) throw new AppError('POL1N4003', { clauseNo: c.clauseNo });
    seen.add(c.clauseNo);
  }
  if (!clauses.length) throw new AppError('POL1N4005');
  const current = rows.find((r) => r.standardDocumentId !== selfId && inForceIds(rows, today).has(r.standardDocumentId));
  if (current && effectiveDate < current.effectiveDate) throw new AppError('POL1N4004', { effectiveDate: current.effectiveDate });
}

export async function updatePolicyDraft(
  db: Db,
  policyId: number,
  body: Required<Pick<TPolicyDraftUpdate, 'subjectKo' | 'subjectEn' | 'effectiveDate' | 'materialYn'>> & { clauses: TPolicyClause[] },
  lang: TLanguage,
  now = new Date(),
): Promise<TPolicyVersion> {
  await db.transaction(async (tx) => {
    const { row, rows } = await load(tx, policyId, { draftsToo: true });
    if (row.status !== 'DRAFT') throw new AppError('POL1N4091');
    checkVersion(body.clauses, body.effectiveDate, rows, providerToday(now), policyId);
    if (!(await updateDraft(tx, policyId, { ...body, clauses: body.clauses }))) throw new AppError('POL1N4091');
  });
  return adminPolicy(db, policyId, lang, now);
}

/** The HTML body of a version in a language (the footer's dialogs and the documents' calls show it). */
export function clausesHtml(clauses: readonly TPolicyClause[], lang: TLanguage): string {
  return clauses
    .map((c) => {
      const title = lang === 'en' ? c.titleEn : c.titleKo;
      const text = lang === 'en' ? c.textEn : c.textKo;
      const paragraphs = text
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('');
      return `<h3>${escapeHtml(c.clauseNo)}. ${escapeHtml(title)}</h3>${paragraphs}`;
    })
    .join('');
}

/** The SHA-256 (hex) of a version's canonical clauses. */
export const clausesSha256 = (clauses: readonly TPolicyClause[]): string => sha256Hex(canonicalClauses(clauses));

/** What publishing a version tells whoever listens (the signed webhooks of a later issue subscribe here). */
export interface PolicyPublishedEvent {
  policyId: number;
  classificationCode: TPolicyCode;
  versionNo: number;
  effectiveDate: string;
  material: boolean;
  sha256: string;
  publishedAt: Date;
  publishedBy: number;
}
export type PolicyPublishedListener = (tx: DbOrTx, event: PolicyPublishedEvent) => Promise<void>;
const listeners = new Set<PolicyPublishedListener>();

/** Subscribes to publications (at start-up); the listener runs in the publication's transaction. */
export function onPolicyPublished(listener: PolicyPublishedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The event of a publication: every listener, in the publication's transaction (one failing rolls it back). */
export async function policyPublished(tx: DbOrTx, event: PolicyPublishedEvent): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}

/**
 * Publishes a draft, once (a published version answers POL1N4091, so does the loser of two publishers racing): the
 * clauses are checked as a save checks them, the HTML bodies rendered from them, the SHA-256 of their canonical form
 * fixed, and `policyPublished` told in the same transaction.
 */
export async function publishPolicy(
  db: Db,
  auth: AuthContext,
  policyId: number,
  lang: TLanguage,
  now = new Date(),
): Promise<TPolicyVersion> {
  await db.transaction(async (tx) => {
    const { row, rows, doc } = await load(tx, policyId, { draftsToo: true });
    if (row.status !== 'DRAFT') throw new AppError('POL1N4091');
    const clauses = clausesOf(doc.clauses);
    checkVersion(clauses, row.effectiveDate, rows, providerToday(now), policyId);
    const sha256 = clausesSha256(clauses);
    const done = await publishDraft(tx, policyId, {
      contentsKo: clausesHtml(clauses, 'ko'),
      contentsEn: clausesHtml(clauses, 'en'),
      sha256,
      publishedAt: now,
      publishedBy: auth.userId,
    });
    if (!done) throw new AppError('POL1N4091');
    await policyPublished(tx, {
      policyId,
      classificationCode: row.classificationCode as TPolicyCode,
      versionNo: row.versionNo,
      effectiveDate: row.effectiveDate,
      material: row.materialYn === 'Y',
      sha256,
      publishedAt: now,
      publishedBy: auth.userId,
    });
  });
  return adminPolicy(db, policyId, lang, now);
}

/**
 * The diff of a version against the one before it: for the administrator's draft, the version in force; for a
 * published version, the published version numbered just before it (none for a first version: every clause added).
 */
async function compare(
  db: DbOrTx,
  row: VersionRow,
  rows: readonly VersionRow[],
  lang: TLanguage,
  today: string,
  read: StandardDocumentRow,
): Promise<TPolicyDiff> {
  const inForce = inForceIds(rows, today);
  const base =
    row.status === 'DRAFT'
      ? rows.find((r) => inForce.has(r.standardDocumentId))
      : rows.filter((r) => published(r) && r.versionNo < row.versionNo).sort((a, b) => b.versionNo - a.versionNo)[0];
  const clauses = diffClauses(base ? await clausesOfRow(db, base) : [], await clausesOfRow(db, row, read));
  return {
    base: base ? summary(base, lang, inForce) : null,
    target: summary(row, lang, inForce),
    counts: countChanges(clauses),
    clauses,
  };
}

export async function adminPolicyDiff(db: DbOrTx, policyId: number, lang: TLanguage, now = new Date()): Promise<TPolicyDiff> {
  const { row, rows, doc } = await load(db, policyId, { draftsToo: true });
  return compare(db, row, rows, lang, providerToday(now), doc);
}

// ---------------------------------------------------------------------------------------------------------
// The members' calls, the hold and the acknowledgement

const isCustomerSide = (auth: { roles: readonly string[] }) => !isProvider(auth);

/**
 * The material versions holding a company: published after the company joined (a company that joins later joins under
 * them), their date come (`today`), and acknowledged neither themselves nor through a later version of the same policy.
 */
function holdsIn<
  R extends Pick<VersionRow, 'classificationCode' | 'versionNo' | 'effectiveDate' | 'publishedAt'> & {
    status?: string;
    materialYn?: string;
  },
>(rows: readonly R[], acks: readonly { classificationCode: string; versionNo: number }[], today: string, joinedAt: Date | null) {
  const newestAck = new Map<string, number>();
  for (const a of acks) newestAck.set(a.classificationCode, Math.max(newestAck.get(a.classificationCode) ?? 0, a.versionNo));
  return rows.filter(
    (r) =>
      (r.status ?? 'PUBLISHED') === 'PUBLISHED' &&
      (r.materialYn ?? 'Y') === 'Y' &&
      r.effectiveDate <= today &&
      (!joinedAt || !r.publishedAt || r.publishedAt > joinedAt) &&
      (newestAck.get(r.classificationCode) ?? 0) < r.versionNo,
  );
}

const joinedAt = async (db: DbOrTx, companyId: number) => (await findCompany(db, companyId))?.createdAt ?? null;

/** The material versions holding a company's submissions now (empty when none). */
export async function companyHolds(db: DbOrTx, companyId: number, now = new Date()) {
  // One after another: in a transition's transaction the three share one connection.
  const rows = await materialVersionsOf(db, CODES);
  if (!rows.length) return [];
  const acks = await companyAcknowledgements(db, companyId);
  return holdsIn(rows, acks, providerToday(now), await joinedAt(db, companyId));
}

async function presentAcks(
  db: DbOrTx,
  acks: Awaited<ReturnType<typeof companyAcknowledgements>>,
  lang: TLanguage,
): Promise<TPolicyAcknowledgement[]> {
  const names = new Map(
    (
      await userNamesByIds(
        db,
        acks.map((a) => a.userId),
      )
    ).map((u) => [u.id, displayName(u, lang)]),
  );
  return acks
    .filter((a) => isPolicyCode(a.classificationCode))
    .map((a) => ({
      policyId: a.standardDocumentId,
      classificationCode: a.classificationCode as TPolicyCode,
      policyName: POLICY_NAMES[a.classificationCode as TPolicyCode][lang],
      versionNo: a.versionNo,
      userName: names.get(a.userId) ?? '',
      acknowledgedAt: a.agreedAt.toISOString(),
      sha256: a.sha256 ?? '',
    }));
}

/** The published versions of every policy, what holds the caller's company and its acknowledgements. */
export async function userPolicies(db: DbOrTx, auth: AuthContext, lang: TLanguage, now = new Date()): Promise<TUserPolicyList> {
  const today = providerToday(now);
  const all = await versionsOf(db, CODES);
  const acks = await companyAcknowledgements(db, auth.companyId);
  const joined = await joinedAt(db, auth.companyId);
  const rows = all.filter(published);
  const inForce = inForceIds(rows, today);
  const customer = isCustomerSide(auth);
  const holds = customer ? holdsIn(rows, acks, today, joined) : [];
  // Upcoming material versions may be acknowledged before their date.
  const pending = new Set(customer ? holdsIn(rows, acks, '9999-12-31', joined).map((r) => r.standardDocumentId) : []);
  return {
    items: rows
      .sort((a, b) => (a.publishedAt && b.publishedAt ? b.publishedAt.getTime() - a.publishedAt.getTime() : b.versionNo - a.versionNo))
      .map((r) => ({ ...summary(r, lang, inForce), acknowledgementRequiredYn: pending.has(r.standardDocumentId) ? 'Y' : 'N' })),
    holds: holds.map((r) => summary(r, lang, inForce)),
    acknowledgements: await presentAcks(db, acks, lang),
  };
}

/**
 * The products and tiers of the company's contracts (in use today) that the changed, added or removed clauses of a
 * diff name: what the change means for the company.
 */
async function impactOf(db: DbOrTx, companyId: number, diff: TPolicyDiff, lang: TLanguage, today: string): Promise<TPolicyImpact[]> {
  const named = diff.clauses.filter((c) => c.change !== 'same' && c.products.length);
  if (!named.length) return [];
  const held = await contractProductsInRange(db, today, today, [companyId]);
  if (!held.length) return [];
  const contractsOf = new Map<string, Set<string>>();
  for (const p of held)
    (contractsOf.get(p.productCode) ?? contractsOf.set(p.productCode, new Set()).get(p.productCode)!).add(p.contractNumber);
  const products = new Map((await productsByCodes(db, [...contractsOf.keys()])).map((p) => [p.productCode, p]));
  const text = (parts: { text: string; op: string }[], side: 'before' | 'after') =>
    parts
      .filter((p) => p.op === 'same' || p.op === (side === 'after' ? 'inserted' : 'deleted'))
      .map((p) => p.text)
      .join('');
  const out: TPolicyImpact[] = [];
  for (const c of named) {
    const title = text(lang === 'en' ? c.titleEn : c.titleKo, c.change === 'removed' ? 'before' : 'after');
    for (const p of c.products) {
      const contracts = contractsOf.get(p.productCode);
      if (!contracts) continue;
      const product = products.get(p.productCode);
      out.push({
        clauseNo: c.clauseNo,
        clauseTitle: title,
        change: c.change,
        productCode: p.productCode,
        productName: product ? (lang === 'en' ? product.nameEn : product.nameKo) : p.productCode,
        tierCode: p.tierCode,
        contractNumbers: [...contracts].sort(),
      });
    }
  }
  return out;
}

export async function userPolicyDiff(
  db: DbOrTx,
  auth: AuthContext,
  policyId: number,
  lang: TLanguage,
  now = new Date(),
): Promise<TUserPolicyDiff> {
  const today = providerToday(now);
  const { row, rows, doc } = await load(db, policyId, { draftsToo: false });
  const diff = await compare(db, row, rows.filter(published), lang, today, doc);
  const acks = await companyAcknowledgements(db, auth.companyId);
  const joined = await joinedAt(db, auth.companyId);
  const mine = acks.filter((a) => a.classificationCode === row.classificationCode && a.versionNo >= row.versionNo);
  const own = mine.find((a) => a.standardDocumentId === policyId) ?? mine[0];
  const customer = isCustomerSide(auth);
  return {
    ...diff,
    impact: customer ? await impactOf(db, auth.companyId, diff, lang, today) : [],
    acknowledgementRequiredYn: customer && holdsIn([row], acks, '9999-12-31', joined).length ? 'Y' : 'N',
    acknowledgement: own ? ((await presentAcks(db, [own], lang))[0] ?? null) : null,
  };
}

/**
 * A customer member acknowledges a published version for their company: who, when and the version's SHA-256 go to the
 * agreement history. Acknowledging again answers the acknowledgement already recorded; two members at once record one
 * (the company row is locked for the transaction, as the staff changes lock it).
 */
export async function acknowledgePolicy(
  db: Db,
  auth: AuthContext,
  policyId: number,
  lang: TLanguage,
  now = new Date(),
): Promise<TPolicyAcknowledgement> {
  return db.transaction(async (tx) => {
    const found = await findDocument(tx, policyId);
    if (!found || !isPolicyCode(found.classificationCode)) throw new AppError('POL1N4041');
    if (found.status !== 'PUBLISHED' || !found.sha256) throw new AppError('POL1N4094');
    await lockCompany(tx, auth.companyId);
    const acks = await companyAcknowledgements(tx, auth.companyId);
    let own = acks.find((a) => a.standardDocumentId === policyId);
    if (!own) {
      await recordAcknowledgement(tx, {
        userId: auth.userId,
        companyId: auth.companyId,
        classificationCode: found.classificationCode,
        standardDocumentId: policyId,
        versionNo: found.versionNo,
        sha256: found.sha256,
        at: now,
      });
      own = (await companyAcknowledgements(tx, auth.companyId)).find((a) => a.standardDocumentId === policyId)!;
    }
    return (await presentAcks(tx, [own], lang))[0]!;
  });
}

// ---------------------------------------------------------------------------------------------------------
// The hold on submissions: one engine guard on the orders, the non-display declarations and the monthly reports

const HELD_KINDS = [ORDER_WORKFLOW, NON_DISPLAY_WORKFLOW, USER_REPORT_WORKFLOW] as const;
/** The states a customer's action sends a document to the provider in (a submission). */
const SUBMITTED_STATES: readonly string[] = ['SUBMITTED', 'AWAITING_INTERNAL'];

/**
 * Refuses a customer-side submission of a held kind while a material version holds the company (POL1N4093, its message
 * linking to the diff of the oldest holding version). Provider staff's actions and a customer's other actions pass.
 */
const policyHold =
  (declaration: (typeof HELD_KINDS)[number]): TransitionGuard =>
  async ({ tx, request, action, actor }) => {
    const to = (declaration.actions as Record<string, { to: string } | undefined>)[action]?.to;
    if (!to || !SUBMITTED_STATES.includes(to) || request.companyId == null || !isCustomerSide(actor)) return;
    const holds = await companyHolds(tx, request.companyId);
    if (!holds.length) return;
    const first = [...holds].sort((a, b) => a.standardDocumentId - b.standardDocumentId)[0]!;
    throw new AppError('POL1N4093', { link: policyDiffPath(first.standardDocumentId) });
  };

/** Registers the hold on the held kinds' submissions (modules/kinds.ts, after the kinds it names). */
export function registerPolicyHold(engine: WorkflowEngine): void {
  for (const declaration of HELD_KINDS) engine.addGuard(declaration.kind as TWorkflowKind, policyHold(declaration));
}
