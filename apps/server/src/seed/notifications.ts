import type { Db } from '../platform/db';
import { upsertTemplates } from '../platform/templates';
import { NOTIFICATION_MAIL_TEMPLATES } from '../modules/notifications/mail-templates';

/** The mail template of a workflow transition, in Korean and English (the notifications area renders it). */
export async function seedNotifications(db: Db): Promise<void> {
  await upsertTemplates(db, NOTIFICATION_MAIL_TEMPLATES);
}
