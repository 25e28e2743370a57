import { describe, expect, it } from 'vitest';
import {
  confirmationDefaults,
  declarationIssues,
  emptyDeclarationValues,
  fieldNameOf,
  quoteValues,
  toDeclarationForm,
  usageEntered,
  warningsOf,
  type DeclarationValues,
} from './declaration-model';

const FEES = [
  { usagePurpose: 'TRADING', tier: 'BASIC', fee: { krw: 1_500_000, usd: 111_000 } },
  { usagePurpose: 'TRADING', tier: 'PREMIUM', fee: { krw: 3_000_000, usd: 222_000 } },
  { usagePurpose: 'TRADING', tier: 'UNLIMITED', fee: { krw: 4_500_000, usd: 333_000 } },
  { usagePurpose: 'OTHER', tier: 'BASIC', fee: { krw: 750_000, usd: 55_500 } },
  { usagePurpose: 'OTHER', tier: 'PREMIUM', fee: { krw: 1_500_000, usd: 111_000 } },
  { usagePurpose: 'OTHER', tier: 'UNLIMITED', fee: { krw: 2_250_000, usd: 166_500 } },
] as const;

const withPurposes = (trading: number | null, other: number | null, hold = false): DeclarationValues => ({
  ...emptyDeclarationValues(1),
  use: 'USE',
  purposes: { TRADING: { applications: trading, chargeHold: false }, OTHER: { applications: other, chargeHold: hold } },
});

describe('the tier and fee shown as the number of applications changes', () => {
  it('follows the tiers: basic 1, premium 2-3, unlimited 4 or more, none below 1', () => {
    const tiers = [0, 1, 2, 3, 4, 40].map((n) => quoteValues(withPurposes(n, null), FEES, 'KRW', 'en').lines[0]!.tier);
    expect(tiers).toEqual([null, 'BASIC', 'PREMIUM', 'PREMIUM', 'UNLIMITED', 'UNLIMITED']);
  });

  it('shows the monthly fee in the customer’s currency with thousands separators, excluding VAT, and the total', () => {
    const krw = quoteValues(withPurposes(2, 1), FEES, 'KRW', 'ko');
    expect(krw.lines.map((l) => l.feeText)).toEqual(['월 ₩3,000,000 (VAT 별도)', '월 ₩750,000 (VAT 별도)']);
    expect(krw.totalText).toBe('월 ₩3,750,000 (VAT 별도)');
    const usd = quoteValues(withPurposes(5, 0), FEES, 'USD', 'en');
    expect(usd.lines[0]).toMatchObject({
      tier: 'UNLIMITED',
      tierLabel: 'Unlimited (4 or more applications)',
      feeText: 'US$3,330.00 per month (excluding VAT)',
    });
    expect(usd.lines[1]).toMatchObject({ tier: null, feeText: null });
  });

  it('a charge hold is a tier of its own without a fee; no use quotes nothing', () => {
    const held = quoteValues(withPurposes(1, 3, true), FEES, 'KRW', 'en');
    expect(held.lines[1]).toMatchObject({ tier: 'CHARGE_HOLD', tierLabel: 'Charge hold', fee: null });
    expect(held.total).toBe(1_500_000);
    const noUse = quoteValues({ ...withPurposes(3, 3), use: 'NO_USE' }, FEES, 'KRW', 'en');
    expect(noUse.lines.every((l) => l.tier === null && l.fee === null)).toBe(true);
    expect(noUse.totalText).toBeNull();
  });
});

describe('the form model', () => {
  it('names the fields of spec section 5 one at a time, in both languages', () => {
    const empty = emptyDeclarationValues(1);
    expect([...declarationIssues(empty, 'ko')]).toEqual([
      ['use', '비조회형 이용 여부를 선택해 주세요.'],
      ['effectiveDate', '적용 시작일을 입력해 주세요.'],
      ['acceptedCommitments', '약속 사항 “신고 내용의 정확성”에 동의해 주세요.'],
    ]);
    expect(declarationIssues({ ...empty, use: 'USE' }, 'en').get('purposes.TRADING.applications')).toBe(
      'With non-display use, enter the number of applications for trading or other use, or choose a charge hold.',
    );
    expect(fieldNameOf('confirmation.email')).toEqual(['confirmation', 'email']);
  });

  it('saves trimmed texts, file ids and only known commitments', () => {
    const form = toDeclarationForm({
      ...withPurposes(2, null),
      acceptedCommitments: ['ACCURATE', 'BOGUS' as never],
      confirmation: { manager: '  김민준 ', email: '' },
      files: [{ fileUUID: 'abc' } as never],
    });
    expect(form).toMatchObject({
      acceptedCommitments: ['ACCURATE'],
      confirmation: { manager: '김민준', email: undefined },
      fileUUIDs: ['abc'],
      purposes: { OTHER: { applications: null, chargeHold: false } },
    });
  });

  it('warns of purposes the order does not match and an effective date before the contract begins', () => {
    const order = { nonDisplayUses: ['TRADING', 'RISK_MANAGEMENT'] as const, contractBeginDate: '2026-12-01' };
    expect(
      warningsOf({ ...withPurposes(2, 0), effectiveDate: '2026-11-30' }, { ...order, nonDisplayUses: [...order.nonDisplayUses] }, 'en'),
    ).toEqual([
      { code: 'ND_OTHER_MISMATCH', label: 'Other use differs from the order form' },
      { code: 'ND_BEFORE_CONTRACT', label: 'Effective date before the contract’s begin date' },
    ]);
    expect(
      warningsOf({ ...withPurposes(2, 1), effectiveDate: '2026-12-01' }, { ...order, nonDisplayUses: [...order.nonDisplayUses] }, 'en'),
    ).toEqual([]);
    expect(warningsOf(withPurposes(2, 1), null, 'en')).toEqual([]);
  });
});

describe('before anything is entered', () => {
  it('shows no warning until the usage is entered', () => {
    const order = { nonDisplayUses: [], contractBeginDate: null };
    expect(warningsOf(emptyDeclarationValues(1), order, 'ko')).toEqual([]);
    expect(usageEntered(emptyDeclarationValues(1))).toBe(false);
    expect(usageEntered(withPurposes(1, null))).toBe(true);
  });

  it('pre-fills the confirming company and manager from the member, keeping what the writer typed', () => {
    const who = { companyName: '알파증권', name: '김민준', email: 'kim@alpha.co.kr', position: '과장' };
    expect(confirmationDefaults({}, who)).toEqual({ company: '알파증권', manager: '김민준', email: 'kim@alpha.co.kr', position: '과장' });
    expect(confirmationDefaults({ manager: 'Jane Doe', date: '2026-12-01' }, who)).toMatchObject({
      company: '알파증권',
      manager: 'Jane Doe',
      date: '2026-12-01',
    });
  });
});
