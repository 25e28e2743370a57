import { z } from 'zod';
import { NON_DISPLAY_PURPOSES, nonDisplayTierOf, ZCurrency, ZMoney, type TNonDisplayPurpose, type TNonDisplayTier } from './catalogue';
import { ZIsoDateTime, ZPage, ZPageRequest } from './common';
import { ZNonDisplayState, purposeOfOrderUse } from './non-display';
import { ZNonDisplayUse } from './orders';
import { addMonths } from './user-reports';
import type { TText } from './workflow';

/**
 * The non-display application inventory (issue 26 section 3, decision 085): a customer keeps the applications and
 * devices that use market data without displaying it, each with its purpose (the order form's five non-display uses:
 * NON_DISPLAY_USES), its environment and the days it runs. The tier of each usage item of the declaration (TRADING,
 * OTHER: `purposeOfOrderUse`) follows from it month by month: an application counts in a month when it runs in a
 * counted environment (production) on any day of the month; the count gives the tier by the price table's ranges
 * (`nonDisplayTierOf`: basic 1, premium 2-3, unlimited 4 or more).
 */

export const nonDisplayApplicationsPage = '/report/non-display-applications';

export const NON_DISPLAY_ENVIRONMENTS = ['PRODUCTION', 'TEST', 'DR'] as const;
export const ZNonDisplayEnvironment = z.enum(NON_DISPLAY_ENVIRONMENTS);
export type TNonDisplayEnvironment = z.infer<typeof ZNonDisplayEnvironment>;
/** A purpose of a non-display application: one of the order form's non-display uses. */
export type TNonDisplayUse = z.infer<typeof ZNonDisplayUse>;
export const NON_DISPLAY_ENVIRONMENT_LABELS: Record<TNonDisplayEnvironment, TText> = {
  PRODUCTION: { ko: '운영', en: 'Production' },
  TEST: { ko: '테스트', en: 'Test' },
  DR: { ko: '재해 복구(DR)', en: 'Disaster recovery (DR)' },
};
/** The environments whose applications count toward a tier: production only (test and DR systems are kept, not counted). */
export const COUNTED_ENVIRONMENTS: readonly TNonDisplayEnvironment[] = ['PRODUCTION'];

export const NON_DISPLAY_APPLICATION_NAME_MAX = 100;
/** The most months the tier table shows at once. */
export const NON_DISPLAY_TIER_MONTHS_MAX = 12;

const noNul = (s: string) => !s.includes('\u0000');
const ZDay = z.iso.date();
const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month');
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** An application as the member enters it; the end date, when given, is on or after the start (NDA1N4001). */
export const ZNonDisplayApplicationBody = z.object({
  name: z.string().trim().min(1, { error: 'NDA1N4002' }).max(NON_DISPLAY_APPLICATION_NAME_MAX).refine(noNul),
  purpose: ZNonDisplayUse,
  environment: ZNonDisplayEnvironment,
  startDate: ZDay,
  endDate: ZDay.nullable().optional(),
});
export type TNonDisplayApplicationBody = z.input<typeof ZNonDisplayApplicationBody>;

export const ZNonDisplayApplicationIdParams = z.object({ applicationId: ZId });

export const ZNonDisplayApplicationSearchRequest = ZPageRequest.extend({
  /** Name text. */
  searchText: z.string().trim().max(100).refine(noNul).optional(),
  /** Purposes (any of them). */
  purposes: z.array(ZNonDisplayUse).max(5).optional(),
});
export type TNonDisplayApplicationSearchRequest = z.input<typeof ZNonDisplayApplicationSearchRequest>;

export const ZNonDisplayApplication = z.object({
  applicationId: z.number().int(),
  name: z.string(),
  purpose: ZNonDisplayUse,
  /** The declaration's usage item the purpose counts toward (TRADING or OTHER). */
  usageItem: z.enum(NON_DISPLAY_PURPOSES),
  environment: ZNonDisplayEnvironment,
  /** Whether the environment counts toward the tier. */
  counted: z.boolean(),
  startDate: ZDay,
  endDate: ZDay.nullable(),
  updatedAt: ZIsoDateTime,
});
export type TNonDisplayApplication = z.infer<typeof ZNonDisplayApplication>;
export const ZNonDisplayApplicationSearchResponse = ZPage(ZNonDisplayApplication);
export type TNonDisplayApplicationSearchResponse = z.infer<typeof ZNonDisplayApplicationSearchResponse>;

/** A change's answer: the application, and the declaration change the change drafted or updated (null when none moved). */
export const ZNonDisplayApplicationChange = z.object({
  application: ZNonDisplayApplication.nullable(),
  draftedDeclarationId: z.number().int().nullable(),
});
export type TNonDisplayApplicationChange = z.infer<typeof ZNonDisplayApplicationChange>;

export const ZNonDisplayTierQuery = z.object({
  /** The first month shown (default: the current month in Korea). */
  fromMonth: ZMonth.optional(),
  months: z.coerce.number().int().min(1).max(NON_DISPLAY_TIER_MONTHS_MAX).default(6),
});
export type TNonDisplayTierQuery = z.input<typeof ZNonDisplayTierQuery>;

export const ZNonDisplayTierCell = z.object({
  usageItem: z.enum(NON_DISPLAY_PURPOSES),
  applications: z.number().int(),
  tier: z.string().nullable(),
  tierName: z.string().nullable(),
  /** The tier as declared in the declaration in effect (a TDeclaredTier code), null without one. */
  declaredTier: z.string().nullable(),
  /** Minor units of `currency`, per month excluding VAT; null without a fee. */
  monthlyFee: z.number().int().nullable(),
  monthlyFeeText: z.string().nullable(),
});
export const ZNonDisplayTierMonth = z.object({
  month: ZMonth,
  items: z.array(ZNonDisplayTierCell),
  totalMonthlyFee: z.number().int().nullable(),
  totalMonthlyFeeText: z.string().nullable(),
  /** Whether a tier of the month differs from the declaration in effect. */
  moved: z.boolean(),
});
export const ZNonDisplayDeclarationRef = z.object({
  declarationId: z.number().int(),
  number: z.string(),
  state: ZNonDisplayState,
  effectiveDate: z.string().nullable(),
  tiers: z.object({ TRADING: z.string().nullable(), OTHER: z.string().nullable() }),
});
export const ZNonDisplayTierSummary = z.object({
  currency: ZCurrency,
  months: z.array(ZNonDisplayTierMonth),
  /** The approved declaration the tiers are compared with (the latest in effect), or null. */
  inEffect: ZNonDisplayDeclarationRef.nullable(),
  /** The declaration change waiting for the member to submit (the one in effect being changed), or null. */
  openChange: ZNonDisplayDeclarationRef.nullable(),
  /** Where the tier fees come from: the catalogue's non-display fee table in effect on the month's first day. */
  feeSource: z.literal('catalogue'),
  /**
   * The fee estimate (decision 083, the billing run's own calculation) of the declaration change the inventory asks for:
   * the first month whose tiers differ from the declaration in effect, with that month's counts. Null when none moved.
   */
  changeEstimate: z
    .object({
      month: ZMonth,
      /** The fee the change causes in that month (pro-rated as the bill will), VAT excluded. */
      fee: ZMoney,
      feeText: z.string(),
      /** Its steady monthly fee after (a whole month), VAT excluded. */
      monthlyFee: ZMoney,
      monthlyFeeText: z.string(),
      /** The first bill it lands on. */
      firstBillMonth: ZMonth,
      firstBillIssueDate: z.string(),
    })
    .nullable(),
});
export type TNonDisplayTierSummary = z.infer<typeof ZNonDisplayTierSummary>;
export type TNonDisplayTierMonth = z.infer<typeof ZNonDisplayTierMonth>;

// ---------------------------------------------------------------------------------------------------------
// The rule, for the server and the screen alike

/** The first and last day of a month "YYYY-MM". */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

type Counted = Pick<TNonDisplayApplication, 'purpose' | 'environment' | 'startDate' | 'endDate'>;

/** Whether an application counts in a month: a counted environment, running on some day of the month. */
export function countsInMonth(app: Counted, month: string): boolean {
  const { first, last } = monthDays(month);
  return COUNTED_ENVIRONMENTS.includes(app.environment) && app.startDate <= last && (app.endDate == null || app.endDate >= first);
}

/** The number of applications and the tier of each usage item in a month. */
export function tiersInMonth(
  apps: readonly Counted[],
  month: string,
): Record<TNonDisplayPurpose, { applications: number; tier: TNonDisplayTier | null }> {
  const counts: Record<TNonDisplayPurpose, number> = { TRADING: 0, OTHER: 0 };
  for (const app of apps) if (countsInMonth(app, month)) counts[purposeOfOrderUse(app.purpose)] += 1;
  return {
    TRADING: { applications: counts.TRADING, tier: nonDisplayTierOf(counts.TRADING) },
    OTHER: { applications: counts.OTHER, tier: nonDisplayTierOf(counts.OTHER) },
  };
}

/** The months from `from`, n of them. */
export const monthsFrom = (from: string, n: number): string[] => Array.from({ length: n }, (_, i) => addMonths(from, i));
