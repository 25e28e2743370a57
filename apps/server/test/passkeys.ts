import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { TPasskeyAssertion, TPasskeyCreationOptions, TPasskeyRegistrationCredential, TPasskeyRequestOptions } from '@portal/contract';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the passkeys' API tests: an ES256 key made with node's crypto, and the WebAuthn
 * objects a browser would send built by hand — a `none` attestation (authenticator data with the attested credential
 * and its COSE key), clientDataJSON, and assertions signed over authenticatorData ‖ SHA-256(clientDataJSON). Tests may
 * change the origin, the RP ID, the challenge or the signature counter to make the answers a real attacker would.
 */
const b64 = (v: Uint8Array | Buffer) => Buffer.from(v).toString('base64url');
type CBORType = Parameters<typeof isoCBOR.encode>[0];
const sha256 = (v: Uint8Array | string) => createHash('sha256').update(v).digest();

export interface SoftAuthenticatorOptions {
  /** The origin the "browser" reports (default: the portal's). */
  origin?: string;
  /** The RP ID whose hash goes into the authenticator data (default: the options'). */
  rpId?: string;
  challenge?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  /** The signature counter; each assertion increments it first (set it to replay an old value). */
  counter = 0;

  constructor(readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The answer to creation options (navigator.credentials.create), with a `none` attestation. */
  register(options: TPasskeyCreationOptions, opts: SoftAuthenticatorOptions = {}): TPasskeyRegistrationCredential {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.cosePublicKey)]);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = this.authData(opts.rpId ?? options.rp.id!, 0x45, this.counter, attested);
    const attestation: CBORType = new Map<string, CBORType>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, CBORType>()],
      ['authData', new Uint8Array(authData)],
    ]);
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', opts.challenge ?? options.challenge, opts.origin ?? this.origin)),
        attestationObject: b64(attestationObject),
        transports: ['usb'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to request options (navigator.credentials.get), signed with this key; the counter rises by one first. */
  assert(options: TPasskeyRequestOptions, opts: SoftAuthenticatorOptions & { counter?: number } = {}): TPasskeyAssertion {
    this.counter = opts.counter ?? this.counter + 1;
    const authData = this.authData(opts.rpId ?? options.rpId!, 0x05, this.counter);
    const clientDataJSON = this.clientData('webauthn.get', opts.challenge ?? options.challenge, opts.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature) },
      clientExtensionResults: {},
    };
  }
}
