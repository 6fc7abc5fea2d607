// How an object goes back out (supabase/local/storage/object-types.ts): nosniff and the sandbox
// always; inline only for a type a browser merely displays under a name with no active extension.
import { describe, expect, it } from 'vitest';
import { mimeAllowed, mimeEssence, servedObjectHeaders } from '../../../../supabase/local/storage/object-types.ts';

describe('servedObjectHeaders', () => {
  it('sends displayable types inline, with nosniff and the sandbox', () => {
    for (const [type, name] of [
      ['text/plain;charset=UTF-8', 's/notes.txt'],
      ['audio/webm', 's/note.webm'],
      ['image/png', 'guides/cover.png'],
    ]) {
      expect(servedObjectHeaders(type, name, null), type).toEqual({
        'content-type': type,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    }
  });

  it('sends active or unknown types, and active names, as attachments', () => {
    const disposition = (type: string | undefined, name: string) =>
      servedObjectHeaders(type, name, null)['content-disposition'];
    expect(disposition('text/html', 's/page')).toBe(`attachment; filename*=UTF-8''page`);
    expect(disposition('image/svg+xml', 's/a.png')).toMatch(/^attachment/);
    expect(disposition('application/pdf', 'g/w.pdf')).toMatch(/^attachment/);
    expect(disposition('text/plain', 's/report.HTML')).toBe(`attachment; filename*=UTF-8''report.HTML`);
    expect(disposition('image/png', 's/x.svg')).toMatch(/^attachment/);
    expect(disposition(undefined, 's/x')).toMatch(/^attachment/);
  });

  it('sends a type that does not parse as bytes', () => {
    for (const type of ['text/plain, text/html', 'html', '', 'text/plain x']) {
      const headers = servedObjectHeaders(type, 's/x.txt', null);
      expect(headers['content-type'], type).toBe('application/octet-stream');
      expect(headers['content-disposition'], type).toMatch(/^attachment/);
    }
  });

  it('names the download as asked', () => {
    expect(servedObjectHeaders('audio/webm', 's/n.webm', 'my note.webm')['content-disposition']).toBe(
      `attachment; filename*=UTF-8''my%20note.webm`,
    );
  });
});

describe('mimeAllowed', () => {
  const bucket = { allowed_mime_types: ['audio/*', 'text/plain'] };
  it('matches the type without parameters, case-insensitively, wildcards by prefix', () => {
    expect(mimeEssence(' Text/Plain ; charset=utf-8')).toBe('text/plain');
    expect(mimeAllowed(bucket, 'TEXT/PLAIN;charset=UTF-8')).toBe(true);
    expect(mimeAllowed(bucket, 'audio/webm;codecs=opus')).toBe(true);
    expect(mimeAllowed(bucket, 'text/html')).toBe(false);
    expect(mimeAllowed(bucket, 'audio')).toBe(false);
    expect(mimeAllowed(bucket, 'text/plain, text/html')).toBe(false);
    expect(mimeAllowed({ allowed_mime_types: null }, 'text/html')).toBe(true);
  });
});
