// What a bucket takes and how an object goes back out. Storage is served from the app's own
// origin here, so an object a browser would run (HTML, SVG, XML, script) must never render as a
// page of that origin: buckets refuse such types on the way in (allowed_mime_types, as hosted
// Storage does), and every object goes out with nosniff, a sandboxing CSP, and as a download
// unless its type is one a browser only displays.
import type { BucketRow } from './objects-sql.ts';
import { StorageApiError } from './storage-error.ts';

const TOKEN = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

/** The type without parameters, lowercased ("Text/Plain; charset=x" → "text/plain"); null if not a MIME type. */
export function mimeEssence(contentType: string): string | null {
  const essence = contentType.split(';')[0].trim().toLowerCase();
  return TOKEN.test(essence) ? essence : null;
}

/** A bucket's allowed_mime_types ("audio/*" style wildcards); none set allows any type. */
export function mimeAllowed(bucket: Pick<BucketRow, 'allowed_mime_types'>, contentType: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  const type = mimeEssence(contentType);
  if (!type) return false;
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : type === p;
  });
}

/** Hosted Storage's answer to a type the bucket does not take. */
export function checkMimeType(bucket: Pick<BucketRow, 'allowed_mime_types'>, contentType: string): void {
  if (!mimeAllowed(bucket, contentType)) {
    throw new StorageApiError(415, 'invalid_mime_type', `mime type ${contentType} is not supported`);
  }
}

/**
 * Types a browser shows without running anything. Not PDF: Chromium refuses to render a PDF under
 * a sandboxing CSP, so a PDF goes out as a download (which is what the app offers anyway).
 */
const INLINE_TYPES = new Set(['text/plain', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);
const inlineType = (type: string) => INLINE_TYPES.has(type) || /^(audio|video)\//.test(type);

/** Names a browser or a desktop would treat as a page or a program once saved, whatever the type says. */
const ACTIVE_EXTENSION = /\.(html?|xht(ml)?|shtml|svgz?|xml|xsl[t]?|m?js|hta|swf|php|aspx?|jsp|vbs|ps1|bat|cmd|exe)$/i;

/** Every object response sends this: nothing in it runs, loads or keeps the origin. */
export const OBJECT_CSP = "default-src 'none'; sandbox";

/**
 * The headers that decide how a browser treats an object: its type (an unreadable one is sent as
 * bytes), nosniff, the sandboxing CSP, and `attachment` for anything outside the inline types or
 * with an active extension (`download` asks for an attachment under that name).
 */
export function servedObjectHeaders(
  storedType: string | undefined,
  name: string,
  download: string | null,
): Record<string, string> {
  const essence = mimeEssence(storedType ?? '');
  const fileName = name.split('/').pop() || 'download';
  const headers: Record<string, string> = {
    'content-type': essence ? (storedType ?? essence) : 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'content-security-policy': OBJECT_CSP,
  };
  const safe = essence !== null && inlineType(essence) && !ACTIVE_EXTENSION.test(fileName);
  if (download !== null || !safe) {
    headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(download || fileName)}`;
  }
  return headers;
}
