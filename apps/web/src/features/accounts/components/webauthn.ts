import type { TPasskeyAssertion, TPasskeyCreationOptions, TPasskeyRegistrationCredential, TPasskeyRequestOptions } from '@portal/contract';

/**
 * The browser's side of passkeys, through SimpleWebAuthn (loaded only when a passkey is used). What went wrong is told
 * apart for the member: no WebAuthn in this browser, the member cancelled (or the prompt timed out), the
 * authenticator is registered already, or anything else.
 */
export type PasskeyProblem = 'unsupported' | 'cancelled' | 'exists' | 'failed';

export class PasskeyError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(problem);
  }
}

/** Whether this browser offers WebAuthn at all (a secure context: https, or http://localhost). */
export const supportsPasskeys = (): boolean =>
  typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';

/** What a failed ceremony means for the member (SimpleWebAuthn's WebAuthnError codes, or the DOMException names). */
export function problemOf(err: unknown): PasskeyProblem {
  const name = err instanceof Error ? err.name : '';
  const code = (err as { code?: string } | null)?.code ?? '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'exists';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return 'failed';
}

async function run<T>(ceremony: () => Promise<T>): Promise<T> {
  if (!supportsPasskeys()) throw new PasskeyError('unsupported');
  try {
    return await ceremony();
  } catch (err) {
    throw new PasskeyError(problemOf(err));
  }
}

/** navigator.credentials.create with the server's options: the answer to send to registerPasskey. */
export const createPasskey = (options: TPasskeyCreationOptions) =>
  run(async () => {
    const { startRegistration } = await import('@simplewebauthn/browser');
    return (await startRegistration({ optionsJSON: options as never })) as unknown as TPasskeyRegistrationCredential;
  });

/** navigator.credentials.get with the server's options: the assertion to send to passkeyLogin. */
export const getPasskeyAssertion = (options: TPasskeyRequestOptions) =>
  run(async () => {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return (await startAuthentication({ optionsJSON: options as never })) as unknown as TPasskeyAssertion;
  });
