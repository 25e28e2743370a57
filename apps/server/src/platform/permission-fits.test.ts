import { describe, expect, it } from 'vitest';
import { assertPermissionFits } from './routes';

describe('a route’s permission says what it does', () => {
  it('refuses a change behind a read permission', () => {
    expect(() =>
      assertPermissionFits({ method: 'PUT', path: '/x/:id', response: 'empty' }, { guard: { permission: 'orders.read' } }),
    ).toThrow(/PUT \/x\/:id changes data behind the read permission orders.read/);
    expect(() =>
      assertPermissionFits(
        { method: 'POST', path: '/x/:id/actions/:action', response: 'empty' },
        { guard: { permission: 'reports.read' } },
      ),
    ).toThrow(/reports.read/);
  });

  it('lets reads stand behind it: a GET, a search sent as POST marked read-only, an export answering a file', () => {
    expect(() =>
      assertPermissionFits({ method: 'GET', path: '/x', response: 'empty' }, { guard: { permission: 'orders.read' } }),
    ).not.toThrow();
    expect(() =>
      assertPermissionFits(
        { method: 'POST', path: '/x/search', response: 'empty' },
        { guard: { permission: 'orders.read' }, config: { readOnly: true } },
      ),
    ).not.toThrow();
    expect(() =>
      assertPermissionFits({ method: 'POST', path: '/x/export', response: 'file' }, { guard: { permission: 'staff.read' } }),
    ).not.toThrow();
    expect(() =>
      assertPermissionFits({ method: 'PUT', path: '/x/:id', response: 'empty' }, { guard: { permission: 'orders.work' } }),
    ).not.toThrow();
  });
});
