import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requests } from '../../platform/schema';
import { companies, users } from '../identity/schema';

/**
 * Contract inquiries of visitors (kind GUEST) and of signed-in members (kind MEMBER: user and company
 * set). A request of kind `contractInquiry` (decision 077): the platform's `requests` header (a visitor's has no company
 * and no creator) keeps the number, state and version, the history and the notifications; this row, keyed by the request
 * id, holds the form, the assignee and the answer, and the engine's copy of the state (`status`: OPEN, ASSIGNED or
 * ANSWERED), version and time of change. `lang` is the language the writer used: the answer mail is written in it.
 */
export const contractInquiries = pgTable(
  'contract_inquiries',
  {
    /** The request's id (the header in `requests`). */
    id: integer('id')
      .primaryKey()
      .references(() => requests.id),
    number: varchar('number', { length: 30 }).notNull(),
    /** MEMBER or GUEST */
    kind: varchar('kind', { length: 10 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    website: varchar('website', { length: 300 }),
    countryCode: varchar('country_code', { length: 3 }).notNull(),
    postalCode: varchar('postal_code', { length: 20 }),
    city: varchar('city', { length: 100 }),
    addressDetail: varchar('address_detail', { length: 300 }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    telephone: varchar('telephone', { length: 30 }).notNull(),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
    schedule: varchar('schedule', { length: 200 }),
    comments: text('comments').notNull(),
    lang: varchar('lang', { length: 2 }).notNull().default('ko'),
    /** OPEN, ASSIGNED, ANSWERED: the engine's copy of the header's state (CONTRACT_INQUIRY_WORKFLOW). */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    version: integer('version').notNull().default(1),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    answer: text('answer'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Company, name, e-mail and number in lower case: what the staff's text search reads. */
    searchText: varchar('search_text', { length: 1000 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The demo world's key of a seeded inquiry, null otherwise. */
    seedKey: varchar('seed_key', { length: 60 }),
  },
  (t) => [
    index('contract_inquiries_created_idx').on(t.createdAt, t.id),
    index('contract_inquiries_status_created_idx').on(t.status, t.createdAt, t.id),
    index('contract_inquiries_assignee_idx').on(t.assignedUserId, t.status),
    uniqueIndex('contract_inquiries_number_uq').on(t.number),
    uniqueIndex('contract_inquiries_seed_key_uq').on(t.seedKey),
  ],
);
