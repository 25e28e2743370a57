import type { Db } from '../platform/db';
import { upsertTemplates } from '../platform/templates';
import { NOTIFICATION_DIGEST_TEMPLATES, NOTIFICATION_MAIL_TEMPLATES } from '../modules/notifications';

/** The mail templates of a workflow transition and of a batch's digest, in Korean and English (the notifications area renders them). */
export async function seedNotifications(db: Db): Promise<void> {
  await upsertTemplates(db, [...NOTIFICATION_MAIL_TEMPLATES, ...NOTIFICATION_DIGEST_TEMPLATES]);
}
