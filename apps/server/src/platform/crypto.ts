import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

/** A random opaque token (refresh tokens, mail links, challenges): 32 bytes, base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const newId = () => randomUUID();

/** Tokens are stored as SHA-256 hashes: a database leak yields no usable token. Bytes too (a generated PDF's digest). */
export const sha256Hex = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');

/** Keys derived from ENCRYPTION_KEY for separate purposes. */
function derive(encryptionKeyHex: string, purpose: string): Buffer {
  return createHmac('sha256', Buffer.from(encryptionKeyHex, 'hex')).update(purpose).digest();
}

/**
 * HMAC of a normalized address (unknown-address attempts, throttles, withdrawn e-mails): the table
 * never holds the address itself, and the same address always gives the same key.
 */
export function addressKey(encryptionKeyHex: string, normalizedAddress: string): string {
  return createHmac('sha256', derive(encryptionKeyHex, 'address-key')).update(normalizedAddress).digest('hex');
}

/** An HMAC-SHA256 (hex) under a key derived from ENCRYPTION_KEY for one purpose. */
export function hmacHex(encryptionKeyHex: string, purpose: string, value: string): string {
  return createHmac('sha256', derive(encryptionKeyHex, purpose)).update(value).digest('hex');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** AES-256-GCM for secrets that must be read back (TOTP keys). Format: v1.<iv>.<tag>.<ciphertext>, base64url. */
export function encryptSecret(encryptionKeyHex: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(encryptionKeyHex, 'secret-encryption'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function decryptSecret(encryptionKeyHex: string, stored: string): string {
  const [v, iv, tag, body] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || !body) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', derive(encryptionKeyHex, 'secret-encryption'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Letters and digits without look-alikes (0/O, 1/l/I). */
const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/**
 * A temporary password: four groups of four ("k7Qm-2Xp9-Rt4z-Wn8c", about 93 bits). It is 19
 * characters long, longer than any password a member may choose (16), so a sign-in can tell which
 * of the two hashes to verify without trying both (one argon2 verification per attempt, whatever the state).
 */
export function generateTemporaryPassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let s = '';
    for (let i = 0; i < 4; i++) s += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
    groups.push(s);
  }
  return groups.join('-');
}
export const TEMP_PASSWORD_PATTERN = /^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/;
export const looksLikeTemporaryPassword = (value: string) => TEMP_PASSWORD_PATTERN.test(value);

/** The seed stores demo TOTP keys as "plain.<base32>" (it has no encryption key); the module encrypts them at start. */
export const PLAIN_SECRET_PREFIX = 'plain.';
