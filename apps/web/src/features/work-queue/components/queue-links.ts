import type { TWorkflowKind, TWorkQueueAge } from '@portal/contract';
import { WORK_QUEUE_PAGE } from '@portal/contract/constants';

/*
 * The queue's filters as URL values and links, apart from their parsing (queue-filters.ts, which needs the
 * workflow declarations): the home page's queue block loads only this (decision 051).
 */

/** The work queue's own URL parameters (beside the list kit's page number and size). */
export const QUEUE_KEYS = { kind: 'kind', state: 'state', company: 'company', age: 'age', assignee: 'assignee', order: 'order' } as const;
export const QUEUE_EXTRA_KEYS = Object.values(QUEUE_KEYS);

export interface QueueFilters {
  kind?: TWorkflowKind;
  state?: string;
  companyId?: number;
  minAgeDays?: TWorkQueueAge;
  /** 'mine', 'unassigned' or a representative's id; absent: everyone. */
  assignee?: 'mine' | 'unassigned' | number;
  /** 'newest': most recently arrived first; absent: waiting longest first. */
  order?: 'newest';
}

/** The URL values of the filters (the page's own keys). */
export function queueFilterValues(f: QueueFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.kind) out[QUEUE_KEYS.kind] = f.kind;
  if (f.state) out[QUEUE_KEYS.state] = f.state;
  if (f.companyId) out[QUEUE_KEYS.company] = String(f.companyId);
  if (f.minAgeDays) out[QUEUE_KEYS.age] = String(f.minAgeDays);
  if (f.assignee !== undefined) out[QUEUE_KEYS.assignee] = String(f.assignee);
  if (f.order) out[QUEUE_KEYS.order] = f.order;
  return out;
}

/** A link to the queue with filters (the staff home's counts). */
export function queueHref(f: QueueFilters = {}): string {
  const query = new URLSearchParams(queueFilterValues(f)).toString();
  return query ? `${WORK_QUEUE_PAGE}?${query}` : WORK_QUEUE_PAGE;
}
