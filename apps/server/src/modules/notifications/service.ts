import {
  CREATE_ACTION,
  CREATE_ACTION_LABEL,
  formatKoreaDateTime,
  ROLE,
  WORKFLOWS,
  type TLanguage,
  type TNotificationItem,
  type TNotificationPage,
  type TNotificationReadResponse,
  type TNotificationSearchQuery,
  type TNotificationsReadAllResponse,
  type TWorkflowParty,
  type WorkflowDeclaration,
} from '@portal/contract';
import type { AuthContext } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { mail } from '../../platform/mail';
import { pageWindow, toPage } from '../../platform/paging';
import {
  requestTitle,
  type DigestMailer,
  type Recipient,
  type RequestRow,
  type TransitionMailer,
  type WorkflowEngine,
} from '../../platform/workflow';
import { activeUsersWithRoles, activeUserWithRoles, displayName, findUserById, mailLang, type PersonToTell } from '../identity';
import { NOTIFICATION_MAIL } from './mail-templates';
import * as repo from './repo';
import type { NotificationRow } from './repo';

/**
 * The notifications area: who a transition concerns (the workflow's parties), the mail of a transition, and the
 * caller's own notifications (the bell and the notifications page). At start it wires the one workflow engine
 * (routes.ts: `wireWorkflow(app.workflow, config)`).
 */

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** The labels of a notification's kind, action and state in a language, from the contract's declarations. */
export function workflowLabels(kind: string, action: string, state: string, lang: TLanguage) {
  const decl = hasOwn(WORKFLOWS, kind) ? (WORKFLOWS[kind as keyof typeof WORKFLOWS] as WorkflowDeclaration) : undefined;
  return {
    kindLabel: decl?.label[lang] ?? kind,
    actionLabel:
      decl && hasOwn(decl.actions, action)
        ? decl.actions[action].label[lang]
        : action === CREATE_ACTION
          ? CREATE_ACTION_LABEL[lang]
          : action,
    stateLabel: decl && hasOwn(decl.states, state) ? decl.states[state].label[lang] : state,
  };
}

const byUser = (people: PersonToTell[]): PersonToTell[] => [...new Map(people.map((p) => [p.userId, p])).values()];

/**
 * The people of a party for a request:
 * - customer: the active members (01) of the request's company; nobody when it has none (a visitor's contract inquiry);
 * - provider: the assigned representative when set and active (05 or 06), plus every active administrator (06);
 *   when nobody is assigned, every active sales representative (05) and administrator (06);
 * - exchange: every active reviewer (09).
 * The engine leaves out the actor and anyone told twice.
 */
export async function workflowParties(db: DbOrTx, party: TWorkflowParty, request: Pick<RequestRow, 'companyId' | 'assignedUserId'>) {
  switch (party) {
    case 'customer':
      return request.companyId === null ? [] : activeUsersWithRoles(db, [ROLE.customer], { companyId: request.companyId });
    case 'provider': {
      if (request.assignedUserId === null) return activeUsersWithRoles(db, [ROLE.sales, ROLE.providerAdmin]);
      const assigned = await activeUserWithRoles(db, request.assignedUserId, [ROLE.sales, ROLE.providerAdmin]);
      const admins = await activeUsersWithRoles(db, [ROLE.providerAdmin]);
      return byUser(assigned ? [assigned, ...admins] : admins);
    }
    case 'exchange':
      return activeUsersWithRoles(db, [ROLE.exchangeReviewer]);
  }
}

const isPerson = (r: Recipient): r is PersonToTell => typeof (r as Partial<PersonToTell>).firstName === 'string';

/** Queues the mail of a transition to one recipient, in their mail language, from the stored template. */
export async function mailTransition(tx: Tx, publicUrl: string, m: Parameters<TransitionMailer>[1]): Promise<void> {
  const person = isPerson(m.recipient) ? m.recipient : await findUserById(tx, m.recipient.userId);
  if (!person) return;
  const lang = mailLang(m.recipient.mailLanguageCode);
  const labels = workflowLabels(m.kind, m.action, m.to, lang);
  await mail.enqueue(tx, {
    to: m.recipient.email,
    template: NOTIFICATION_MAIL.transition,
    languageCode: m.recipient.mailLanguageCode,
    userId: m.recipient.userId,
    vars: {
      name: displayName(person, lang),
      ...labels,
      number: m.request.number,
      title: requestTitle(m.request, lang),
      actorName: m.actorName[lang],
      at: formatKoreaDateTime(m.request.updatedAt),
      reason: m.reason ?? '',
      link: `${publicUrl}${m.link}`,
    },
  });
}

/**
 * Queues the digest of a batch to one recipient told of several of its documents (decision 046): one mail in their
 * mail language listing each document (number, title, what was done and the state now, the link to it).
 */
export async function mailDigest(tx: Tx, publicUrl: string, m: Parameters<DigestMailer>[1]): Promise<void> {
  const person = isPerson(m.recipient) ? m.recipient : await findUserById(tx, m.recipient.userId);
  if (!person) return;
  const lang = mailLang(m.recipient.mailLanguageCode);
  await mail.enqueue(tx, {
    to: m.recipient.email,
    template: NOTIFICATION_MAIL.digest,
    languageCode: m.recipient.mailLanguageCode,
    userId: m.recipient.userId,
    vars: {
      name: displayName(person, lang),
      count: m.items.length.toLocaleString(lang === 'en' ? 'en-US' : 'ko-KR'),
      actorName: m.actorName[lang],
      at: formatKoreaDateTime(m.now),
      link: `${publicUrl}/`,
      items: m.items.map((item) => ({
        ...workflowLabels(item.kind, item.action, item.to, lang),
        number: item.request.number,
        title: requestTitle(item.request, lang),
        reason: item.reason ?? '',
        link: `${publicUrl}${item.link}`,
      })),
    },
  });
}

/** Wires the engine: the parties' people, the actors' names, the transition mail and a batch's digest. */
export function wireWorkflow(engine: WorkflowEngine, config: Pick<Config, 'publicUrl'>): void {
  engine.useParties((db, party, request) => workflowParties(db, party, request));
  engine.useNames(async (db, userId) => {
    const user = await findUserById(db, userId);
    return user ? { ko: displayName(user, 'ko'), en: displayName(user, 'en') } : { ko: `#${userId}`, en: `#${userId}` };
  });
  engine.useMailer((tx, m) => mailTransition(tx, config.publicUrl, m));
  engine.useDigestMailer((tx, m) => mailDigest(tx, config.publicUrl, m));
}

function present(row: NotificationRow, lang: TLanguage): TNotificationItem {
  return {
    notificationId: row.id,
    kind: row.kind,
    requestId: row.requestId,
    requestNumber: row.requestNumber,
    action: row.action,
    state: row.toState,
    ...workflowLabels(row.kind, row.action, row.toState, lang),
    actorName: lang === 'en' ? (row.actorNameEn ?? row.actorName) : row.actorName,
    reason: row.reason,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * Whose notifications a caller sees: a customer member (01, nothing else) those of the company of their token; a
 * proxy reporter, provider staff and the exchange reviewer act across companies and see all of theirs.
 */
export function notificationScopeOf(auth: AuthContext): repo.NotificationScope {
  const customerOnly = auth.roles.length > 0 && auth.roles.every((r) => r === ROLE.customer);
  return { userId: auth.userId, companyId: customerOnly && auth.companyId > 0 ? auth.companyId : null };
}

/** The caller's notifications, newest first, with their unread count. */
export async function searchOwnNotifications(
  db: Db,
  scope: repo.NotificationScope,
  q: Required<Pick<TNotificationSearchQuery, 'unreadOnly'>> & { pageNumber: number; pageSize: number },
  lang: TLanguage,
): Promise<TNotificationPage> {
  const { rows, total } = await repo.searchNotifications(db, scope, { unreadOnly: q.unreadOnly === 'true', ...pageWindow(q) });
  const unreadCount = q.unreadOnly === 'true' ? total : await repo.countUnread(db, scope);
  return {
    ...toPage(
      rows.map((r) => present(r, lang)),
      total,
      q,
    ),
    unreadCount,
  };
}

export const unreadCountOf = (db: Db, scope: repo.NotificationScope): Promise<number> => repo.countUnread(db, scope);

/** Marks one of the caller's notifications read; another user's answers as a missing one (NTF1N4041). */
export async function markOwnNotificationRead(
  db: Db,
  scope: repo.NotificationScope,
  id: number,
  now = new Date(),
): Promise<TNotificationReadResponse> {
  return db.transaction(async (tx) => {
    const row = await repo.markRead(tx, scope.userId, id, now);
    if (!row) throw new AppError('NTF1N4041');
    return { notificationId: row.id, readAt: (row.readAt ?? now).toISOString(), unreadCount: await repo.countUnread(tx, scope) };
  });
}

export async function markAllOwnNotificationsRead(
  db: Db,
  scope: repo.NotificationScope,
  now = new Date(),
): Promise<TNotificationsReadAllResponse> {
  return db.transaction(async (tx) => {
    const markedCount = await repo.markAllRead(tx, scope, now);
    return { markedCount, unreadCount: await repo.countUnread(tx, scope) };
  });
}
