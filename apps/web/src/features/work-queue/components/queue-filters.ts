import {
  WORK_QUEUE_AGES,
  WORK_QUEUE_PAGE,
  WORKFLOW_KINDS,
  workQueueStates,
  type TStateTone,
  type TWorkflowKind,
  type TWorkQueueAge,
  type TWorkQueueSearchRequest,
} from '@portal/contract';
import type { StatusTone } from '../../../components/status-tag';

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

const positiveId = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Reads the filters from the URL's values; anything unknown is left out (never a request the server refuses). */
export function parseQueueFilters(extra: Record<string, string | undefined>): QueueFilters {
  const kind = (WORKFLOW_KINDS as string[]).includes(extra[QUEUE_KEYS.kind] ?? '') ? (extra[QUEUE_KEYS.kind] as TWorkflowKind) : undefined;
  const stateValue = extra[QUEUE_KEYS.state];
  const state = stateValue && workQueueStates(kind).some((s) => s.state === stateValue) ? stateValue : undefined;
  const age = Number(extra[QUEUE_KEYS.age]);
  const assigneeValue = extra[QUEUE_KEYS.assignee];
  const assignee = assigneeValue === 'mine' || assigneeValue === 'unassigned' ? assigneeValue : positiveId(assigneeValue);
  return {
    kind,
    state,
    companyId: positiveId(extra[QUEUE_KEYS.company]),
    minAgeDays: (WORK_QUEUE_AGES as readonly number[]).includes(age) ? (age as TWorkQueueAge) : undefined,
    assignee,
    order: extra[QUEUE_KEYS.order] === 'newest' ? 'newest' : undefined,
  };
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

/** The search request of the filters and a page. */
export const queueRequest = (f: QueueFilters, page: { pageNumber: number; pageSize: number }): TWorkQueueSearchRequest => ({
  ...page,
  kind: f.kind,
  state: f.state,
  companyId: f.companyId,
  minAgeDays: f.minAgeDays,
  assignee: f.assignee ?? 'all',
  sort: f.order ?? 'oldest',
});

/** The status tag's tone of a workflow state's tone. */
export const TONE_OF_STATE: Record<TStateTone, StatusTone> = {
  default: 'grey',
  processing: 'blue',
  success: 'green',
  warning: 'gold',
  error: 'red',
};
