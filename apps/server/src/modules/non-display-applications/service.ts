import {
  COUNTED_ENVIRONMENTS,
  PROVIDER_ROLES,
  declaredTierOf,
  formatMonthlyFee,
  formatMoneyText,
  monthDays,
  monthsFrom,
  NON_DISPLAY_PURPOSES,
  NON_DISPLAY_TIER_LABELS,
  purposeOfOrderUse,
  quoteNonDisplay,
  tiersInMonth,
  totalMonthlyFee,
  type TCurrency,
  type TLanguage,
  type TNonDisplayApplication,
  type TNonDisplayApplicationChange,
  type TNonDisplayApplicationSearchResponse,
  type TNonDisplayForm,
  type TNonDisplayPurpose,
  type TNonDisplayState,
  type TNonDisplayTierSummary,
  type ZNonDisplayApplicationBody,
  type ZNonDisplayApplicationSearchRequest,
  type ZNonDisplayTierQuery,
} from '@portal/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth';
import { businessNow, koreaDay } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { KindContext } from '../../platform/workflow';
import { customerProfile, nonDisplayFeeTable } from '../catalogue';
import { estimateChange } from '../fee-estimates';
import { actOnDeclarationRecord, latestDeclarationInEffect, updateDeclarationRecord, type DeclarationRow } from '../non-display';
import * as repo from './repo';
import type { ApplicationRow } from './repo';

/**
 * The non-display application inventory (decision 085). A customer member keeps the company's applications; the tier
 * of each usage item of the non-display declaration follows from them month by month (the contract's `tiersInMonth`),
 * priced by the catalogue's non-display fee table in effect on the month's first day (`nonDisplayFeeTable`, the table
 * the declaration and the billing run read) through the declaration's own quote (`quoteNonDisplay`).
 *
 * A change whose tiers differ from the company's declaration in effect drafts the declaration change through the
 * declaration kind's own change path: the approved declaration is revised (the engine's `revise`, by the member) and its
 * form saved with the new number of applications (`updateDeclarationRecord`); a declaration already being changed is
 * saved again rather than a second one made. Nothing is submitted: the member reviews and submits the change.
 */

export type InventoryContext = KindContext;

type Input = z.output<typeof ZNonDisplayApplicationBody>;

function present(row: ApplicationRow): TNonDisplayApplication {
  const { purpose, environment } = row;
  return {
    applicationId: row.id,
    name: row.name,
    purpose,
    usageItem: purposeOfOrderUse(purpose),
    environment,
    counted: COUNTED_ENVIRONMENTS.includes(environment),
    startDate: row.startDate,
    endDate: row.endDate,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored fields of an input, by the rules people read (NDA1N4001, NDA1N4002). */
function fieldsOf(body: Input) {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new AppError('NDA1N4002');
  const endDate = body.endDate ?? null;
  if (endDate && endDate < body.startDate) throw new AppError('NDA1N4001');
  return { name, purpose: body.purpose, environment: body.environment, startDate: body.startDate, endDate, searchText: name.toLowerCase() };
}

export async function searchApplications(
  c: InventoryContext,
  companyId: number,
  body: z.output<typeof ZNonDisplayApplicationSearchRequest>,
): Promise<TNonDisplayApplicationSearchResponse> {
  const { rows, total } = await repo.searchApplications(
    c.db,
    { companyId, searchText: body.searchText, purposes: body.purposes },
    pageWindow(body),
  );
  return toPage(rows.map(present), total, body);
}

export async function createApplication(
  c: InventoryContext,
  auth: AuthContext,
  companyId: number,
  body: Input,
  lang: TLanguage,
): Promise<TNonDisplayApplicationChange> {
  const now = businessNow(c.config);
  const row = await repo.insertApplication(c.db, {
    ...fieldsOf(body),
    companyId,
    createdBy: auth.userId,
    updatedBy: auth.userId,
    createdAt: now,
    updatedAt: now,
  });
  return { application: present(row), draftedDeclarationId: await draftDeclarationChange(c, auth, companyId, lang) };
}

export async function updateApplication(
  c: InventoryContext,
  auth: AuthContext,
  companyId: number,
  id: number,
  body: Input,
  lang: TLanguage,
): Promise<TNonDisplayApplicationChange> {
  const now = businessNow(c.config);
  const row = await repo.updateApplication(c.db, companyId, id, { ...fieldsOf(body), updatedBy: auth.userId, updatedAt: now });
  if (!row) throw new AppError('NDA1N4041');
  return { application: present(row), draftedDeclarationId: await draftDeclarationChange(c, auth, companyId, lang) };
}

export async function deleteApplication(
  c: InventoryContext,
  auth: AuthContext,
  companyId: number,
  id: number,
  lang: TLanguage,
): Promise<TNonDisplayApplicationChange> {
  const row = await repo.deleteApplication(c.db, companyId, id);
  if (!row) throw new AppError('NDA1N4041');
  return { application: present(row), draftedDeclarationId: await draftDeclarationChange(c, auth, companyId, lang) };
}

// ---------------------------------------------------------------------------------------------------------
// Tiers

const declaredTiers = (row: DeclarationRow | null) => ({
  TRADING: row ? declaredTierOf(row.form.purposes.TRADING) : null,
  OTHER: row ? declaredTierOf(row.form.purposes.OTHER) : null,
});

/** Whether a purpose's tier in a month differs from the declaration's (a purpose on charge hold is never moved). */
function movedPurposes(form: TNonDisplayForm | null, counted: ReturnType<typeof tiersInMonth>): TNonDisplayPurpose[] {
  return NON_DISPLAY_PURPOSES.filter((p) => {
    const line = form?.purposes[p];
    if (line?.chargeHold) return false;
    return (form ? declaredTierOf(line) : null) !== counted[p].tier;
  });
}

const refOf = (row: DeclarationRow) => ({
  declarationId: row.requestId,
  number: row.number,
  state: row.state as TNonDisplayState,
  effectiveDate: row.effectiveDate,
  tiers: declaredTiers(row),
});
/** The declaration in effect as the bill reads it: its tiers and effective date as last approved, even while changed. */
const inEffectRefOf = (row: DeclarationRow) => ({
  ...refOf(row),
  effectiveDate: row.billedEffectiveDate,
  tiers: { TRADING: row.billedTradingTier, OTHER: row.billedOtherTier },
});

/**
 * The tiers and fees of the company's inventory month by month from `fromMonth` (default: this month in Korea), beside
 * the declaration in effect and the change waiting for the member, if any.
 */
export async function tierSummary(
  c: InventoryContext,
  companyId: number,
  query: z.output<typeof ZNonDisplayTierQuery>,
  lang: TLanguage,
): Promise<TNonDisplayTierSummary> {
  const today = koreaDay(businessNow(c.config));
  const from = query.fromMonth ?? today.slice(0, 7);
  const [apps, declaration, profile] = await Promise.all([
    repo.applicationsOf(c.db, companyId),
    latestDeclarationInEffect(c.db, companyId),
    customerProfile(c.db, companyId),
  ]);
  const currency = (profile?.currency as TCurrency | undefined) ?? 'KRW';
  // Compared with the approved content: a change being written is not in effect yet.
  const approved = declaration ? await approvedFormOf(c, declaration) : null;
  const declared = {
    TRADING: approved ? declaredTierOf(approved.purposes.TRADING) : null,
    OTHER: approved ? declaredTierOf(approved.purposes.OTHER) : null,
  };
  const months = await Promise.all(
    monthsFrom(from, query.months).map(async (month) => {
      const counted = tiersInMonth(apps, month);
      const fees = await nonDisplayFeeTable(c.db, { date: monthDays(month).first }, lang, today);
      const quotes = quoteNonDisplay(
        {
          use: 'USE',
          purposes: { TRADING: { applications: counted.TRADING.applications }, OTHER: { applications: counted.OTHER.applications } },
        },
        fees.items,
        currency,
      );
      const total = totalMonthlyFee(quotes);
      return {
        month,
        items: quotes.map((q) => ({
          usageItem: q.purpose,
          applications: q.applications,
          tier: counted[q.purpose].tier,
          tierName: counted[q.purpose].tier ? NON_DISPLAY_TIER_LABELS[counted[q.purpose].tier!][lang] : null,
          declaredTier: declared[q.purpose],
          monthlyFee: q.monthlyFee,
          monthlyFeeText: q.monthlyFee === null ? null : formatMonthlyFee(q.monthlyFee, currency, lang),
        })),
        totalMonthlyFee: total,
        totalMonthlyFeeText: total === null ? null : formatMonthlyFee(total, currency, lang),
        moved: !!approved && movedPurposes(approved, counted).length > 0,
      };
    }),
  );
  return {
    currency,
    months,
    inEffect: declaration ? inEffectRefOf(declaration) : null,
    openChange: declaration && declaration.state !== 'APPROVED' ? refOf(declaration) : null,
    feeSource: 'catalogue',
    changeEstimate: declaration ? await estimateOf(c, companyId, declaration, apps, today.slice(0, 7), lang) : null,
  };
}

/**
 * The approved content of the declaration in effect: its form, or for a declaration being changed, the form it had when
 * the change was opened (the content the engine kept with the `revise` transition).
 */
async function approvedFormOf(c: InventoryContext, declaration: DeclarationRow): Promise<TNonDisplayForm> {
  if (declaration.state === 'APPROVED') return declaration.form;
  const versions = await c.workflow.versions(c.db, declaration.requestId, { roles: PROVIDER_ROLES });
  const opened = versions.filter((v) => v.action === 'revise').at(-1);
  return (opened?.content.form as TNonDisplayForm | undefined) ?? declaration.form;
}

/**
 * The fee of the declaration change the inventory asks for, by the fee estimate (decision 083, the billing run's own
 * calculation): the bill of the first month whose tiers differ from the approved declaration, with the inventory's
 * tiers against with the approved ones (two estimates of the same month, so a change already open, whose fields the
 * member may have saved, does not count as approved).
 */
async function estimateOf(
  c: InventoryContext,
  companyId: number,
  declaration: DeclarationRow,
  apps: readonly ApplicationRow[],
  thisMonth: string,
  lang: TLanguage,
): Promise<TNonDisplayTierSummary['changeEstimate']> {
  const approved = await approvedFormOf(c, declaration);
  const target = changeFormOf(approved, apps, thisMonth, { exact: false });
  if (!target) return null;
  const now = businessNow(c.config);
  const estimate = (purposes: TNonDisplayForm['purposes']) =>
    estimateChange(c.db, {
      who: { companyId },
      change: { kind: 'nonDisplay', declarationId: declaration.requestId, effectiveDate: target.effectiveDate, purposes },
      now,
      lang,
    });
  const before = await estimate(approved.purposes);
  const after = await estimate(target.purposes);
  const currency = after.currency;
  const fee = { amount: after.with.subtotal.amount - before.with.subtotal.amount, currency };
  const monthlyFee = { amount: after.monthlyFee.amount - before.monthlyFee.amount, currency };
  return {
    month: after.month,
    fee,
    feeText: formatMoneyText(fee),
    monthlyFee,
    monthlyFeeText: formatMonthlyFee(monthlyFee.amount, currency, lang),
    firstBillMonth: after.firstBill.month,
    firstBillIssueDate: after.firstBill.issueDate,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The declaration change

/** How far ahead a change is looked for: this month and the next twelve. */
const LOOKAHEAD_MONTHS = 13;
/** Attempts at drafting when another change of the declaration is under way at the same moment (409 from the engine). */
const DRAFT_ATTEMPTS = 10;
const BUSY_CODES: readonly string[] = ['WFL1N4091', 'WFL1N4092'];

/**
 * The form of the declaration change the inventory asks for, or null when it agrees with the declaration from this
 * month on. An approved declaration is changed when a tier moves; a change already open follows the inventory's number
 * of applications too. The first month that differs gives the number of applications of each usage item (a purpose on
 * charge hold kept) and the effective date (the month's first day: a month's tier counts from its first day).
 */
export function changeFormOf(
  form: TNonDisplayForm,
  apps: readonly ApplicationRow[],
  thisMonth: string,
  opts: { exact: boolean },
): TNonDisplayForm | null {
  for (const month of monthsFrom(thisMonth, LOOKAHEAD_MONTHS)) {
    const counted = tiersInMonth(apps, month);
    const recount = (p: TNonDisplayPurpose) =>
      !form.purposes[p].chargeHold && (form.purposes[p].applications ?? 0) !== counted[p].applications;
    if (!movedPurposes(form, counted).length && !(opts.exact && NON_DISPLAY_PURPOSES.some(recount))) continue;
    const line = (p: TNonDisplayPurpose) =>
      form.purposes[p].chargeHold ? form.purposes[p] : { applications: counted[p].applications, chargeHold: false };
    return { ...form, purposes: { TRADING: line('TRADING'), OTHER: line('OTHER') }, effectiveDate: monthDays(month).first };
  }
  return null;
}

/** The drafting of each company under way in this process: the next one waits for it (one change at a time). */
const drafting = new Map<number, Promise<unknown>>();

/**
 * Drafts (or updates) the declaration change the inventory asks for, as the member: answers the declaration's id when a
 * change is open after it, null otherwise. In one process a company's draftings run one after the other; between
 * processes, two at once meet the engine's lock (409): the later one reads the declaration again and saves into the
 * change the first one opened, so there is never a second one.
 */
export function draftDeclarationChange(c: InventoryContext, auth: AuthContext, companyId: number, lang: TLanguage): Promise<number | null> {
  const run = (drafting.get(companyId) ?? Promise.resolve()).catch(() => undefined).then(() => draftOnce(c, auth, companyId, lang));
  drafting.set(companyId, run);
  void run
    .finally(() => {
      if (drafting.get(companyId) === run) drafting.delete(companyId);
    })
    .catch(() => undefined);
  return run;
}

async function draftOnce(c: InventoryContext, auth: AuthContext, companyId: number, lang: TLanguage): Promise<number | null> {
  const thisMonth = koreaDay(businessNow(c.config)).slice(0, 7);
  for (let attempt = 1; ; attempt++) {
    const declaration = await latestDeclarationInEffect(c.db, companyId);
    if (!declaration) return null;
    // A change under review (or sent back to the provider's desk) is the open change: nothing to draft beside it.
    if (declaration.state !== 'APPROVED' && declaration.state !== 'REVISING') return declaration.requestId;
    const form = changeFormOf(declaration.form, await repo.applicationsOf(c.db, companyId), thisMonth, {
      exact: declaration.state === 'REVISING',
    });
    if (!form) return declaration.state === 'REVISING' ? declaration.requestId : null;
    try {
      let version = declaration.version;
      if (declaration.state === 'APPROVED')
        version = (await actOnDeclarationRecord(c, auth, declaration.requestId, 'revise', { version }, lang)).request.version;
      await updateDeclarationRecord(c, auth, declaration.requestId, { version, form });
      return declaration.requestId;
    } catch (err) {
      if (!(err instanceof AppError) || !BUSY_CODES.includes(err.code) || attempt >= DRAFT_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** The company's applications (the seed checks what it wrote before). */
export const applicationsOfCompany = (db: DbOrTx, companyId: number) => repo.applicationsOf(db, companyId);

/** The demo world's starting inventory, written as rows without drafting (seed/non-display-applications.ts). */
export async function insertApplications(db: DbOrTx, companyId: number, userId: number, apps: Input[]): Promise<void> {
  await repo.insertMany(
    db,
    apps.map((a) => ({ ...fieldsOf(a), companyId, createdBy: userId, updatedBy: userId })),
  );
}
