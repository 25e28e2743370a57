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
  (t) => [
    index('companies_name_idx').on(t.companyName),
    index('companies_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    index('companies_name_en_trgm_idx').using('gin', t.companyNameEn.op('gin_trgm_ops')),
  ],
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
    /** The name as the person writes it in English (Minjun Kim), shown instead of the name above in English; optional. */
    englishName: varchar('english_name', { length: 100 }),
    department: varchar('department', { length: 100 }),
    chargeJob: varchar('charge_job', { length: 100 }),
    officePhone: varchar('office_phone', { length: 30 }),
    mobilePhone: varchar('mobile_phone', { length: 30 }),
    emailConsentYn: char('email_consent_yn', { length: 1 }).notNull().default('N'),
    newsletterYn: char('newsletter_yn', { length: 1 }).notNull().default('N'),
    /** Mail language code: 01 Korean, 02 English. */
    mailLanguageCode: char('mail_language_code', { length: 2 }).notNull().default('01'),
    autoExtensionYn: char('auto_extension_yn', { length: 1 }).notNull().default('N'),
    /** UNVERIFIED, PENDING_APPROVAL, ACTIVE, DORMANT, REFUSED, WITHDRAWN (contract USER_STATUSES). */
    status: varchar('status', { length: 20 }).notNull().default('UNVERIFIED'),
    /** Consecutive wrong passwords and TOTP codes; 5 locks the account until a temporary password is used. */
    failedLoginCount: smallint('failed_login_count').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** TOTP secret, encrypted with ENCRYPTION_KEY (AES-256-GCM). Set at enrolment, confirmed by a first code. */
    otpSecret: varchar('otp_secret', { length: 200 }),
    otpEnrolled: boolean('otp_enrolled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** SELF (join form) or INVITATION. */
    registrationKind: varchar('registration_kind', { length: 20 }).notNull().default('SELF'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** A pending temporary password (reset): its hash, expiry and first use. The own password stays valid meanwhile. */
    tempPasswordHash: varchar('temp_password_hash', { length: 255 }),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    tempPasswordUsedAt: timestamp('temp_password_used_at', { withTimezone: true }),
    dormancyNoticeSentAt: timestamp('dormancy_notice_sent_at', { withTimezone: true }),
    dormantAt: timestamp('dormant_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refuseReason: varchar('refuse_reason', { length: 1000 }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** HMAC of the withdrawn login e-mail, so a sign-in within the retention period answers "withdrawn". */
    withdrawnEmailHash: varchar('withdrawn_email_hash', { length: 64 }),
    secessionReasonCode: varchar('secession_reason_code', { length: 2 }),
    secessionReason: varchar('secession_reason', { length: 1000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_email_uq').on(t.loginEmail),
    index('users_status_idx').on(t.status, t.createdAt),
    index('users_withdrawn_email_idx').on(t.withdrawnEmailHash),
    index('users_last_login_idx').on(t.lastLoginAt),
    index('users_name_idx').on(t.lastName, t.firstName),
  ],
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
    /** ACTIVE, PENDING (until the member is approved) or REMOVED (staff deletion). */
    status: varchar('status', { length: 20 }).notNull().default('ACTIVE'),
    /** The member administers this company (decision 086): the token carries role 03 for this company. */
    companyAdmin: boolean('company_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('user_companies_company_idx').on(t.companyId)],
);
