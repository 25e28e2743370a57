import { describe, expect, it } from 'vitest';
import { createPasskey, PasskeyError, problemOf } from './webauthn';

const named = (name: string, code?: string) => Object.assign(new Error(name), { name, ...(code ? { code } : {}) });

describe('what a failed passkey ceremony means for the member', () => {
  it('tells a cancelled or timed-out prompt, an authenticator registered already, and anything else apart', () => {
    expect(problemOf(named('NotAllowedError'))).toBe('cancelled');
    expect(problemOf(named('AbortError'))).toBe('cancelled');
    expect(problemOf(named('Error', 'ERROR_CEREMONY_ABORTED'))).toBe('cancelled');
    expect(problemOf(named('InvalidStateError'))).toBe('exists');
    expect(problemOf(named('Error', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe('exists');
    expect(problemOf(named('SecurityError'))).toBe('failed');
    expect(problemOf('nonsense')).toBe('failed');
  });

  it('says "unsupported" before asking a browser without WebAuthn', async () => {
    const error = await createPasskey({} as never).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(PasskeyError);
    expect((error as PasskeyError).problem).toBe('unsupported');
  });
});
