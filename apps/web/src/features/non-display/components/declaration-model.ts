import {
  DECLARED_TIER_LABELS,
  errorMessage,
  formatMonthlyFee,
  NON_DISPLAY_COMMITMENT_CODES,
  NON_DISPLAY_PURPOSES,
  nonDisplayFieldLabel,
  nonDisplayFlags,
  nonDisplaySubmissionIssues,
  quoteNonDisplay,
  requestFlagLabel,
  totalMonthlyFee,
  type TCurrency,
  type TFeeEstimateChangeInput,
  type TFileInfo,
  type TNonDisplayCommitmentCode,
  type TNonDisplayDetail,
  type TNonDisplayFee,
  type TNonDisplayFormInput,
  type TNonDisplayIssue,
  type TNonDisplayPurpose,
  type TNonDisplayUseChoice,
  type TOrderForm,
} from '@portal/contract';

/**
 * The declaration form as the web's form holds it: the contract's form with the uploaded files themselves (shown by the
 * upload control) instead of their ids, dates as `YYYY-MM-DD` text, and the order chosen beside it.
 */
export interface DeclarationValues {
  orderId?: number | null;
  use?: TNonDisplayUseChoice | null;
  purposes: Record<TNonDisplayPurpose, { applications?: number | null; chargeHold: boolean }>;
  effectiveDate?: string | null;
  acceptedCommitments: TNonDisplayCommitmentCode[];
  confirmation: { company?: string; manager?: string; email?: string; position?: string; date?: string | null };
  files: TFileInfo[];
}

/** A new declaration's values (an order preselected from `?orderId=`). */
export function emptyDeclarationValues(orderId?: number | null): DeclarationValues {
  return {
    orderId: orderId ?? null,
    use: null,
    purposes: { TRADING: { applications: null, chargeHold: false }, OTHER: { applications: null, chargeHold: false } },
    effectiveDate: null,
    acceptedCommitments: [],
    confirmation: {},
    files: [],
  };
}

/** The values of a saved declaration. */
export function valuesOf(d: TNonDisplayDetail): DeclarationValues {
  const f = d.form;
  return {
    orderId: d.orderId,
    use: f.use ?? null,
    purposes: {
      TRADING: { applications: f.purposes.TRADING.applications ?? null, chargeHold: f.purposes.TRADING.chargeHold },
      OTHER: { applications: f.purposes.OTHER.applications ?? null, chargeHold: f.purposes.OTHER.chargeHold },
    },
    effectiveDate: f.effectiveDate ?? null,
    acceptedCommitments: [...f.acceptedCommitments],
    confirmation: { ...f.confirmation, date: f.confirmation.date ?? null },
    files: d.files,
  };
}

const text = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The contract's form of the values (what is saved). */
export function toDeclarationForm(v: DeclarationValues): TNonDisplayFormInput {
  const line = (p: TNonDisplayPurpose) => ({
    applications: v.purposes?.[p]?.applications ?? null,
    chargeHold: v.purposes?.[p]?.chargeHold ?? false,
  });
  return {
    use: v.use ?? null,
    purposes: { TRADING: line('TRADING'), OTHER: line('OTHER') },
    effectiveDate: v.effectiveDate ?? null,
    acceptedCommitments: (v.acceptedCommitments ?? []).filter((c) => NON_DISPLAY_COMMITMENT_CODES.includes(c)),
    confirmation: {
      company: text(v.confirmation?.company),
      manager: text(v.confirmation?.manager),
      email: text(v.confirmation?.email),
      position: text(v.confirmation?.position),
      date: v.confirmation?.date ?? null,
    },
    fileUUIDs: (v.files ?? []).map((f) => f.fileUUID),
  };
}

/** The form's field (name path) of an issue of the submission rules. */
export function fieldNameOf(field: string): (string | number)[] {
  if (field.startsWith('commitments.')) return ['acceptedCommitments'];
  if (field === 'purposes') return ['purposes', 'TRADING', 'applications'];
  return field.split('.');
}

/** The message of an issue in a language (its field named as the server names it). */
export function issueMessage(issue: TNonDisplayIssue, lang: 'ko' | 'en'): string {
  const item = nonDisplayFieldLabel(String(issue.params?.item ?? issue.field), lang);
  return errorMessage(issue.code, lang, { ...issue.params, item });
}

/** Every field's first problem at submission, by form field (one message per field). */
export function declarationIssues(v: DeclarationValues, lang: 'ko' | 'en'): Map<string, string> {
  const out = new Map<string, string>();
  for (const issue of nonDisplaySubmissionIssues(toDeclarationForm(v))) {
    const key = fieldNameOf(issue.field).join('.');
    if (!out.has(key)) out.set(key, issueMessage(issue, lang));
  }
  return out;
}

/** One purpose as the form shows it: its number, tier and monthly fee text in the customer's currency. */
export interface TPurposeQuote {
  purpose: TNonDisplayPurpose;
  applications: number;
  tier: string | null;
  tierLabel: string | null;
  fee: number | null;
  feeText: string | null;
}

/** The tier and fee of each purpose of the values, and their total, as the screen shows them (updated as they change). */
export function quoteValues(
  v: Pick<DeclarationValues, 'use' | 'purposes'>,
  fees: readonly Pick<TNonDisplayFee, 'usagePurpose' | 'tier' | 'fee'>[],
  currency: TCurrency,
  lang: 'ko' | 'en',
): { lines: TPurposeQuote[]; total: number | null; totalText: string | null } {
  const quotes = quoteNonDisplay({ use: v.use ?? null, purposes: v.purposes }, fees, currency);
  const total = totalMonthlyFee(quotes);
  return {
    lines: quotes.map((q) => ({
      purpose: q.purpose,
      applications: q.applications,
      tier: q.tier,
      tierLabel: q.tier ? DECLARED_TIER_LABELS[q.tier][lang] : null,
      fee: q.monthlyFee,
      feeText: q.monthlyFee === null ? null : formatMonthlyFee(q.monthlyFee, currency, lang),
    })),
    total,
    totalText: total === null ? null : formatMonthlyFee(total, currency, lang),
  };
}

/** Whether the writer has entered anything of the usage yet (no warning shows before that). */
export const usageEntered = (v: Pick<DeclarationValues, 'use' | 'purposes' | 'effectiveDate'>): boolean =>
  v.use != null || Boolean(v.effectiveDate) || Object.values(v.purposes ?? {}).some((p) => p.applications != null || p.chargeHold);

/**
 * The confirmation fields a new declaration starts with: the member's company and the member (name, e-mail, job);
 * a field the writer has filled stays as it is.
 */
export function confirmationDefaults(
  current: DeclarationValues['confirmation'] | undefined,
  who: { companyName?: string | null; name?: string | null; email?: string | null; position?: string | null },
): DeclarationValues['confirmation'] {
  const c = current ?? {};
  const pick = (own: string | undefined, fallback: string | null | undefined) => (own?.trim() ? own : fallback?.trim() || own);
  return {
    ...c,
    company: pick(c.company, who.companyName),
    manager: pick(c.manager, who.name),
    email: pick(c.email, who.email),
    position: pick(c.position, who.position),
  };
}

/** The warnings of the values against the chosen order (and its contract): code and label, once usage is entered. */
export function warningsOf(
  v: Pick<DeclarationValues, 'use' | 'purposes' | 'effectiveDate'>,
  order: { nonDisplayUses: TOrderForm['nonDisplayUses']; contractBeginDate: string | null } | null,
  lang: 'ko' | 'en',
): { code: string; label: string }[] {
  if (!order || !usageEntered(v)) return [];
  return nonDisplayFlags({ use: v.use ?? null, purposes: v.purposes, effectiveDate: v.effectiveDate ?? null }, order).map((code) => ({
    code,
    label: requestFlagLabel(code, lang),
  }));
}

export { NON_DISPLAY_PURPOSES };

/**
 * The change a draft declaration describes, for its fee panel (decision 083): its tiers per purpose (none when it
 * declares no use) from its effective date; of a saved declaration, its change. Null until use is chosen.
 */
export function declarationFeeChange(
  v: Pick<DeclarationValues, 'use' | 'purposes' | 'effectiveDate' | 'orderId'>,
  declarationId: number | null,
): TFeeEstimateChangeInput | null {
  if (!v.use) return null;
  const line = (p: TNonDisplayPurpose) =>
    v.use === 'USE'
      ? { applications: v.purposes?.[p]?.applications ?? null, chargeHold: v.purposes?.[p]?.chargeHold ?? false }
      : { applications: 0, chargeHold: false };
  return {
    kind: 'nonDisplay',
    declarationId,
    orderId: v.orderId ?? null,
    effectiveDate: v.effectiveDate ?? null,
    purposes: { TRADING: line('TRADING'), OTHER: line('OTHER') },
  };
}
