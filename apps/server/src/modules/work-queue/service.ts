import {
  formatPersonName,
  LIST_COUNT_CAP,
  requestFlagLabel,
  QUEUE_KINDS,
  queueStates,
  ROLE,
  WORKFLOW_LINKS,
  WORKFLOWS,
  type TLanguage,
  type TWorkflowKind,
  type TWorkQueueCounts,
  type TWorkQueueItem,
  type TWorkQueuePage,
  type WorkflowDeclaration,
  type ZWorkQueueSearchRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { pageWindow, toPage } from '../../platform/paging';
import { requestTitle } from '../../platform/workflow';
import type { ResultCache } from '../../platform/result-cache';
import { companiesByIds, userNamesByIds } from '../identity';
import * as repo from './repo';
import type { QueueFilter, QueueRow } from './repo';

/**
 * The provider desk's work queue: every request, across kinds, whose state waits on the provider (the declarations'
 * `waitingOn: 'provider'`), but the kinds with a desk of their own (`ownDesk`: contract inquiries, which may have no
 * company; decision 077). A sales representative (05 without 06) sees the requests assigned to them first; an
 * administrator sees all in age order.
 */

const DAY_MS = 24 * 3600 * 1000;

const declarationOf = (kind: string): WorkflowDeclaration | undefined =>
  Object.prototype.hasOwnProperty.call(WORKFLOWS, kind) ? (WORKFLOWS[kind as TWorkflowKind] as WorkflowDeclaration) : undefined;

/** The (kind, states) pairs the queue lists, narrowed by a kind and a state. */
function waitingPairs(kind?: TWorkflowKind, state?: string): NonNullable<QueueFilter['waiting']> {
  const byKind = new Map<string, string[]>();
  for (const s of queueStates(kind)) if (!state || s.state === state) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.state]);
  return [...byKind].map(([k, states]) => ({ kind: k, states }));
}

/**
 * What the queue's calls need: the database and, unless WORK_QUEUE_CACHE=false, the answers kept in the process until a
 * request changes (routes.ts drops them on every change in any process; decision 042).
 */
export interface WorkQueueContext {
  db: Db;
  searches?: ResultCache<TWorkQueuePage>;
  counts?: ResultCache<TWorkQueueCounts>;
}

/** A sales representative without the administrator role: their assigned requests come first. */
const isRepOnly = (auth: AuthContext) => auth.roles.includes(ROLE.sales) && !auth.roles.includes(ROLE.providerAdmin);

const companyNameIn = (c: { companyName: string; companyNameEn: string | null }, lang: TLanguage) =>
  lang === 'en' ? (c.companyNameEn ?? c.companyName) : c.companyName;

async function namesOf(db: Db, rows: { companyId: number; assignedUserId: number | null }[], lang: TLanguage) {
  const companies = await companiesByIds(db, [...new Set(rows.map((r) => r.companyId))]);
  const users = await userNamesByIds(
    db,
    rows.map((r) => r.assignedUserId).filter((id): id is number => id !== null),
  );
  return {
    company: new Map(companies.map((c) => [c.id, companyNameIn(c, lang)])),
    user: new Map(users.map((u) => [u.id, formatPersonName(u, lang)])),
  };
}

function present(row: QueueRow, auth: AuthContext, names: Awaited<ReturnType<typeof namesOf>>, lang: TLanguage, now: Date): TWorkQueueItem {
  const decl = declarationOf(row.kind);
  const state = decl && Object.prototype.hasOwnProperty.call(decl.states, row.state) ? decl.states[row.state] : undefined;
  return {
    requestId: row.id,
    kind: row.kind,
    kindLabel: decl?.label[lang] ?? row.kind,
    number: row.number,
    title: requestTitle(row, lang),
    companyId: row.companyId,
    companyName: names.company.get(row.companyId) ?? '',
    state: row.state,
    stateLabel: state?.label[lang] ?? row.state,
    stateTone: state?.tone ?? 'default',
    waitingSince: row.stateSince.toISOString(),
    ageDays: Math.max(0, Math.floor((now.getTime() - row.stateSince.getTime()) / DAY_MS)),
    assignedUserId: row.assignedUserId,
    assignedName: row.assignedUserId === null ? null : (names.user.get(row.assignedUserId) ?? null),
    mine: row.assignedUserId === auth.userId,
    link: decl ? WORKFLOW_LINKS[row.kind as TWorkflowKind].provider(row.id) : '',
    flags: row.flags.map((code) => ({ code, label: requestFlagLabel(code, lang) })),
  };
}

export async function searchWorkQueue(
  c: WorkQueueContext,
  auth: AuthContext,
  req: z.infer<typeof ZWorkQueueSearchRequest>,
  lang: TLanguage,
): Promise<TWorkQueuePage> {
  // Keyed by the caller: `mine` and a representative's order depend on who asks.
  if (c.searches)
    return c.searches.through(JSON.stringify([auth.userId, isRepOnly(auth), lang, req]), () => readQueue(c.db, auth, req, lang));
  return readQueue(c.db, auth, req, lang);
}

async function readQueue(
  db: Db,
  auth: AuthContext,
  req: z.infer<typeof ZWorkQueueSearchRequest>,
  lang: TLanguage,
): Promise<TWorkQueuePage> {
  const now = new Date();
  const waiting = req.kind || req.state ? waitingPairs(req.kind, req.state) : undefined;
  if (waiting && !waiting.length) return toPage([], 0, req);
  const filter: QueueFilter = {
    waiting,
    companyId: req.companyId,
    before: req.minAgeDays ? new Date(now.getTime() - req.minAgeDays * DAY_MS) : undefined,
    assignee: req.assignee === 'mine' ? auth.userId : req.assignee,
  };
  const { rows, total, capped } = await repo.searchQueue(
    db,
    filter,
    { ...pageWindow(req), oldestFirst: req.sort === 'oldest', firstAssignedTo: isRepOnly(auth) ? auth.userId : undefined },
    LIST_COUNT_CAP,
  );
  const names = await namesOf(db, rows, lang);
  return {
    ...toPage(
      rows.map((r) => present(r, auth, names, lang, now)),
      total,
      req,
    ),
    ...(capped ? { totalCountCapped: true } : {}),
  };
}

/** Counts per kind and state (every declared kind, zero included), the caller's own, the unassigned, per company and per assignee. */
export async function workQueueCounts(c: WorkQueueContext, auth: AuthContext, lang: TLanguage): Promise<TWorkQueueCounts> {
  if (c.counts) return c.counts.through(JSON.stringify([auth.userId, lang]), () => readCounts(c.db, auth, lang));
  return readCounts(c.db, auth, lang);
}

async function readCounts(db: Db, auth: AuthContext, lang: TLanguage): Promise<TWorkQueueCounts> {
  const groups = await repo.queueGroups(db);
  const names = await namesOf(db, groups, lang);
  const sum = (pick: (g: (typeof groups)[number]) => boolean) => groups.filter(pick).reduce((n, g) => n + g.count, 0);
  const tally = <K>(key: (g: (typeof groups)[number]) => K | null) => {
    const out = new Map<K, number>();
    for (const g of groups) {
      const k = key(g);
      if (k !== null) out.set(k, (out.get(k) ?? 0) + g.count);
    }
    return [...out].sort((a, b) => b[1] - a[1]);
  };
  return {
    total: sum(() => true),
    mine: sum((g) => g.assignedUserId === auth.userId),
    unassigned: sum((g) => g.assignedUserId === null),
    kinds: QUEUE_KINDS.map((kind) => {
      const decl = WORKFLOWS[kind] as WorkflowDeclaration;
      const states = queueStates(kind).map(({ state }) => ({
        state,
        label: decl.states[state].label[lang],
        count: sum((g) => g.kind === kind && g.state === state),
      }));
      return { kind, label: decl.label[lang], count: states.reduce((n, s) => n + s.count, 0), states };
    }),
    companies: tally((g) => g.companyId).map(([companyId, count]) => ({
      companyId,
      companyName: names.company.get(companyId) ?? '',
      count,
    })),
    assignees: tally((g) => g.assignedUserId).map(([userId, count]) => ({ userId, name: names.user.get(userId) ?? '', count })),
  };
}
