import { z } from 'zod';
import { ZIsoDateTime, ZPage, ZPageRequest, ZSortOrder } from './common';
import { WORK_QUEUE_AGES } from './constants';
import { QUEUE_KINDS, queueStates, type TStateTone, type TWorkflowKind } from './workflow';

/**
 * The provider desk's work queue (/admin/work-queue): every request, of every kind, whose
 * state waits on the provider (`waitingOn: 'provider'` in its declaration). A later kind appears here by its
 * declaration alone. Sales representatives (05) and provider administrators (06) only (permission `desk.work`).
 */

export type TWorkQueueAge = (typeof WORK_QUEUE_AGES)[number];

/** A kind the queue lists (a kind with a desk of its own, `ownDesk`, is not one). */
export const ZWorkflowKind = z.enum(QUEUE_KINDS as [TWorkflowKind, ...TWorkflowKind[]]);

const ZUserId = z.number().int().positive().max(2_147_483_647);

export const ZWorkQueueSearchRequest = ZPageRequest.extend({
  kind: ZWorkflowKind.optional(),
  /** A state waiting on the provider (of the kind, when one is given). */
  state: z.string().trim().max(30).optional(),
  companyId: ZUserId.optional(),
  /** Waiting more than this many days in the state. */
  minAgeDays: z
    .number()
    .int()
    .refine((n) => (WORK_QUEUE_AGES as readonly number[]).includes(n), { message: 'minAgeDays' })
    .optional(),
  /** `all`, `mine` (assigned to the caller), `unassigned`, or a representative's user id. */
  assignee: z.union([z.enum(['all', 'mine', 'unassigned']), ZUserId]).default('all'),
  /** `oldest`: waiting longest first (the default); `newest`: most recently arrived first. */
  sort: ZSortOrder.default('oldest'),
}).superRefine((req, ctx) => {
  if (req.state && !queueStates(req.kind).some((s) => s.state === req.state))
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'state' });
});
export type TWorkQueueSearchRequest = z.input<typeof ZWorkQueueSearchRequest>;

export const ZWorkQueueItem = z.object({
  requestId: z.number().int(),
  kind: z.string(),
  kindLabel: z.string(),
  number: z.string(),
  title: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  stateTone: z.enum(['default', 'processing', 'success', 'warning', 'error'] satisfies TStateTone[]),
  /** When the request entered its current state. */
  waitingSince: ZIsoDateTime,
  /** Whole days waited in the state. */
  ageDays: z.number().int(),
  assignedUserId: z.number().int().nullable(),
  assignedName: z.string().nullable(),
  /** Assigned to the caller. */
  mine: z.boolean(),
  /** The provider page of the document. */
  link: z.string(),
  /** Warnings the kind set on the request (REQUEST_FLAG_LABELS), with their labels in the request's language. */
  flags: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type TWorkQueueItem = z.infer<typeof ZWorkQueueItem>;
export const ZWorkQueuePage = ZPage(ZWorkQueueItem);
export type TWorkQueuePage = z.infer<typeof ZWorkQueuePage>;

const ZCount = z.number().int();

export const ZWorkQueueCounts = z.object({
  /** Everything waiting on the provider. */
  total: ZCount,
  /** Assigned to the caller. */
  mine: ZCount,
  unassigned: ZCount,
  /** Per kind (every declared kind, zero included) and per waiting state of the kind. */
  kinds: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      count: ZCount,
      states: z.array(z.object({ state: z.string(), label: z.string(), count: ZCount })),
    }),
  ),
  /** Companies with work waiting, most first (the company filter's choices). */
  companies: z.array(z.object({ companyId: z.number().int(), companyName: z.string(), count: ZCount })),
  /** Representatives with work assigned, most first (the assignee filter's choices). */
  assignees: z.array(z.object({ userId: z.number().int(), name: z.string(), count: ZCount })),
});
export type TWorkQueueCounts = z.infer<typeof ZWorkQueueCounts>;
