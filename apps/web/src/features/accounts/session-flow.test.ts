import { describe, expect, it } from 'vitest';
import { returnQuery, safeReturnUrl } from './session-flow';

describe('returnUrl after sign-in', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnUrl('/mypage/member-info?tab=1#x')).toBe('/mypage/member-info?tab=1#x');
    expect(safeReturnUrl('/notice/3/notice-detail')).toBe('/notice/3/notice-detail');
  });
  it('refuses other origins, protocol-relative and odd paths', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'mypage', ''])
      expect(safeReturnUrl(bad)).toBe('/home');
    expect(safeReturnUrl(null)).toBe('/home');
  });
  it('never returns to the login pages or the terms step', () => {
    expect(safeReturnUrl('/login')).toBe('/home');
    expect(safeReturnUrl('/login/auth-dormant-user')).toBe('/home');
    expect(safeReturnUrl('/login?returnUrl=/x')).toBe('/home');
    expect(safeReturnUrl('/user/user-join-re-terms')).toBe('/home');
    expect(safeReturnUrl('/loginhelp')).toBe('/loginhelp');
  });
  it('carries a returnUrl on to the next page of a flow', () => {
    expect(returnQuery('/home')).toBe('');
    expect(returnQuery('/a b')).toBe('?returnUrl=%2Fa%20b');
  });
});
