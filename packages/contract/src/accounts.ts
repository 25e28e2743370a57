import { z } from 'zod';
import { ZIsoDateTime, ZLanguageTypeCode, ZPage, ZPageRequest, ZYn } from './common';
import { DOC_PRIVACY, DOC_TERMS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { byteLength, normalizePhone, toStoredPhone } from './text';

/*
 * Accounts: sign-in, tokens, registration, e-mail confirmation, passwords, dormancy, withdrawal,
 * terms, member information and the staff approval of new members (spec 1, sections 1 to 9).
 * Paths are relative to the origin. Failures answer `{ errorCode, errorMessage }` (errors/accounts.ts
 * and errors/common.ts). Every call also answers COM1N4000 (a required field is missing), COM1N4001
 * (a field has an invalid format; the field name follows in brackets) and COM1N4290 (rate limited).
 */

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

/**
 * Links the server puts in its mails (PUBLIC_URL + path + query). The pages read the token from the
 * query and call the server: the confirmation page calls GET confirm-email?token= and shows the
 * outcome (confirmed, already completed, failed with a resend); the join pages read invitationToken.
 */
export const MAIL_LINKS = {
  confirmEmail: '/user/user-auth-confirmed?token=',
  memberInvitation: '/user/user-join-terms?invitationToken=',
  subscriberInvitation: '/news-letter-confirm?invitationToken=',
  signIn: '/login',
  resetPassword: '/login/reset-password',
} as const;

/** Lifetimes of the one-time links and secrets, in seconds. */
export const ACCOUNT_LIFETIMES = {
  /** The sign-in challenge between the password step and the OTP step. */
  challenge: 10 * 60,
  emailConfirmation: 24 * 3600,
  temporaryPassword: 30 * 60,
  invitation: 7 * 24 * 3600,
} as const;

// ---------------------------------------------------------------------------------------------
// Shared rules: password policy, field lengths in bytes, phone, e-mail
// ---------------------------------------------------------------------------------------------

/** Why a password breaks the policy (spec 1, section 5). `COMMON` is found by the server (shipped list). */
export const PASSWORD_VIOLATIONS = [
  'LENGTH',
  'CHARSET',
  'LETTER',
  'DIGIT',
  'SPECIAL',
  'REPEAT',
  'SEQUENCE',
  'CONTAINS_ID',
  'COMMON',
] as const;
export type TPasswordViolation = (typeof PASSWORD_VIOLATIONS)[number];

/** The special characters a password may contain: printable ASCII punctuation. */
export const PASSWORD_SPECIALS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpecial = (ch: string) => PASSWORD_SPECIALS.includes(ch);
/** Letters compare without case for the repeat and sequence rules (aAa, aBc). */
const fold = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/**
 * The password policy shared by the server and the forms: 8 to 16 characters of printable ASCII
 * (no spaces), mixing letters, digits and special characters; no three identical characters in a
 * row (aaa, 111) and no three sequential characters up or down (abc, cba, 123, 321). With the login
 * e-mail given, the password may not contain its local part (4 characters or more).
 * Answers every rule broken, in the order of PASSWORD_VIOLATIONS; empty when the password is valid.
 */
export function checkPassword(password: string, context: { loginEmail?: string } = {}): TPasswordViolation[] {
  const out = new Set<TPasswordViolation>();
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH || chars.length > PASSWORD_MAX_LENGTH) out.add('LENGTH');
  let letter = false;
  let digit = false;
  let special = false;
  for (const ch of chars) {
    const c = ch.codePointAt(0)!;
    if (isLetter(c)) letter = true;
    else if (isDigit(c)) digit = true;
    else if (isSpecial(ch)) special = true;
    else out.add('CHARSET');
  }
  if (!letter) out.add('LETTER');
  if (!digit) out.add('DIGIT');
  if (!special) out.add('SPECIAL');
  for (let i = 2; i < chars.length; i++) {
    const a = fold(chars[i - 2].codePointAt(0)!);
    const b = fold(chars[i - 1].codePointAt(0)!);
    const c = fold(chars[i].codePointAt(0)!);
    if (a === b && b === c) out.add('REPEAT');
    const alnum = (x: number) => isDigit(x) || (x >= 97 && x <= 122);
    if (alnum(a) && alnum(b) && alnum(c) && isDigit(a) === isDigit(c) && isDigit(a) === isDigit(b)) {
      if ((b - a === 1 && c - b === 1) || (a - b === 1 && b - c === 1)) out.add('SEQUENCE');
    }
  }
  const local = context.loginEmail?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local)) out.add('CONTAINS_ID');
  return PASSWORD_VIOLATIONS.filter((v) => out.has(v));
}

export const isValidPassword = (password: string, context?: { loginEmail?: string }) => checkPassword(password, context).length === 0;

/** A practical e-mail shape (one @, a dot in the domain, no spaces); the confirmation mail proves the rest. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Login e-mails compare trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Field rules of the sign-up and member-information forms, lengths in bytes (1 per character up to
 * code 127, 2 above: `byteLength`). The forms show "{item} must be between {min} and {max}" with these.
 */
export const MEMBER_FIELD_RULES = {
  loginEmail: { required: true, minBytes: 6, maxBytes: 100 },
  companyName: { required: true, minBytes: 2, maxBytes: 100 },
  firstName: { required: true, minBytes: 1, maxBytes: 50 },
  lastName: { required: true, minBytes: 1, maxBytes: 50 },
  /** The name as the person writes it in English (Minjun Kim), optional; Latin letters (decision 072). */
  englishName: { required: false, minBytes: 0, maxBytes: 100 },
  department: { required: false, minBytes: 0, maxBytes: 100 },
  chargeJob: { required: false, minBytes: 0, maxBytes: 100 },
  officeTelephoneNumber: { required: true, minBytes: 7, maxBytes: 20 },
  mobileTelephoneNumber: { required: false, minBytes: 7, maxBytes: 20 },
  secessionReason: { required: true, minBytes: 2, maxBytes: 1000 },
  refuseReason: { required: true, minBytes: 2, maxBytes: 1000 },
} as const;
export type TMemberField = keyof typeof MEMBER_FIELD_RULES;

/** A text field counted in bytes; trimmed. Optional fields accept '' (stored as empty). */
export function zBytes(field: TMemberField) {
  const rule = MEMBER_FIELD_RULES[field];
  return z
    .string()
    .trim()
    .refine((v) => (!rule.required && v === '') || (byteLength(v) >= rule.minBytes && byteLength(v) <= rule.maxBytes), {
      message: `${field}: ${rule.minBytes}-${rule.maxBytes} bytes`,
    });
}

/**
 * An English name as written in English: Latin letters (accents too), spaces between words, and the hyphen, apostrophe
 * and period of names (Minjun Kim, Seo-yeon Park, O'Brien, J. Doe). Optional ('' when none).
 */
export const ENGLISH_NAME_PATTERN = /^[A-Za-z\u00C0-\u024F]+(?:[ '.-]{1,2}[A-Za-z\u00C0-\u024F]+)*\.?$/;
export const isEnglishName = (v: string) => ENGLISH_NAME_PATTERN.test(v.trim());
/** The optional English name of a person: trimmed, inner spaces collapsed, Latin letters, 100 bytes at most. */
export const zEnglishName = () =>
  zBytes('englishName')
    .overwrite((v) => v.replace(/\s+/g, ' '))
    .refine((v) => v === '' || ENGLISH_NAME_PATTERN.test(v), { message: 'englishName: Latin letters' });

/** A telephone in any form normalizePhone accepts, stored as +82-2-100-1234 (text.ts). */
export const zPhone = (field: 'officeTelephoneNumber' | 'mobileTelephoneNumber') => {
  const rule = MEMBER_FIELD_RULES[field];
  return (
    z
      .string()
      .trim()
      .overwrite(toStoredPhone)
      // The catalogue's code as the message: the answer says how to write the number (USR1N4014), not "invalid format".
      .refine((v) => (!rule.required && v === '') || (normalizePhone(v) !== null && byteLength(v) <= rule.maxBytes), {
        message: 'USR1N4014',
      })
  );
};

export const ZLoginEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (v) =>
      byteLength(v) >= MEMBER_FIELD_RULES.loginEmail.minBytes &&
      byteLength(v) <= MEMBER_FIELD_RULES.loginEmail.maxBytes &&
      EMAIL_PATTERN.test(v),
    {
      message: 'loginEmail: e-mail address',
    },
  );

/** A password as typed (the policy is checked by the server so it can answer USR1N4001 / USR1N4013). */
export const ZSecret = z.string().min(1).max(128);
/** A six-digit TOTP code. */
export const ZOtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
/** Nation codes: ISO 3166-1 alpha-2 (KR, US, GB, ...). */
export const ZNationCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,3}$/);

// ---------------------------------------------------------------------------------------------
// Account states, companies
// ---------------------------------------------------------------------------------------------

/**
 * Member status. Lockout (5 consecutive failures) is a counter, not a status: it ends when the
 * member signs in with a temporary password (reset) and changes it. A temporary password does not
 * replace the member's own password until it is used (a reset requested by someone else locks nobody out).
 */
export const USER_STATUSES = ['UNVERIFIED', 'PENDING_APPROVAL', 'ACTIVE', 'DORMANT', 'REFUSED', 'WITHDRAWN'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatus>;

export const ZCompanyOfMember = z.object({
  companyId: z.number().int(),
  /** Name in the request's language ("[임시]" is shown by the client when temporaryYn is Y). */
  companyName: z.string(),
  companyNameKo: z.string(),
  companyNameEn: z.string().nullable(),
  nationCode: z.string(),
  temporaryYn: ZYn,
});
export type TCompanyOfMember = z.infer<typeof ZCompanyOfMember>;

// ---------------------------------------------------------------------------------------------
// Sign-in and tokens (/apis/v1/common/auth)
// ---------------------------------------------------------------------------------------------

/**
 * POST /auth/signin: the password step. Answers a short-lived challenge for the OTP step and the
 * member's companies (pick one before otp-login when there are several).
 * Errors: ATH1N4010 (unknown id or wrong password: identical answer and timing), ATH1N4013 (5 or
 * more consecutive failures: reset needed), ATH1N4011 unverified e-mail, ATH1N4012 awaiting approval,
 * ATH1N4014 dormant, ATH1N4015 company deleted, ATH1N4017 withdrawn, ATH1N4018 refused,
 * USR1N4010 temporary password expired or already used. State codes come only after a correct password.
 */
export const ZSignInRequest = z.object({ loginEmail: ZLoginEmail, loginSecretNo: ZSecret });
export type TSignInRequest = z.infer<typeof ZSignInRequest>;
export const ZSignInResponse = z.object({
  /** Send with otp-qr-image and otp-login; valid for `expiresIn` seconds. */
  challengeToken: z.string(),
  expiresIn: z.number().int(),
  loginEmail: z.string(),
  /** N: the member has no authenticator yet; call otp-qr-image and confirm a first code with otp-login. */
  otpEnrolledYn: ZYn,
  /** Y: signed in with a temporary password; otp-login will answer ATH1N4016 and change-password follows. */
  temporaryPasswordYn: ZYn,
  companies: z.array(ZCompanyOfMember),
  /** Y: the member has a passkey; the second step may be the passkey (passkey-options, passkey-login) or the code. */
  passkeyYn: ZYn,
});
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

/**
 * POST /auth/otp-qr-image: the enrolment image (PNG data URL) and the key for manual entry.
 * Errors: ATH1N4020 challenge invalid or expired, ATH1N4022 already enrolled.
 */
export const ZOtpQrImageRequest = z.object({ challengeToken: z.string().min(1).max(200) });
export type TOtpQrImageRequest = z.infer<typeof ZOtpQrImageRequest>;
export const ZOtpQrImageResponse = z.object({
  /** data:image/png;base64,... */
  qrImage: z.string(),
  /** Base32 key, grouped by four for reading: "JBSW Y3DP ...". */
  manualKey: z.string(),
  otpauthUri: z.string(),
  issuer: z.string(),
  accountName: z.string(),
  digits: z.number().int(),
  period: z.number().int(),
});
export type TOtpQrImageResponse = z.infer<typeof ZOtpQrImageResponse>;

/**
 * POST /auth/otp-login: the TOTP step (RFC 6238, 30 s, one step of drift; a code is accepted once).
 * `companyId` is required when the member belongs to several companies. Answers the token pair.
 * Errors: ATH1N4020 challenge invalid or expired, ATH1N4021 wrong or reused code (counts toward the
 * lockout), ATH1N4013 locked at the 5th failure, ATH1N4023 company choice missing, ATH1N4030 not a
 * company of the member, ATH1N4016 temporary password: call change-password with this challenge,
 * then sign in again.
 */
export const ZOtpLoginRequest = z.object({
  challengeToken: z.string().min(1).max(200),
  otpCode: ZOtpCode,
  companyId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type TOtpLoginRequest = z.infer<typeof ZOtpLoginRequest>;
export const ZTokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Access-token lifetime in seconds (1800). */
  expires_in: z.number().int(),
  companyId: z.number().int(),
  /**
   * Y: a required document has a newer version than the member agreed to. Hold the tokens for the
   * terms step (/user/user-join-re-terms); until POST /users/{userId}/terms succeeds, the token opens
   * only auth calls, /users calls and public reads (others answer ATH1N4033). Renew afterwards.
   */
  termsAgreementRequiredYn: ZYn,
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/**
 * POST /auth/refresh: renews both tokens (the refresh token rotates on every use). With `companyId`
 * (a company of the member) the new tokens are for that company: the company switch. Without it, or
 * with 0, the session's company stays. A refresh token used twice revokes its whole family.
 * Errors: ATH1N4002 invalid, expired, reused or revoked (drop both tokens), ATH1N4030 not a company of the member.
 */
export const ZRefreshRequest = z.object({
  refreshToken: z.string().min(1).max(200),
  companyId: z.number().int().min(0).optional(),
});
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;
export const ZRefreshResponse = z.object({
  accesstoken: z.string(),
  refreshtoken: z.string(),
  expires_in: z.number().int(),
  companyId: z.number().int(),
  termsAgreementRequiredYn: ZYn,
});
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

/**
 * POST /auth/logout: revokes the session of the bearer token and of the refresh token given
 * (either suffices). Answers 204. Never fails for an already revoked session.
 */
export const ZLogoutRequest = z.object({ refreshToken: z.string().max(200).optional() });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

/** Profile fields shared by my-information and the member record. */
const ZMemberProfileFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** The name in English ('' when none): shown instead of the registered name in English. */
  englishName: z.string(),
  department: z.string(),
  chargeJob: z.string(),
  officeTelephoneNumber: z.string(),
  mobileTelephoneNumber: z.string(),
  emailReceiveYn: ZYn,
  newsletterYn: ZYn,
  mailLanguageCode: ZLanguageTypeCode,
  autoExtensionYn: ZYn,
  status: ZUserStatus,
});
/** Registration, approval and last sign-in times of a member. */
const ZMemberDatesFields = z.object({
  registeredAt: ZIsoDateTime,
  approvedAt: ZIsoDateTime.nullable(),
  lastLoginAt: ZIsoDateTime.nullable(),
});

/** GET /auth/my-information: the signed-in member. Errors: ATH1N4001, ATH1N4002. */
export const ZMyInformation = z.object({
  /** The member's numeric user id (the {userId} of /users/{userId} calls). */
  id: z.number().int(),
  loginEmail: z.string(),
  /** Role codes: 01 member, 02 proxy reporter, 05 sales, 06 provider admin, 09 exchange-side. */
  roles: z.array(z.string()),
  companies: z.array(ZCompanyOfMember),
  /** The company in use (the token's companyId). */
  companyId: z.number().int(),
  ...ZMemberProfileFields.shape,
  otpEnrolledYn: ZYn,
  termsAgreementRequiredYn: ZYn,
  ...ZMemberDatesFields.shape,
});
export type TMyInformation = z.infer<typeof ZMyInformation>;

// ---------------------------------------------------------------------------------------------
// Registration (/apis/v1/user)
// ---------------------------------------------------------------------------------------------

/**
 * POST /companies/search/simple: companies for the join form, by nation and part of the name
 * (Korean or English), at most 20, deleted companies excluded. Public, read-only.
 */
export const ZCompanySimpleSearchRequest = z.object({
  nationCode: ZNationCode.optional(),
  companyName: z.string().trim().min(1).max(100),
});
export type TCompanySimpleSearchRequest = z.infer<typeof ZCompanySimpleSearchRequest>;
export const ZCompanySimpleSearchResponse = z.object({ items: z.array(ZCompanyOfMember) });
export type TCompanySimpleSearchResponse = z.infer<typeof ZCompanySimpleSearchResponse>;

/** POST /users/exists: is the login e-mail free? Answers { existYn: 'N' }; a taken id answers USR1N4090 "Duplicate ID.". */
export const ZUserExistsRequest = z.object({ loginEmail: ZLoginEmail });
export type TUserExistsRequest = z.infer<typeof ZUserExistsRequest>;
export const ZUserExistsResponse = z.object({ existYn: ZYn });
export type TUserExistsResponse = z.infer<typeof ZUserExistsResponse>;

/** One agreement of the terms step: a standard-document classification (01_01 terms, 01_02 privacy) and the version shown. */
export const ZTermsAgreement = z.object({
  documentClassificationCode: z.string().regex(/^\d{2}_\d{2}$/),
  /** The standard document (version) the member read; the latest version when omitted. */
  standardDocumentId: z.number().int().positive().max(2_147_483_647).optional(),
  agreeYn: ZYn,
});
export type TTermsAgreement = z.infer<typeof ZTermsAgreement>;
/** The documents a member must agree to (membership terms, personal-information policy). */
export const REQUIRED_TERMS = [DOC_TERMS, DOC_PRIVACY] as const;

const memberProfileFields = {
  firstName: zBytes('firstName'),
  lastName: zBytes('lastName'),
  /** Optional: the name as written in English; '' removes it, leaving it out keeps the stored one. */
  englishName: zEnglishName().optional(),
  department: zBytes('department').default(''),
  chargeJob: zBytes('chargeJob').default(''),
  officeTelephoneNumber: zPhone('officeTelephoneNumber'),
  mobileTelephoneNumber: zPhone('mobileTelephoneNumber').default(''),
  /** Consent to receive e-mail from the provider. */
  emailReceiveYn: ZYn,
  /** The newsletter choice is required (Y or N). */
  newsletterYn: ZYn,
  /** Mail language: 01 Korean, 02 English. */
  mailLanguageCode: ZLanguageTypeCode,
  /** Y: the account never turns dormant; N: dormant one year after the last sign-in. */
  autoExtensionYn: ZYn,
};

/**
 * POST /users: self-registration. Either `companyId` (picked from the simple search) or a new
 * company by `companyNationCode` + `companyName` (created as a temporary company, "[임시]").
 * Sends the confirmation mail; the member then waits for approval by provider staff.
 * Answers 201 with the masked e-mail. Errors: USR1N4090 duplicate id, USR1N4001 password rules,
 * USR1N4013 common password, USR1N4003 confirmation differs, USR1N4004 required terms missing,
 * USR1N4007 company not found or deleted.
 */
export const ZUserInsertRequest = z.object({
  loginEmail: ZLoginEmail,
  loginSecretNo: ZSecret,
  loginSecretNoConfirm: ZSecret,
  companyNationCode: ZNationCode,
  companyId: z.number().int().positive().max(2_147_483_647).optional(),
  companyName: zBytes('companyName'),
  ...memberProfileFields,
  agreements: z.array(ZTermsAgreement).min(1).max(10),
});
export type TUserInsertRequest = z.infer<typeof ZUserInsertRequest>;
export const ZUserInsertResponse = z.object({
  userId: z.number().int(),
  loginEmail: z.string(),
  status: ZUserStatus,
  /** Y when a confirmation mail was sent (self-registration); N for invitations (the link proved the address). */
  confirmationMailSentYn: ZYn,
});
export type TUserInsertResponse = z.infer<typeof ZUserInsertResponse>;

/** POST /users/invitation/info: what an invitation link is for. Errors: USR1N4011 invalid, used or expired. */
export const ZInvitationInfoRequest = z.object({ invitationToken: z.string().min(1).max(200) });
export type TInvitationInfoRequest = z.infer<typeof ZInvitationInfoRequest>;
export const INVITATION_KINDS = ['MEMBER', 'SUBSCRIBER'] as const;
export const ZInvitationInfo = z.object({
  kind: z.enum(INVITATION_KINDS),
  loginEmail: z.string(),
  company: ZCompanyOfMember,
  expiresAt: ZIsoDateTime,
});
export type TInvitationInfo = z.infer<typeof ZInvitationInfo>;

/**
 * POST /users/invitation: registration from a member invitation (the company comes from the
 * invitation, the login e-mail must be the invited address). The link proves the address, and the
 * company's staff vouched for the member: the account is active at once. Answers 201.
 * Errors: USR1N4011 invitation invalid/used/expired or another address, USR1N4090, USR1N4001,
 * USR1N4013, USR1N4003, USR1N4004.
 */
export const ZInvitationUserInsertRequest = z.object({
  invitationToken: z.string().min(1).max(200),
  loginEmail: ZLoginEmail,
  loginSecretNo: ZSecret,
  loginSecretNoConfirm: ZSecret,
  ...memberProfileFields,
  agreements: z.array(ZTermsAgreement).min(1).max(10),
});
export type TInvitationUserInsertRequest = z.infer<typeof ZInvitationUserInsertRequest>;

/** POST /users/newsletter-confirm: confirms a newsletter subscription invited by a company (/news-letter-confirm). Errors: USR1N4011. */
export const ZNewsletterConfirmRequest = z.object({ invitationToken: z.string().min(1).max(200) });
export type TNewsletterConfirmRequest = z.infer<typeof ZNewsletterConfirmRequest>;
export const ZNewsletterConfirmResponse = z.object({ email: z.string(), companyName: z.string(), confirmedAt: ZIsoDateTime });
export type TNewsletterConfirmResponse = z.infer<typeof ZNewsletterConfirmResponse>;

// ---------------------------------------------------------------------------------------------
// E-mail confirmation
// ---------------------------------------------------------------------------------------------

/**
 * GET /users/confirm-email?token=: the link of the confirmation mail. CONFIRMED (now: open
 * /user/user-auth-confirmed) or ALREADY_CONFIRMED (open /user/user-auth-completed).
 * Errors: USR1N4008 invalid or expired (open /user/user-auth-failed, which offers the resend).
 */
export const ZConfirmEmailQuery = z.object({ token: z.string().min(1).max(200) });
export type TConfirmEmailQuery = z.infer<typeof ZConfirmEmailQuery>;
export const ZConfirmEmailResponse = z.object({
  result: z.enum(['CONFIRMED', 'ALREADY_CONFIRMED']),
  maskedEmail: z.string(),
  /** The member's status after confirmation (PENDING_APPROVAL for a new member). */
  status: ZUserStatus,
});
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponse>;

/**
 * POST /users/resend-confirm-email?token=: a new confirmation mail from an expired link (the failed page).
 * Errors: 2013 a resend within the last hour, USR1N4008 unknown link, USR1N4012 already confirmed.
 */
export const ZResendConfirmEmailQuery = ZConfirmEmailQuery;
/**
 * POST /users/resend-confirm-email/by-logn-email: a new confirmation mail by login e-mail (the
 * unverified notice page). Same answer for every address, known or not; 2013 within one hour.
 */
export const ZResendByLoginEmailRequest = z.object({ loginEmail: ZLoginEmail });
export type TResendByLoginEmailRequest = z.infer<typeof ZResendByLoginEmailRequest>;
/** Answer of both resend calls. */
export const ZResendConfirmEmailResponse = z.object({ sentYn: ZYn, maskedEmail: z.string() });
export type TResendConfirmEmailResponse = z.infer<typeof ZResendConfirmEmailResponse>;

// ---------------------------------------------------------------------------------------------
// Passwords, dormancy
// ---------------------------------------------------------------------------------------------

/**
 * POST /users/find-email: the login e-mails (masked) of the member with this name and phone
 * (office or mobile). Errors: USR1N4040 "Member information is not registered.".
 */
export const ZFindEmailRequest = z.object({
  firstName: zBytes('firstName'),
  lastName: zBytes('lastName'),
  telephoneNumber: zPhone('officeTelephoneNumber'),
});
export type TFindEmailRequest = z.infer<typeof ZFindEmailRequest>;
export const ZFindEmailResponse = z.object({
  items: z.array(z.object({ maskedEmail: z.string(), registeredAt: ZIsoDateTime })),
});
export type TFindEmailResponse = z.infer<typeof ZFindEmailResponse>;

/**
 * POST /users/reset-password: mails a temporary password (30 minutes, single use, the TOTP step
 * still required). The same answer for every address (open /login/reset-password-completed).
 */
export const ZResetPasswordRequest = z.object({ loginEmail: ZLoginEmail });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = z.object({ maskedEmail: z.string(), validMinutes: z.number().int() });
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

/**
 * PUT /users/change-password: the current (or temporary) password, the new one and its
 * confirmation. Signed in (bearer token), or during sign-in with a temporary password (the
 * `challengeToken` of signin after otp-login answered ATH1N4016, no bearer token).
 * Revokes every session of the member: sign in again afterwards. Answers { changedYn: 'Y' }.
 * Errors: USR1N4002 current password wrong, USR1N4003 confirmation differs, USR1N4001 rules,
 * USR1N4013 common, USR1N4009 same as current, USR1N4010 temporary password expired,
 * ATH1N4020 challenge invalid, ATH1N4001/ATH1N4002 no session.
 */
export const ZChangePasswordRequest = z.object({
  loginSecretNo: ZSecret,
  newLoginSecretNo: ZSecret,
  newLoginSecretNoConfirm: ZSecret,
  challengeToken: z.string().min(1).max(200).optional(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = z.object({ changedYn: ZYn });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

/**
 * POST /users/reset-dormant: reactivates a dormant account with its password (the dormant notice
 * page); the member then signs in. Errors: ATH1N4010 wrong id or password (counts toward the lockout),
 * ATH1N4013 locked. A member who is not dormant gets the same success answer.
 */
export const ZResetDormantRequest = z.object({ loginEmail: ZLoginEmail, loginSecretNo: ZSecret });
export type TResetDormantRequest = z.infer<typeof ZResetDormantRequest>;
export const ZResetDormantResponse = z.object({ releasedYn: ZYn });
export type TResetDormantResponse = z.infer<typeof ZResetDormantResponse>;

// ---------------------------------------------------------------------------------------------
// Member information, password confirmation, withdrawal, terms (/users/{userId}: own id only)
// ---------------------------------------------------------------------------------------------

export const ZUserIdParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
export type TUserIdParams = z.infer<typeof ZUserIdParams>;

/** GET /users/{userId}: the member's own record. Errors: ATH1N4030 another member's id. */
export const ZMemberInfo = z.object({
  userId: z.number().int(),
  loginEmail: z.string(),
  ...ZMemberProfileFields.shape,
  roles: z.array(z.string()),
  companies: z.array(ZCompanyOfMember),
  ...ZMemberDatesFields.shape,
  /** The day the account turns dormant without a sign-in (null with auto-extension). */
  dormancyDate: ZIsoDateTime.nullable(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

/**
 * PUT /users/{userId}: edits the member's own profile (the login e-mail and company do not change
 * here). Answers the record. Errors: COM1N4002 "No data modified." when nothing changed, ATH1N4030.
 */
export const ZMemberUpdateRequest = z.object(memberProfileFields);
export type TMemberUpdateRequest = z.infer<typeof ZMemberUpdateRequest>;

/** POST /users/{userId}/confirm-password: checks the password before a sensitive screen. Errors: USR1N4002, ATH1N4030. */
export const ZConfirmPasswordRequest = z.object({ loginSecretNo: ZSecret });

/**
 * Changing the authenticator (decision 055): the password again, which answers a new key (QR
 * image and manual key) with a signed change token; then a code of the new authenticator with the token, which
 * replaces the old key and mails the member.
 */
export const ZAuthenticatorChangeStartRequest = z.object({ loginSecretNo: ZSecret });
export type TAuthenticatorChangeStartRequest = z.infer<typeof ZAuthenticatorChangeStartRequest>;
export const ZAuthenticatorChangeStartResponse = ZOtpQrImageResponse.extend({
  /** Carries the new key, encrypted and signed; valid expiresIn seconds. */
  changeToken: z.string(),
  expiresIn: z.number().int(),
});
export type TAuthenticatorChangeStartResponse = z.infer<typeof ZAuthenticatorChangeStartResponse>;
export const ZAuthenticatorChangeConfirmRequest = z.object({ changeToken: z.string().min(1).max(2000), otpCode: ZOtpCode });
export type TAuthenticatorChangeConfirmRequest = z.infer<typeof ZAuthenticatorChangeConfirmRequest>;
export const ZAuthenticatorChangeConfirmResponse = z.object({ changedYn: z.literal('Y') });
export type TAuthenticatorChangeConfirmResponse = z.infer<typeof ZAuthenticatorChangeConfirmResponse>;
export type TConfirmPasswordRequest = z.infer<typeof ZConfirmPasswordRequest>;
export const ZConfirmPasswordResponse = z.object({ confirmedYn: ZYn });
export type TConfirmPasswordResponse = z.infer<typeof ZConfirmPasswordResponse>;

/**
 * POST /users/{userId}/secession: withdrawal with the password, the withdrawal terms box and a
 * reason. Revokes every session, erases the personal data (docs/decisions/015-withdrawal-and-personal-data.md). Open
 * /member-with-drwal-done. Errors: USR1N4002 wrong password, USR1N4005 terms box not checked, ATH1N4030.
 */
export const SECESSION_REASON_CODES = ['01', '02', '03', '04', '99'] as const;
export const ZSecessionRequest = z.object({
  loginSecretNo: ZSecret,
  secessionTermsAgreeYn: ZYn,
  /** 01 no longer needed, 02 moving to another service, 03 company change, 04 too many mails, 99 other. */
  secessionReasonCode: z.enum(SECESSION_REASON_CODES),
  secessionReason: zBytes('secessionReason'),
});
export type TSecessionRequest = z.infer<typeof ZSecessionRequest>;
export const ZSecessionResponse = z.object({ withdrawnAt: ZIsoDateTime });
export type TSecessionResponse = z.infer<typeof ZSecessionResponse>;

/** One document of the terms step with the member's agreement. */
export const ZTermsItem = z.object({
  documentClassificationCode: z.string(),
  /** The latest version's standard document id (the one to agree to). */
  standardDocumentId: z.number().int(),
  documentSubject: z.string(),
  requiredYn: ZYn,
  /** Y when the member agreed to the latest version. */
  agreedYn: ZYn,
  agreedStandardDocumentId: z.number().int().nullable(),
  agreedAt: ZIsoDateTime.nullable(),
  effectiveDate: z.string().nullable(),
});
export type TTermsItem = z.infer<typeof ZTermsItem>;
/**
 * GET /users/{userId}/terms: the documents with the member's agreements; reAgreementRequiredYn Y
 * when a required document has a newer version than the one agreed. POST: agrees (every required
 * document with agreeYn Y), answers the same shape; then renew the tokens with /auth/refresh.
 * Errors: USR1N4004 a required document not agreed, ATH1N4030.
 */
export const ZTermsResponse = z.object({ items: z.array(ZTermsItem), reAgreementRequiredYn: ZYn });
export type TTermsResponse = z.infer<typeof ZTermsResponse>;
export const ZTermsAgreeRequest = z.object({ agreements: z.array(ZTermsAgreement).min(1).max(10) });
export type TTermsAgreeRequest = z.infer<typeof ZTermsAgreeRequest>;

// ---------------------------------------------------------------------------------------------
// Staff approval of new members (roles 05 and 06, /apis/v1/staff/members)
// ---------------------------------------------------------------------------------------------

/** POST /staff/members/search: members by status (default PENDING_APPROVAL), newest first. Read-only. Errors: ATH1N4030. */
export const ZPendingMemberSearchRequest = ZPageRequest.extend({
  status: z.enum(['PENDING_APPROVAL', 'UNVERIFIED', 'REFUSED', 'ACTIVE']).default('PENDING_APPROVAL'),
  keyword: z.string().trim().max(100).optional(),
});
export type TPendingMemberSearchRequest = z.infer<typeof ZPendingMemberSearchRequest>;
export const ZPendingMember = z.object({
  userId: z.number().int(),
  loginEmail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The name in English ('' when none). */
  englishName: z.string(),
  department: z.string(),
  chargeJob: z.string(),
  officeTelephoneNumber: z.string(),
  companies: z.array(ZCompanyOfMember),
  status: ZUserStatus,
  registeredAt: ZIsoDateTime,
  emailConfirmedAt: ZIsoDateTime.nullable(),
});
export type TPendingMember = z.infer<typeof ZPendingMember>;
export const ZPendingMemberPage = ZPage(ZPendingMember);
export type TPendingMemberPage = z.infer<typeof ZPendingMemberPage>;

/**
 * POST /staff/members/{userId}/approve: approves a member awaiting approval (mail to the member).
 * POST /staff/members/{userId}/refuse with a reason: refuses (mail with the reason).
 * Errors: USR1N4012 not awaiting approval, COM1N4041 unknown member, ATH1N4030 not staff.
 */
export const ZRefuseMemberRequest = z.object({ reason: zBytes('refuseReason') });
export type TRefuseMemberRequest = z.infer<typeof ZRefuseMemberRequest>;
export const ZMemberDecisionResponse = z.object({ userId: z.number().int(), status: ZUserStatus, decidedAt: ZIsoDateTime });
export type TMemberDecisionResponse = z.infer<typeof ZMemberDecisionResponse>;

/** Masks an e-mail for display: "ab****@ex*****.com". */
export function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  const keep = Math.min(2, Math.max(1, local.length - 1));
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const maskedHost = host.length <= 2 ? '*'.repeat(host.length) : host.slice(0, 2) + '*'.repeat(host.length - 2);
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(local.length - keep, 2))}@${maskedHost}${tld}`;
}
