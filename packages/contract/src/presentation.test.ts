import { describe, expect, it } from 'vitest';
import { formatKoreaDate, formatKoreaDateTime, formatPersonName } from './presentation';

describe('formatPersonName', () => {
  it('shows a Hangul name surname first without a space', () => {
    expect(formatPersonName({ firstName: '민준', lastName: '김' })).toBe('김민준');
  });
  it('shows other names given name first', () => {
    expect(formatPersonName({ firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
  });
  it('shows what there is when a part is missing', () => {
    expect(formatPersonName({ firstName: '', lastName: '김' })).toBe('김');
    expect(formatPersonName({ firstName: 'Jane', lastName: null })).toBe('Jane');
  });
  it('shows the English name in English, the registered name in Korean', () => {
    const person = { firstName: '민준', lastName: '김', englishName: ' Minjun Kim ' };
    expect(formatPersonName(person, 'en')).toBe('Minjun Kim');
    expect(formatPersonName(person, 'ko')).toBe('김민준');
    expect(formatPersonName(person)).toBe('김민준');
  });
  it('falls back to the registered name, in the order of its script, when there is no English name', () => {
    expect(formatPersonName({ firstName: '민준', lastName: '김', englishName: null }, 'en')).toBe('김민준');
    expect(formatPersonName({ firstName: '민준', lastName: '김', englishName: '  ' }, 'en')).toBe('김민준');
    expect(formatPersonName({ firstName: 'Jane', lastName: 'Doe' }, 'en')).toBe('Jane Doe');
  });
});

describe('formatKoreaDateTime', () => {
  it('shows Korea time with its zone', () => {
    expect(formatKoreaDateTime('2026-11-25T05:30:07Z')).toBe('2026-11-25 14:30 KST');
    expect(formatKoreaDateTime('2026-11-25T05:30:07Z', { seconds: true })).toBe('2026-11-25 14:30:07 KST');
  });
  it('crosses the date line into the Korean day', () => {
    expect(formatKoreaDateTime('2026-12-31T15:00:00Z')).toBe('2027-01-01 00:00 KST');
    expect(formatKoreaDate('2026-12-31T15:00:00Z')).toBe('2027-01-01');
  });
  it('is empty for nothing or an invalid value', () => {
    expect(formatKoreaDateTime(null)).toBe('');
    expect(formatKoreaDateTime('not a date')).toBe('');
    expect(formatKoreaDate(undefined)).toBe('');
  });
});
