import { BRAND_NAME } from '@portal/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238: SHA-1, 6 digits, 30-second steps, one step of clock drift either way. */
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
/** The name an authenticator app shows beside the code: the portal's one name (contract BRAND_NAME). */
export const TOTP_ISSUER = BRAND_NAME.en;

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (base32: string, label = '') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD, secret: Secret.fromBase32(base32) });

/** The code of a secret at a time (the seed, tests and scripts use it; so can a member's app). */
export const totpCode = (base32: string, timestamp = Date.now()) => totpOf(base32).generate({ timestamp });

/** The time step a code matches within the drift window, or null. The caller refuses a step used before. */
export function matchTotpStep(base32: string, code: string, timestamp = Date.now()): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD) + delta;
}

/** "JBSWY3DP..." grouped by four for reading aloud or typing. */
export const groupKey = (base32: string) => base32.replace(/(.{4})(?=.)/g, '$1 ');

export async function enrolmentOf(base32: string, accountName: string) {
  const uri = totpOf(base32, accountName).toString();
  const qrImage = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return {
    qrImage,
    manualKey: groupKey(base32),
    otpauthUri: uri,
    issuer: TOTP_ISSUER,
    accountName,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
  };
}
