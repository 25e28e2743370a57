import { describe, expect, it } from 'vitest';
import { expiryBounds, fieldOfError, isExpiryAllowed } from './api-key-model';

describe('the expiry of a new key', () => {
  it('defaults to 90 days ahead and allows tomorrow to a year ahead, across a leap day and a year end', () => {
    expect(expiryBounds('2026-11-26')).toEqual({ defaultDay: '2027-02-24', firstDay: '2026-11-27', lastDay: '2027-11-26' });
    expect(expiryBounds('2027-12-31')).toEqual({ defaultDay: '2028-03-30', firstDay: '2028-01-01', lastDay: '2028-12-30' });
  });

  it('refuses today and the day after the last', () => {
    expect(isExpiryAllowed('2026-11-26', '2026-11-26')).toBe(false);
    expect(isExpiryAllowed('2026-11-27', '2026-11-26')).toBe(true);
    expect(isExpiryAllowed('2027-11-26', '2026-11-26')).toBe(true);
    expect(isExpiryAllowed('2027-11-27', '2026-11-26')).toBe(false);
  });

  it('puts the server’s date refusals under the date and the others under the name', () => {
    expect(fieldOfError('APK1N4003')).toBe('expiresOn');
    expect(fieldOfError('APK1N4004')).toBe('expiresOn');
    expect(fieldOfError('APK1N4001')).toBe('name');
    expect(fieldOfError('APK1N4005')).toBe('name');
  });
});
