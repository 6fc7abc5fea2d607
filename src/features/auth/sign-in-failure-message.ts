const SIGN_IN_FAILED = 'Failed to sign in. Please check your credentials.';

/**
 * The spec's message for a failed sign-in, except when the server refuses for too many attempts:
 * then its own reason, which says when to try again ("Too many sign-in attempts. Please try
 * again in 5 minutes."), since "check your credentials" would send the user into a longer lock.
 */
export function signInFailureMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return SIGN_IN_FAILED;
  const status = 'status' in error ? error.status : undefined;
  const message = 'message' in error ? error.message : undefined;
  return status === 429 && typeof message === 'string' && message.trim() !== '' ? message : SIGN_IN_FAILED;
}
