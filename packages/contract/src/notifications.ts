import { z } from 'zod';
import { ZIsoDateTime, ZPage, ZPageRequest } from './common';

/**
 * In-portal notifications of the request workflow (the bell in the top bar and /notification/notification-list).
 * One row per recipient is written by the server's one transition function; the labels of the kind,
 * the action and the state are rendered from the contract's WORKFLOWS declarations in the request's language.
 * Every call reads the caller's own notifications only.
 */

/** The notifications page (and "View all" of the bell). */
export const NOTIFICATION_LIST_PAGE = '/notification/notification-list';
/** How many of the latest notifications the bell's dropdown shows. */
export const BELL_LATEST_COUNT = 5;
/** How often the web asks for the unread count (also on window focus and after any workflow action). */
export const BELL_POLL_MS = 60_000;

const ZNotificationId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ZNotificationIdParams = z.object({ notificationId: ZNotificationId });
export type TNotificationIdParams = z.infer<typeof ZNotificationIdParams>;

export const ZNotificationSearchQuery = ZPageRequest.extend({
  /** `true`: unread notifications only. */
  unreadOnly: z.enum(['true', 'false']).default('false'),
});
export type TNotificationSearchQuery = z.infer<typeof ZNotificationSearchQuery>;

export const ZNotificationItem = z.object({
  notificationId: z.number().int(),
  /** The kind of request (`order`, ...) and its label. */
  kind: z.string(),
  kindLabel: z.string(),
  requestId: z.number().int(),
  requestNumber: z.string(),
  /** The action taken and its label. */
  action: z.string(),
  actionLabel: z.string(),
  /** The state the request went to and its label. */
  state: z.string(),
  stateLabel: z.string(),
  /** Who acted (formatPersonName, as it read then). */
  actorName: z.string(),
  reason: z.string().nullable(),
  /** The web page of the document, as the recipient sees it. */
  link: z.string(),
  createdAt: ZIsoDateTime,
  read: z.boolean(),
});
export type TNotificationItem = z.infer<typeof ZNotificationItem>;

export const ZNotificationPage = ZPage(ZNotificationItem).extend({
  /** The caller's unread notifications in all (not only this page). */
  unreadCount: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZUnreadNotificationCount = z.object({ unreadCount: z.number().int() });
export type TUnreadNotificationCount = z.infer<typeof ZUnreadNotificationCount>;

export const ZNotificationReadResponse = z.object({
  notificationId: z.number().int(),
  readAt: ZIsoDateTime,
  unreadCount: z.number().int(),
});
export type TNotificationReadResponse = z.infer<typeof ZNotificationReadResponse>;

export const ZNotificationsReadAllResponse = z.object({
  /** How many were unread and are now read. */
  markedCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type TNotificationsReadAllResponse = z.infer<typeof ZNotificationsReadAllResponse>;
