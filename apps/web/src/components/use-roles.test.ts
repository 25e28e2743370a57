import { describe, expect, it } from 'vitest';
import { rolesOf } from './use-roles';

describe('rolesOf: what a user’s roles let a screen show', () => {
  it('tells provider staff, customers, proxy reporters and the reviewer apart, with the company', () => {
    expect(rolesOf(['05'], 1)).toMatchObject({ isProvider: true, isCustomer: false, isProxy: false, isReviewer: false, companyId: 1 });
    expect(rolesOf(['06'])).toMatchObject({ isProvider: true });
    expect(rolesOf(['01', '02'], 7)).toMatchObject({ isProvider: false, isCustomer: true, isProxy: true, companyId: 7 });
    expect(rolesOf(['09'])).toMatchObject({ isProvider: false, isReviewer: true });
    expect(rolesOf([])).toMatchObject({ isProvider: false, isCustomer: false, isProxy: false, isReviewer: false, companyId: undefined });
  });

  it('answers permissions from the contract’s table, as the server’s guard does', () => {
    expect(rolesOf(['02']).may('reports.write')).toBe(true);
    expect(rolesOf(['01']).may('orders.write')).toBe(true);
    expect(rolesOf(['05']).may('orders.write')).toBe(false);
    expect(rolesOf(['09']).may('exchange.review')).toBe(true);
    expect(rolesOf([]).may('staff.read')).toBe(false);
  });
});
