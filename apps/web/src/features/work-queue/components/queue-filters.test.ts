import { describe, expect, it } from 'vitest';
import { parseQueueFilters, queueFilterValues, queueHref, queueRequest, TONE_OF_STATE } from './queue-filters';

describe('the work queue filters in the URL', () => {
  it('reads known values and leaves out anything the server would refuse', () => {
    expect(parseQueueFilters({ kind: 'order', state: 'RECEIVED', company: '12', age: '3', assignee: 'mine', order: 'newest' })).toEqual({
      kind: 'order',
      state: 'RECEIVED',
      companyId: 12,
      minAgeDays: 3,
      assignee: 'mine',
      order: 'newest',
    });
    // A state waiting on the customer, an unknown kind, an age not offered, a bad id: all dropped.
    expect(parseQueueFilters({ kind: 'teleport', state: 'DRAFT', company: '-1', age: '2', assignee: 'x', order: 'up' })).toEqual({
      kind: undefined,
      state: undefined,
      companyId: undefined,
      minAgeDays: undefined,
      assignee: undefined,
      order: undefined,
    });
    expect(parseQueueFilters({ assignee: '42' }).assignee).toBe(42);
    expect(parseQueueFilters({ assignee: 'unassigned' }).assignee).toBe('unassigned');
  });

  it('writes the filters back, links the staff home to the queue and builds the search request', () => {
    const f = { kind: 'order' as const, state: 'SUBMITTED', assignee: 7 };
    expect(parseQueueFilters(queueFilterValues(f))).toMatchObject(f);
    expect(queueHref()).toBe('/admin/work-queue');
    expect(queueHref({ kind: 'order', state: 'SUBMITTED' })).toBe('/admin/work-queue?kind=order&state=SUBMITTED');
    expect(queueHref({ assignee: 'mine' })).toBe('/admin/work-queue?assignee=mine');
    expect(queueRequest({}, { pageNumber: 2, pageSize: 50 })).toEqual({
      pageNumber: 2,
      pageSize: 50,
      kind: undefined,
      state: undefined,
      companyId: undefined,
      minAgeDays: undefined,
      assignee: 'all',
      sort: 'oldest',
    });
    expect(queueRequest({ order: 'newest', assignee: 'mine' }, { pageNumber: 1, pageSize: 10 })).toMatchObject({
      sort: 'newest',
      assignee: 'mine',
    });
    expect(TONE_OF_STATE.processing).toBe('blue');
  });
});
