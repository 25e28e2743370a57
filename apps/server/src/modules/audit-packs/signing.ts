import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TAuditPackKey } from '@portal/contract';

/**
 * The portal's signing key of audit packs (decision 081): Ed25519 (node:crypto). The private key is read from the file
 * AUDIT_PACK_KEY_FILE names when set (a PKCS#8 PEM the operator keeps, e.g. mounted from a secret store), else it is
 * generated once into DATA_DIR/keys/audit-pack-ed25519.pem (mode 0600, never in the repository or a log) and kept. A
 * rotation: put the old key's public half (`openssl pkey -in old.pem -pubout`) into DATA_DIR/keys/audit-pack-retired/
 * as `<anything>.pem`, then replace the private key; the key call publishes the current key and every retired one, so
 * packs signed before keep verifying.
 */
export interface PackKey {
  keyId: string;
  publicKey: KeyObject;
  current: boolean;
}

export interface PackSigner extends PackKey {
  sign(bytes: Buffer): Buffer;
}

export const KEY_FILE_NAME = 'audit-pack-ed25519.pem';
export const RETIRED_DIR_NAME = 'audit-pack-retired';

/** A key's id: "ed25519-" and the first 16 hex digits of the SHA-256 of its public key (SPKI, DER). */
export const keyIdOf = (publicKey: KeyObject): string =>
  `ed25519-${createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16)}`;

export interface KeyPlace {
  dataDir: string;
  auditPackKeyFile?: string;
}

const keysDir = (place: KeyPlace) => path.join(place.dataDir, 'keys');

/** The private key: the configured file's, else the one generated once under the data directory. */
function loadPrivateKey(place: KeyPlace): KeyObject {
  if (place.auditPackKeyFile) return createPrivateKey(readFileSync(place.auditPackKeyFile, 'utf8'));
  const file = path.join(keysDir(place), KEY_FILE_NAME);
  if (!existsSync(file)) {
    mkdirSync(keysDir(place), { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('ed25519');
    try {
      // wx: two processes starting together keep the first one's key.
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const key = createPrivateKey(readFileSync(file, 'utf8'));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${file} is not an Ed25519 key`);
  return key;
}

const signers = new Map<string, PackSigner>();

/** The signer of this data directory (made once per process). */
export function packSigner(place: KeyPlace): PackSigner {
  const cacheKey = `${place.dataDir}\0${place.auditPackKeyFile ?? ''}`;
  let signer = signers.get(cacheKey);
  if (!signer) {
    const privateKey = loadPrivateKey(place);
    const publicKey = createPublicKey(privateKey);
    signer = { keyId: keyIdOf(publicKey), publicKey, current: true, sign: (bytes) => sign(null, bytes, privateKey) };
    signers.set(cacheKey, signer);
  }
  return signer;
}

/** The public keys retired by a rotation (PEM files in DATA_DIR/keys/audit-pack-retired). */
export function retiredKeys(place: KeyPlace): PackKey[] {
  const dir = path.join(keysDir(place), RETIRED_DIR_NAME);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.pem'));
  } catch {
    return [];
  }
  return names.sort().flatMap((n) => {
    try {
      const publicKey = createPublicKey(readFileSync(path.join(dir, n), 'utf8'));
      return publicKey.asymmetricKeyType === 'ed25519' ? [{ keyId: keyIdOf(publicKey), publicKey, current: false }] : [];
    } catch {
      return [];
    }
  });
}

/** Every key a pack of this portal may be signed with: the current one first. */
export function portalKeys(place: KeyPlace): PackKey[] {
  const current = packSigner(place);
  return [
    { keyId: current.keyId, publicKey: current.publicKey, current: true },
    ...retiredKeys(place).filter((k) => k.keyId !== current.keyId),
  ];
}

/** A key as the key call publishes it. */
export function publishedKey(key: PackKey): TAuditPackKey {
  const jwk = key.publicKey.export({ format: 'jwk' }) as { x: string };
  return {
    keyId: key.keyId,
    algorithm: 'Ed25519',
    current: key.current,
    publicKeyPem: key.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    jwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid: key.keyId, use: 'sig', alg: 'EdDSA' },
  };
}

/** Public keys from PEM or JWK text (the script's --key files, the key call's answer). */
export function keysFromPublished(published: readonly Pick<TAuditPackKey, 'publicKeyPem'>[]): PackKey[] {
  return published.map((p) => {
    const publicKey = createPublicKey(p.publicKeyPem);
    return { keyId: keyIdOf(publicKey), publicKey, current: false };
  });
}
