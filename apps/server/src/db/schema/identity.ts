import { boolean, char, index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Customer companies (and the provider itself). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    companyNameEn: varchar('company_name_en', { length: 200 }),
    nationCode: varchar('nation_code', { length: 3 }).notNull().default('KR'),
    /** A temporary company code is shown with "[임시]" (spec 1, section 4). */
    temporaryYn: char('temporary_yn', { length: 1 }).notNull().default('N'),
    customerCode: varchar('customer_code', { length: 20 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_name_idx').on(t.companyName)],
);

/** Members. The login e-mail is the id. Account-state columns are used by the accounts area. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    loginEmail: varchar('login_email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    department: varchar('department', { length: 100 }),
    chargeJob: varchar('charge_job', { length: 100 }),
    officePhone: varchar('office_phone', { length: 30 }),
    mobilePhone: varchar('mobile_phone', { length: 30 }),
    emailConsentYn: char('email_consent_yn', { length: 1 }).notNull().default('N'),
    newsletterYn: char('newsletter_yn', { length: 1 }).notNull().default('N'),
    /** Mail language code: 01 Korean, 02 English. */
    mailLanguageCode: char('mail_language_code', { length: 2 }).notNull().default('01'),
    autoExtensionYn: char('auto_extension_yn', { length: 1 }).notNull().default('N'),
    /** ACTIVE, UNVERIFIED, PENDING_APPROVAL, DORMANT, LOCKED, TEMP_PASSWORD, WITHDRAWN, REFUSED */
    status: varchar('status', { length: 20 }).notNull().default('UNVERIFIED'),
    failedLoginCount: smallint('failed_login_count').notNull().default(0),
    otpSecret: varchar('otp_secret', { length: 200 }),
    otpEnrolled: boolean('otp_enrolled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_login_email_uq').on(t.loginEmail)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleCode: char('role_code', { length: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleCode] })],
);

/** A user belongs to one or more companies. */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** ACTIVE or REMOVED (staff deletion). */
    status: varchar('status', { length: 20 }).notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('user_companies_company_idx').on(t.companyId)],
);
