import { describe, expect, it } from 'vitest';
import { formatBillingAmount } from './billing';
import { formatMoneyText, majorUnits, money, moneyCsv, moneyNumFmt, moneyXlsx } from './money';

describe('money: one type, one formatter per output (decision 057)', () => {
  it('reads the issue’s USD total the same on screen, in a workbook and in a CSV', () => {
    const total = money(1_051_250, 'USD');
    expect(formatMoneyText(total)).toBe('US$10,512.50');
    expect(moneyXlsx(total, 'en')).toEqual({ value: 10_512.5, numFmt: '#,##0.00 "USD";-#,##0.00 "USD"' });
    expect(moneyCsv(total)).toBe('10512.50');
    expect(formatBillingAmount(1_051_250, 'USD')).toBe('US$10,512.50');
  });

  it('writes won without decimals, labelled 원 in Korean and KRW in English', () => {
    const m = money(11_000, 'KRW');
    expect(majorUnits(m)).toBe(11_000);
    expect(formatMoneyText(m)).toBe('₩11,000');
    expect(moneyXlsx(m, 'ko')).toEqual({ value: 11_000, numFmt: '#,##0 "원";-#,##0 "원"' });
    expect(moneyNumFmt('KRW', 'en')).toBe('#,##0 "KRW";-#,##0 "KRW"');
    expect(moneyCsv(m)).toBe('11000');
  });

  it('keeps the sign in every output and never shows minor units', () => {
    expect(formatMoneyText(money(-12_000, 'KRW'))).toBe('-₩12,000');
    expect(formatMoneyText(money(-5, 'USD'))).toBe('-US$0.05');
    expect(moneyCsv(money(-5, 'USD'))).toBe('-0.05');
    expect(moneyCsv(money(0, 'USD'))).toBe('0.00');
    expect(moneyXlsx(money(-110_00, 'USD'), 'ko').value).toBe(-110);
  });
});
