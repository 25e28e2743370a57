import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { byteCount, fieldRules } from './field-rules';

/** A stand-in translator that shows which message and values were chosen. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = (rule: unknown, value: unknown) => (rule as { validator: Validator }).validator({}, value);

describe('form rules of the accounts screens', () => {
  const rules = fieldRules(t);

  it('counts text in bytes: 1 per ASCII character, 2 above', async () => {
    await expect(run(rules.bytes('companyName'), '가'.repeat(50))).resolves.toBeUndefined(); // 100 bytes
    await expect(run(rules.bytes('companyName'), '가'.repeat(51))).rejects.toThrow(/common:validation.range/);
    await expect(run(rules.bytes('companyName'), 'a'.repeat(100))).resolves.toBeUndefined();
    await expect(run(rules.bytes('companyName'), 'a')).rejects.toThrow(/"item":"accounts:field.companyName"/);
    await expect(run(rules.bytes('department'), '')).resolves.toBeUndefined();
  });

  it('checks the password with the shared policy and the confirmation against it', async () => {
    await expect(run(rules.password(() => 'member@example.com'), 'Blue#River82')).resolves.toBeUndefined();
    for (const bad of ['short1!', 'abcdefgh1!', 'Passsword1!', 'NoDigits!!x', 'member12#Ab'])
      await expect(run(rules.password(() => 'member@example.com'), bad)).rejects.toThrow('accounts:password.rulesBroken');
    await expect(run(rules.sameAs(() => 'Blue#River82'), 'Blue#River83')).rejects.toThrow('accounts:password.mismatch');
  });

  it('asks for the international phone format and a valid e-mail', async () => {
    await expect(run(rules.phone(), '+82-2-100-1234')).resolves.toBeUndefined();
    await expect(run(rules.phone(), '02-100-1234')).rejects.toThrow('common:validation.phone');
    await expect(run(rules.email(), 'someone@example')).rejects.toThrow('common:validation.format');
    await expect(run(rules.email(), 'someone@example.com')).resolves.toBeUndefined();
  });

  it('limits typing by bytes without cutting a character in half', () => {
    const count = byteCount('firstName');
    expect(count.strategy('김a')).toBe(3);
    expect(count.exceedFormatter('가'.repeat(30), { max: 50 })).toBe('가'.repeat(25));
    expect(count.exceedFormatter('가'.repeat(24) + 'ab', { max: 49 })).toBe('가'.repeat(24) + 'a');
  });
});
