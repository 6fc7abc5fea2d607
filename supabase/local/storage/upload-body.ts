// The bytes of an upload as a stream, whichever way storage-js sent them: a raw body (Buffer,
// ArrayBuffer, stream; type in content-type) or multipart form data (a Blob or File: the file part
// carries the type). Nothing is buffered whole, so memory stays bounded for any size.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { invalidRequest } from './storage-error.ts';

export interface UploadBody {
  bytes: Readable;
  contentType: string;
  cacheControl: string | null;
  /** Called when the upload is refused before its bytes were read, to stop the request. */
  discard(): void;
}

const DEFAULT_TYPE = 'text/plain;charset=UTF-8';

function requestStream(request: Request): Readable {
  if (!request.body) return Readable.from([]);
  return Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
}

function cacheControlOf(value: string | null): string | null {
  if (!value) return null;
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

export async function readUploadBody(request: Request): Promise<UploadBody> {
  const type = request.headers.get('content-type') ?? DEFAULT_TYPE;
  const source = requestStream(request);
  if (!/^multipart\/form-data/i.test(type)) {
    return {
      bytes: source,
      contentType: type,
      cacheControl: request.headers.get('cache-control'),
      discard: () => source.destroy(),
    };
  }
  return new Promise<UploadBody>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': type }, limits: { files: 1, fields: 10, fieldSize: 64 * 1024 } });
    } catch {
      reject(invalidRequest('The multipart body could not be read'));
      return;
    }
    let cacheControl: string | null = null;
    let found = false;
    parser.on('field', (name, value) => {
      if (name === 'cacheControl') cacheControl = cacheControlOf(value);
    });
    parser.on('file', (_name, stream, info) => {
      if (found) {
        stream.resume();
        return;
      }
      found = true;
      resolve({
        bytes: stream,
        contentType: info.mimeType || 'application/octet-stream',
        cacheControl,
        discard: () => {
          stream.resume();
          source.destroy();
        },
      });
    });
    parser.on('error', () => reject(invalidRequest('The multipart body could not be read')));
    parser.on('close', () => {
      if (!found) reject(invalidRequest('The multipart body has no file'));
    });
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
  });
}
