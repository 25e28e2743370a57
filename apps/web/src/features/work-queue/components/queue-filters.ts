import type { TStateTone, TWorkflowKind, TWorkQueueAge, TWorkQueueSearchRequest } from '@portal/contract';
import { WORK_QUEUE_AGES } from '@portal/contract/constants';
import { QUEUE_KINDS, queueStates } from '@portal/contract/workflow';
import type { StatusTone } from '../../../components/status-tag';
import { QUEUE_KEYS, type QueueFilters } from './queue-links';

export { QUEUE_EXTRA_KEYS, QUEUE_KEYS, queueFilterValues, queueHref, type QueueFilters } from './queue-links';

const positiveId = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Reads the filters from the URL's values; anything unknown is left out (never a request the server refuses). */
export function parseQueueFilters(extra: Record<string, string | undefined>): QueueFilters {
  const kind = (QUEUE_KINDS as string[]).includes(extra[QUEUE_KEYS.kind] ?? '') ? (extra[QUEUE_KEYS.kind] as TWorkflowKind) : undefined;
  const stateValue = extra[QUEUE_KEYS.state];
  const state = stateValue && queueStates(kind).some((s) => s.state === stateValue) ? stateValue : undefined;
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
