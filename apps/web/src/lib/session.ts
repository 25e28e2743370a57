import { secondsToExpiry } from './tokens';

/** Logged in: the access token exists and has not expired (the accounts area adds my-information). */
export function isLoggedIn(): boolean {
  const left = secondsToExpiry();
  return left !== null && left > 0;
}
