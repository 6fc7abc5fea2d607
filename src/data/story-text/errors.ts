// The ways a keystroke's write can be refused, in one place: a signed-out device, a story that
// is not on this device, text over a limit (a ZodError), and a device out of storage space.
// The worker sends them to the page as an ErrorKind (worker-protocol.ts), and the page turns
// them back into these same errors, so the queue tells them apart the same way on both sides.
import { ZodError, type ZodIssue } from 'zod';
import { RowNotFoundError } from '../mirror/row-writes';
import { SignedOutError } from '../mirror/signed-out-error';

export { RowNotFoundError, SignedOutError };

// Storage full: the browser refused a localStorage or IndexedDB write. The text is not lost (it
// stays in the writer's memory and on screen), but the user must be told plainly, and offered
// what frees space.

export const STORAGE_FULL_MESSAGE =
  'This device is out of storage space, so your latest text is not saved on it yet. It stays here on screen: keep this tab open, free some space, and it is saved at once.';

/** A QuotaExceededError from localStorage or IndexedDB (Dexie keeps the name, or wraps it). */
export function isQuotaError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    e = (e as { inner?: unknown }).inner;
  }
  return false;
}

/** A refusal that retrying will not heal: the text waits (journal, screen) for the user. */
export function isPermanentRefusal(error: unknown): boolean {
  return error instanceof SignedOutError || error instanceof RowNotFoundError || error instanceof ZodError;
}

export type ErrorKind = 'signed-out' | 'not-found' | 'invalid' | 'quota' | 'failed';

export interface EncodedError {
  kind: ErrorKind;
  message: string;
  issues: { message: string; path: PropertyKey[] }[];
}

/** An error as it crosses from the worker to the page (structured clone keeps no classes). */
export function encodeError(error: unknown): EncodedError {
  const kind: ErrorKind =
    error instanceof SignedOutError
      ? 'signed-out'
      : error instanceof RowNotFoundError
        ? 'not-found'
        : error instanceof ZodError
          ? 'invalid'
          : isQuotaError(error)
            ? 'quota'
            : 'failed';
  return {
    kind,
    message: error instanceof Error ? error.message : String(error),
    issues: error instanceof ZodError ? error.issues.map((i) => ({ message: i.message, path: i.path })) : [],
  };
}

/** The same error again, on the page. */
export function decodeError(encoded: EncodedError): Error {
  switch (encoded.kind) {
    case 'signed-out':
      return new SignedOutError();
    case 'not-found':
      return Object.assign(new RowNotFoundError('The story'), { message: encoded.message });
    case 'invalid':
      return new ZodError(encoded.issues as ZodIssue[]);
    case 'quota':
      return Object.assign(new Error(encoded.message), { name: 'QuotaExceededError' });
    case 'failed':
      return new Error(encoded.message);
  }
}
