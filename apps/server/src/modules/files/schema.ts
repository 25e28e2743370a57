import { sql } from 'drizzle-orm';
import { bigint, char, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Uploaded files. The object lives in the storage under `storage_key` (made from the id, never from the
 * user's file name). A file belongs to its uploader and the company it was uploaded for; it becomes part of
 * a record through `owner_type`/`owner_id` (docs/decisions/020-uploads.md).
 *
 * status: PENDING (uploaded, not attached), DRAFT (held by a draft, e.g. a snapshot), ATTACHED (part of a
 * submitted record), RELEASED (its record is gone; the sweep removes it).
 * purpose: ATTACHMENT or EDITOR (an image inside an HTML body, served by its unguessable id).
 * visibility: COMPANY (uploader, the owning and the record's company, provider staff) or PUBLIC (anyone).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    uploaderUserId: integer('uploader_user_id').notNull(),
    fileTypeGroup: varchar('file_type_group', { length: 30 }).notNull(),
    purpose: varchar('purpose', { length: 12 }).notNull().default('ATTACHMENT'),
    originalName: varchar('original_name', { length: 400 }).notNull(),
    extension: varchar('extension', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 120 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    visibility: varchar('visibility', { length: 10 }).notNull().default('COMPANY'),
    ownerType: varchar('owner_type', { length: 40 }),
    ownerId: varchar('owner_id', { length: 100 }),
    /** The company of the record the file is attached to (may differ from the uploader's, e.g. staff answers). */
    ownerCompanyId: integer('owner_company_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerType, t.ownerId),
    index('files_uploader_idx').on(t.uploaderUserId, t.createdAt),
    index('files_company_idx').on(t.companyId, t.createdAt),
    index('files_sweep_idx')
      .on(t.status, t.createdAt)
      .where(sql`status in ('PENDING', 'RELEASED')`),
  ],
);
