// Issue 26 item 1: no script runs from an upload. Storage is served from the app's own origin, so
// each bucket takes only its types (HTML and SVG are refused as hosted Storage refuses them), and
// every object goes out with nosniff, a sandboxing CSP, and as an attachment unless a browser
// would only display it. Over real HTTP with supabase-js and raw fetch.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../../src/domain/document-types.ts';
import { ids } from '../support/personas.ts';
import { audio, useStorageWorld } from '../support/storage-world.ts';

const world = useStorageWorld();
const story = ids.founderStory;
const SCRIPT = '<script>fetch("/rest/v1/profiles").then((r) => r.text()).then(alert)</script>';
const SVG = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>`;

const storage = (path: string) => `${world.standIn.url}/storage/v1/${path}`;
const asFounder = (init: RequestInit & { headers?: Record<string, string> } = {}) => ({
  ...init,
  headers: { authorization: `Bearer ${world.personas.tokens.founder}`, ...init.headers },
});
const documents = () => world.personas.client('founder').storage.from('documents');

/** What the browser is told about an object it fetched. */
function served(response: Response) {
  return {
    type: response.headers.get('content-type'),
    nosniff: response.headers.get('x-content-type-options'),
    csp: response.headers.get('content-security-policy'),
    disposition: response.headers.get('content-disposition'),
  };
}

describe('the attack: an HTML or SVG page stored in documents and opened from a signed URL', () => {
  it.each([
    ['text/html', 'report.html', SCRIPT],
    ['image/svg+xml', 'logo.svg', SVG],
    ['text/html; charset=utf-8', 'report2.html', SCRIPT],
    ['TEXT/HTML', 'report3.html', SCRIPT],
    ['application/xhtml+xml', 'page.xhtml', SCRIPT],
    ['text/xml', 'data.xml', SVG],
    ['text/javascript', 'x.js', 'alert(1)'],
  ])('refuses %s on upload, as hosted Storage does', async (type, file, body) => {
    const res = await fetch(
      storage(`object/documents/${story}/${file}`),
      asFounder({ method: 'POST', headers: { 'content-type': type }, body }),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      statusCode: '415',
      error: 'invalid_mime_type',
      message: `mime type ${type} is not supported`,
    });
    const sign = await fetch(
      storage(`object/sign/documents/${story}/${file}`),
      asFounder({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"expiresIn":31536000}' }),
    );
    expect(sign.status).toBe(404);
  });

  it('refuses them from supabase-js (multipart), with upsert and through a signed upload URL', async () => {
    const page = new Blob([SCRIPT], { type: 'text/html' });
    expect((await documents().upload(`${story}/a.html`, page)).error).toMatchObject({
      status: 415,
      message: 'mime type text/html is not supported',
    });
    expect((await documents().upload(`${story}/b.html`, page, { upsert: true })).error).toMatchObject({ status: 415 });
    const image = new Blob([SVG], { type: 'image/svg+xml' });
    expect((await documents().upload(`${story}/c.svg`, image, { contentType: 'image/svg+xml' })).error).toMatchObject({
      status: 415,
    });
    const { data } = await documents().createSignedUploadUrl(`${story}/d.html`);
    const viaToken = await world.standIn
      .anonClient()
      .storage.from('documents')
      .uploadToSignedUrl(`${story}/d.html`, data!.token, page);
    expect(viaToken.error).toMatchObject({ status: 415 });
    const { rows } = await world.standIn.db.query<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'documents' and name ~ '\\.(html|svg)$'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('serves an .html name uploaded as text/plain as text, not sniffed, sandboxed and as a download', async () => {
    const up = await fetch(
      storage(`object/documents/${story}/lying.html`),
      asFounder({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: SCRIPT }),
    );
    expect(up.status).toBe(200);
    const { data } = await documents().createSignedUrl(`${story}/lying.html`, 31536000);
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(served(res)).toEqual({
      type: 'text/plain',
      nosniff: 'nosniff',
      csp: expect.stringMatching(/(^|;\s*)sandbox(;|$)/) as string,
      disposition: `attachment; filename*=UTF-8''lying.html`,
    });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toBe(SCRIPT);
  });
});

describe('every object response carries nosniff and the sandbox', () => {
  it('serves plain text inline, and so at every URL an object has (authenticated, signed, HEAD)', async () => {
    expect(
      (await documents().upload(`${story}/notes.txt`, new Blob(['hello'], { type: 'text/plain' }))).error,
    ).toBeNull();
    const { data } = await documents().createSignedUrl(`${story}/notes.txt`, 60);
    const responses = [
      await fetch(data!.signedUrl),
      await fetch(storage(`object/documents/${story}/notes.txt`), asFounder()),
      await fetch(storage(`object/authenticated/documents/${story}/notes.txt`), asFounder()),
      await fetch(storage(`object/documents/${story}/notes.txt`), asFounder({ method: 'HEAD' })),
    ];
    for (const res of responses) {
      expect(res.status).toBe(200);
      expect(served(res)).toEqual({
        type: 'text/plain',
        nosniff: 'nosniff',
        csp: "default-src 'none'; sandbox",
        disposition: null,
      });
    }
  });

  it('plays a voice note inline, and sends a PDF from the public URL as a download', async () => {
    const recordings = world.personas.client('founder').storage.from('recordings');
    expect((await recordings.upload(`${story}/note.webm`, audio('opus'))).error).toBeNull();
    const { data } = await recordings.createSignedUrl(`${story}/note.webm`, 60);
    const note = await fetch(data!.signedUrl);
    expect(served(note)).toMatchObject({ type: 'audio/webm', nosniff: 'nosniff', disposition: null });
    expect(note.headers.get('content-security-policy')).toContain('sandbox');

    const resources = world.personas.client('admin').storage.from('resources');
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    expect((await resources.upload('guides/types.pdf', pdf, { upsert: true })).error).toBeNull();
    const res = await fetch(resources.getPublicUrl('guides/types.pdf').data.publicUrl);
    expect(served(res)).toMatchObject({
      type: 'application/pdf',
      nosniff: 'nosniff',
      disposition: `attachment; filename*=UTF-8''types.pdf`,
    });
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('sends a page stored before the buckets had types as a sandboxed download', async () => {
    const db = world.standIn.db;
    const before = await db.query<{ allowed_mime_types: string[] }>(
      `select allowed_mime_types from storage.buckets where id = 'documents'`,
    );
    await db.query(`update storage.buckets set allowed_mime_types = null where id = 'documents'`);
    try {
      const page = new Blob([SCRIPT], { type: 'text/html' });
      expect((await documents().upload(`${story}/old.html`, page)).error).toBeNull();
      expect((await documents().upload(`${story}/old-page`, page)).error).toBeNull();
    } finally {
      await db.query(`update storage.buckets set allowed_mime_types = $1 where id = 'documents'`, [
        before.rows[0].allowed_mime_types,
      ]);
    }
    for (const name of ['old.html', 'old-page']) {
      const { data } = await documents().createSignedUrl(`${story}/${name}`, 60);
      const res = await fetch(data!.signedUrl);
      expect(served(res), name).toEqual({
        type: 'text/html',
        nosniff: 'nosniff',
        csp: "default-src 'none'; sandbox",
        disposition: `attachment; filename*=UTF-8''${name}`,
      });
    }
    // Nor can it be moved anywhere now that documents no longer takes pages.
    const moved = await documents().move(`${story}/old.html`, `${story}/renamed.html`);
    expect(moved.error).toMatchObject({ status: 415, message: 'mime type text/html is not supported' });
  });
});

describe('each bucket takes the types it is for', () => {
  it('sets them in storage.buckets, as the migration does on hosted', async () => {
    const { data } = await world.standIn.serviceClient().storage.listBuckets();
    const types = Object.fromEntries((data ?? []).map((b) => [b.id, b.allowed_mime_types]));
    expect(types.recordings).toEqual(['audio/*']);
    expect(types.documents).toEqual([...DOCUMENT_TYPES]);
    expect(types.resources).not.toContain('image/svg+xml');
  });

  it('documents takes every type the app keeps an original under, and refuses audio', async () => {
    for (const type of DOCUMENT_TYPES) {
      const { error } = await documents().upload(`${story}/types/${type.replace('/', '_')}`, new Blob(['x'], { type }));
      expect(error, type).toBeNull();
    }
    expect((await documents().upload(`${story}/voice.webm`, audio())).error).toMatchObject({ status: 415 });
  });

  it('recordings takes audio only; a recording cannot be moved into documents', async () => {
    const recordings = world.personas.client('founder').storage.from('recordings');
    for (const type of ['audio/webm', 'audio/mp4', 'audio/ogg']) {
      expect(
        (await recordings.upload(`${story}/r.${type.replace('/', '_')}`, new Blob(['x'], { type }))).error,
        type,
      ).toBeNull();
    }
    for (const type of ['text/plain', 'text/html', 'video/webm', 'application/octet-stream']) {
      const { error } = await recordings.upload(`${story}/r.bad`, new Blob(['x'], { type }));
      expect(error, type).toMatchObject({ status: 415 });
    }
    await recordings.upload(`${story}/move.webm`, audio());
    const across = await recordings.move(`${story}/move.webm`, `${story}/move.webm`, {
      destinationBucket: 'documents',
    });
    expect(across.error).toMatchObject({ status: 415, message: 'mime type audio/webm is not supported' });
    expect((await recordings.exists(`${story}/move.webm`)).data).toBe(true);
  });

  it('resources takes PDFs and raster images from an admin, never SVG or HTML', async () => {
    const resources = world.personas.client('admin').storage.from('resources');
    for (const type of ['application/pdf', 'image/png', 'image/jpeg', 'image/webp']) {
      expect((await resources.upload(`types/ok.${type}`, new Blob(['x'], { type }))).error, type).toBeNull();
    }
    for (const type of ['image/svg+xml', 'text/html', 'text/plain']) {
      const { error } = await resources.upload(`types/bad`, new Blob(['x'], { type }));
      expect(error, type).toMatchObject({ status: 415 });
    }
  });
});
