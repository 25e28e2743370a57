import { z } from 'zod';
import { ZSecret, ZTokenResponse } from './accounts';
import { ZIdParam, ZIsoDateTime } from './common';

/**
 * Passkeys (WebAuthn) as a second factor beside the authenticator code (decision 056). A member
 * registers one or more on their page after confirming the password, names, renames and removes them; at sign-in,
 * after the password step, a member with a passkey chooses it or the code. The WebAuthn objects travel as the JSON
 * forms of the W3C specification (base64url fields), which SimpleWebAuthn produces in the browser and checks on the server.
 */

/** Passkeys a member may hold. */
export const PASSKEY_MAX = 10;
export const PASSKEY_NAME_MAX = 50;
/** How long a WebAuthn challenge (registration or sign-in) may be answered, in seconds. */
export const PASSKEY_CHALLENGE_SECONDS = 300;

/** A base64url value of the WebAuthn JSON forms, bounded. */
const ZB64 = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const ZTransport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const ZExtensions = z.record(z.string(), z.unknown());
const ZCredentialDescriptor = z.object({ id: ZB64(1400), type: z.literal('public-key'), transports: z.array(ZTransport).optional() });

/** PublicKeyCredentialCreationOptionsJSON: what `navigator.credentials.create` needs (through SimpleWebAuthn's startRegistration). */
export const ZPasskeyCreationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(ZCredentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  attestationFormats: z.array(z.string()).optional(),
  extensions: ZExtensions.optional(),
});
export type TPasskeyCreationOptions = z.infer<typeof ZPasskeyCreationOptions>;

/** PublicKeyCredentialRequestOptionsJSON: what `navigator.credentials.get` needs (startAuthentication). */
export const ZPasskeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(ZCredentialDescriptor).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
  hints: z.array(z.string()).optional(),
  extensions: ZExtensions.optional(),
});
export type TPasskeyRequestOptions = z.infer<typeof ZPasskeyRequestOptions>;

/** RegistrationResponseJSON: the browser's answer to the creation options. */
export const ZPasskeyRegistrationCredential = z.object({
  id: ZB64(1400).min(1),
  rawId: ZB64(1400).min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: ZB64(4000).min(1),
    attestationObject: ZB64(20000).min(1),
    authenticatorData: ZB64(8000).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: ZB64(8000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ZExtensions,
});
export type TPasskeyRegistrationCredential = z.infer<typeof ZPasskeyRegistrationCredential>;

/** AuthenticationResponseJSON: the browser's answer to the request options. */
export const ZPasskeyAssertion = z.object({
  id: ZB64(1400).min(1),
  rawId: ZB64(1400).min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: ZB64(4000).min(1),
    authenticatorData: ZB64(8000).min(1),
    signature: ZB64(2000).min(1),
    userHandle: ZB64(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ZExtensions,
});
export type TPasskeyAssertion = z.infer<typeof ZPasskeyAssertion>;

/** A passkey as the member's page lists it (never its key). */
export const ZPasskey = z.object({
  passkeyId: z.number().int(),
  name: z.string(),
  createdAt: ZIsoDateTime,
  lastUsedAt: ZIsoDateTime.nullable(),
  /** Y: synced by its provider (a multi-device passkey); N: bound to one device or security key. */
  backedUpYn: z.enum(['Y', 'N']),
});
export type TPasskey = z.infer<typeof ZPasskey>;
export const ZPasskeyList = z.object({ items: z.array(ZPasskey) });
export type TPasskeyList = z.infer<typeof ZPasskeyList>;

/** Registration starts with the password again: the member proves it is them before a new factor is added. */
export const ZPasskeyRegistrationStart = z.object({ loginSecretNo: ZSecret });
export type TPasskeyRegistrationStart = z.infer<typeof ZPasskeyRegistrationStart>;
export const ZPasskeyRegistrationOptions = z.object({ options: ZPasskeyCreationOptions });
export type TPasskeyRegistrationOptions = z.infer<typeof ZPasskeyRegistrationOptions>;

/** The name's rules are the service's (PSK1N4001, PSK1N4002, worded for people); the schema bounds the size. */
/** A passkey's name: at most PASSKEY_NAME_MAX characters once trimmed, the service's rule (PSK1N4002). */
const ZPasskeyName = z.string().trim().max(PASSKEY_NAME_MAX, { error: 'PSK1N4002' });
export const ZPasskeyRegisterRequest = z.object({ name: ZPasskeyName, credential: ZPasskeyRegistrationCredential });
export type TPasskeyRegisterRequest = z.infer<typeof ZPasskeyRegisterRequest>;
export const ZPasskeyRenameRequest = z.object({ name: ZPasskeyName });
export type TPasskeyRenameRequest = z.infer<typeof ZPasskeyRenameRequest>;
export const ZPasskeyIdParams = z.object({ passkeyId: ZIdParam });

/**
 * POST /auth/passkey-options: after the password step, the request options for the member's passkeys, bound to that
 * sign-in challenge. Errors: ATH1N4020 challenge invalid or expired, PSK1N4011 no passkey registered.
 */
export const ZPasskeyLoginOptionsRequest = z.object({ challengeToken: z.string().min(1).max(200) });
export type TPasskeyLoginOptionsRequest = z.infer<typeof ZPasskeyLoginOptionsRequest>;
export const ZPasskeyLoginOptions = z.object({ options: ZPasskeyRequestOptions });
export type TPasskeyLoginOptions = z.infer<typeof ZPasskeyLoginOptions>;

/**
 * POST /auth/passkey-login: the passkey instead of the code. The same rules as otp-login: the company choice first,
 * a failed assertion counts toward the lockout (PSK1N4010, ATH1N4013 at the fifth), the same token pair.
 */
export const ZPasskeyLoginRequest = z.object({
  challengeToken: z.string().min(1).max(200),
  companyId: z.number().int().positive().optional(),
  credential: ZPasskeyAssertion,
});
export type TPasskeyLoginRequest = z.infer<typeof ZPasskeyLoginRequest>;
export const ZPasskeyLoginResponse = ZTokenResponse;
