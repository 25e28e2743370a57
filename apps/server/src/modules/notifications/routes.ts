import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { defineRoute } from '../../platform/routes';
import {
  markAllOwnNotificationsRead,
  notificationScopeOf,
  markOwnNotificationRead,
  searchOwnNotifications,
  unreadCountOf,
  wireWorkflow,
} from './service';

const TAG = 'Notifications';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };

/**
 * /apis/v1/user/notifications: the caller's own notifications of the request workflow (the bell and the
 * notifications page). At registration the area wires the one workflow engine: the parties' people, the
 * actors' names and the transition mail.
 */
export const notificationRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  wireWorkflow(app.workflow, deps.config);

  defineRoute(
    app,
    calls.searchNotifications,
    {
      guard: 'signed-in',
      tags: [TAG],
      summary: 'My notifications (/notification/notification-list)',
      description:
        'The caller’s own notifications, newest first (page sizes 10, 50, 100; `unreadOnly=true` for the unread ones), with the unread count. Labels of the kind, action and state in the request’s language.',
      errors,
    },
    async (request) => searchOwnNotifications(deps.db, notificationScopeOf(request.auth!), request.query, request.lang),
  );

  defineRoute(
    app,
    calls.getUnreadNotificationCount,
    {
      guard: 'signed-in',
      tags: [TAG],
      summary: 'My unread notification count (the bell)',
      description: 'How many of the caller’s notifications are unread.',
      errors,
    },
    async (request) => ({ unreadCount: await unreadCountOf(deps.db, notificationScopeOf(request.auth!)) }),
  );

  defineRoute(
    app,
    calls.markNotificationRead,
    {
      guard: 'signed-in',
      config: { auditAction: 'NOTIFICATION_READ' },
      tags: [TAG],
      summary: 'Mark one of my notifications read',
      description: 'Marks the notification read (kept when already read). Another user’s notification answers NTF1N4041, as a missing one.',
      errors,
    },
    async (request) => {
      const answer = await markOwnNotificationRead(deps.db, notificationScopeOf(request.auth!), request.params.notificationId);
      request.audit = { target: answer.notificationId };
      return answer;
    },
  );

  defineRoute(
    app,
    calls.markAllNotificationsRead,
    {
      guard: 'signed-in',
      config: { auditAction: 'NOTIFICATION_READ_ALL' },
      tags: [TAG],
      summary: 'Mark all my notifications read',
      description: 'Marks every unread notification of the caller read; answers how many.',
      errors,
    },
    async (request) => {
      const answer = await markAllOwnNotificationsRead(deps.db, notificationScopeOf(request.auth!));
      request.audit = { detail: { markedCount: answer.markedCount } };
      return answer;
    },
  );
};
