import { bigserial, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Snapshots: the head of a versioned copy of a record or a draft. `owner_user_id` is the writer for a USER
 * snapshot (a draft) and 0 for a COMPANY snapshot, so one unique index names each snapshot.
 */
export const snapshots = pgTable(
  'snapshots',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    ownerUserId: integer('owner_user_id').notNull(),
    scope: varchar('scope', { length: 10 }).notNull(),
    snapshotType: varchar('snapshot_type', { length: 50 }).notNull(),
    snapshotKey: varchar('snapshot_key', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }),
    latestVersion: integer('latest_version').notNull().default(1),
    versionCount: integer('version_count').notNull().default(1),
    createdBy: integer('created_by').notNull(),
    updatedBy: integer('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('snapshots_identity_uq').on(t.companyId, t.ownerUserId, t.snapshotType, t.snapshotKey),
    index('snapshots_company_updated_idx').on(t.companyId, t.updatedAt),
  ],
);

/** One saved version of a snapshot. */
export const snapshotVersions = pgTable(
  'snapshot_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => snapshots.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    dataBytes: integer('data_bytes').notNull(),
    memo: varchar('memo', { length: 500 }),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('snapshot_versions_version_uq').on(t.snapshotId, t.version)],
);
