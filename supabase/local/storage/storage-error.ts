// Errors in the shape storage-js reads: `{ statusCode, error, message }` (it reports `message`
// and takes `statusCode` as the error's code).
export class StorageApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toResponse(): Response {
    return storageError(this.status, this.error, this.message);
  }
}

export function storageError(status: number, error: string, message: string): Response {
  return Response.json({ statusCode: String(status), error, message }, { status });
}

export const notFound = () => new StorageApiError(404, 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageApiError(404, 'Bucket not found', 'Bucket not found');
export const invalidRequest = (message: string) => new StorageApiError(400, 'InvalidRequest', message);
export const denied = () => new StorageApiError(403, 'Unauthorized', 'new row violates row-level security policy');
