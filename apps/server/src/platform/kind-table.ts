import { integer, varchar, type AnyPgColumn, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { requests } from './schema';

/**
 * A kind's table that keeps a copy of the header's state, version and time of change for its own lists (an index of the
 * kind's filters with the state). The engine alone writes it: at the creation, every transition (one statement per batch)
 * and every edit; the kind's module never does.
 */
export interface KindCopy {
  table: PgTable;
  requestId: PgColumn;
  state: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
}

/**
 * The columns a kind's own table starts with: the request it belongs to (its key), the customer company, and its copy of
 * the header's number, state and version (which the engine alone writes: `kindCopy`). `company` names the companies
 * table's key (identity's; the platform imports no module).
 */
export const kindColumns = (company: () => AnyPgColumn) => ({
  requestId: integer('request_id')
    .primaryKey()
    .references(() => requests.id),
  companyId: integer('company_id').notNull().references(company),
  number: varchar('number', { length: 30 }).notNull(),
  /** Copied from the request header (the kind's workflow states). */
  state: varchar('state', { length: 30 }).notNull(),
  version: integer('version').notNull().default(1),
});

/** The copy of state, version and time of change (KindCopy) in a kind's table made with `kindColumns`. */
export const kindCopy = (table: PgTable & { requestId: PgColumn; state: PgColumn; version: PgColumn; updatedAt: PgColumn }): KindCopy => ({
  table,
  requestId: table.requestId,
  state: table.state,
  version: table.version,
  updatedAt: table.updatedAt,
});
