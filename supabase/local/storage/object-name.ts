// Bucket ids and object names from request paths and bodies, checked as hosted Storage checks
// them: no empty name, no "." or ".." segment, no control characters, at most 1,024 bytes.
import { invalidRequest } from './storage-error.ts';

export interface ObjectRef {
  bucket: string;
  name: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/g;

export function checkName(name: string): string {
  const segments = name.split('/');
  if (
    name === '' ||
    Buffer.byteLength(name) > 1024 ||
    name.match(CONTROL) !== null ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw invalidRequest(`Invalid key: ${name.replace(CONTROL, '')}`);
  }
  return name;
}

/** decodeURIComponent that answers 400 for malformed percent-encoding (hosted Storage does too). */
export function decodePath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidRequest('The path is not valid URL encoding');
  }
}

/** "bucket/a/b.txt" (still URL-encoded) as a bucket id and a checked object name. */
export function parseObjectPath(rest: string): ObjectRef {
  const [bucket, ...segments] = rest.split('/').map(decodePath);
  if (!bucket) throw invalidRequest('The path names no bucket');
  return { bucket, name: checkName(segments.join('/')) };
}

export const fullPath = (ref: ObjectRef) => `${ref.bucket}/${ref.name}`;
