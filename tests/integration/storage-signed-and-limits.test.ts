// Signed URLs (before and after expiry, tampered, for uploads) and the bucket limits (size, MIME).
import { describe, expect, it } from 'vitest';
import { ids } from '../support/personas.ts';
import { audio, useStorageWorld } from '../support/storage-world.ts';

const world = useStorageWorld();
const founder = () => world.personas.client('founder').storage.from('recordings');
const path = (file: string) => `${ids.founderStory}/${file}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Changes one character of the token in a signed URL (keeps it base64url). */
function tamper(url: string, part: 'claims' | 'signature'): string {
  const u = new URL(url);
  const [head, claims, signature] = u.searchParams.get('token')!.split('.');
  const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
  const token = part === 'claims' ? [head, flip(claims, 5), signature] : [head, claims, flip(signature, 3)];
  u.searchParams.set('token', token.join('.'));
  return u.toString();
}

describe('signed URLs', () => {
  it('serves the object without a key until it expires, then refuses', async () => {
    await founder().upload(path('signed.webm'), audio('signed bytes'));
    // Five seconds of validity leave room for a loaded machine; then wait until the token's own exp.
    const { data, error } = await founder().createSignedUrl(path('signed.webm'), 5);
    expect(error).toBeNull();
    const before = await fetch(data!.signedUrl);
    expect(before.status).toBe(200);
    expect(await before.text()).toBe('signed bytes');
    const claims = JSON.parse(
      Buffer.from(new URL(data!.signedUrl).searchParams.get('token')!.split('.')[1], 'base64url').toString(),
    ) as { exp: number };
    await sleep(Math.max(0, claims.exp * 1000 - Date.now()) + 1100);
    const after = await fetch(data!.signedUrl);
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' });
  });

  it('refuses a URL with one character changed, in the claims or the signature', async () => {
    const { data } = await founder().createSignedUrl(path('signed.webm'), 60);
    for (const part of ['claims', 'signature'] as const) {
      const res = await fetch(tamper(data!.signedUrl, part));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'InvalidJWT' });
    }
    // The same token on another object's path.
    const other = data!.signedUrl.replace('signed.webm', 'other.webm');
    expect((await fetch(other)).status).toBe(400);
  });

  it('signs many at once, with an error for what the caller cannot see', async () => {
    const { data, error } = await founder().createSignedUrls([path('signed.webm'), path('missing.webm')], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ error: null, path: path('signed.webm') });
    expect((await fetch(data![0].signedUrl!)).status).toBe(200);
    expect(data?.[1]).toMatchObject({ signedUrl: null, path: path('missing.webm') });
    expect(data?.[1].error).toBeTruthy();
  });

  it('adds a download disposition when asked', async () => {
    const { data } = await founder().createSignedUrl(path('signed.webm'), 60, { download: 'note.webm' });
    const res = await fetch(data!.signedUrl);
    expect(res.headers.get('content-disposition')).toContain('note.webm');
  });

  it('uploads once to a signed upload URL, as the user who asked for it', async () => {
    const { data, error } = await founder().createSignedUploadUrl(path('by-token.webm'));
    expect(error).toBeNull();
    // Anyone holding the URL can upload (that is its point), with no key of their own.
    const up = await world.standIn
      .anonClient()
      .storage.from('recordings')
      .uploadToSignedUrl(path('by-token.webm'), data!.token, audio('via token'));
    expect(up.error).toBeNull();
    expect(await (await founder().download(path('by-token.webm'))).data?.text()).toBe('via token');
    const { rows } = await world.standIn.db.query<{ owner_id: string }>(
      'select owner_id from storage.objects where name = $1',
      [path('by-token.webm')],
    );
    expect(rows[0].owner_id).toBe(ids.founder);
    const twice = await world.standIn
      .anonClient()
      .storage.from('recordings')
      .uploadToSignedUrl(path('by-token.webm'), data!.token, audio('again'));
    expect(twice.error).toMatchObject({ status: 409 });
    const other = await world.standIn
      .anonClient()
      .storage.from('recordings')
      .uploadToSignedUrl(path('elsewhere.webm'), data!.token, audio('x'));
    expect(other.error).toMatchObject({ status: 400 });
  });

  it('never takes a download token for an upload or an API key for either', async () => {
    const { data } = await founder().createSignedUploadUrl(path('mixed.webm'));
    const asDownload = await fetch(
      `${world.standIn.url}/storage/v1/object/sign/recordings/${path('mixed.webm')}?token=${data!.token}`,
    );
    expect(asDownload.status).toBe(400);
    const key = world.standIn.config.serviceRoleKey;
    const withKey = await fetch(
      `${world.standIn.url}/storage/v1/object/sign/recordings/${path('signed.webm')}?token=${key}`,
    );
    expect(withKey.status).toBe(400);
  });
});

describe('bucket limits', () => {
  it('refuses a file that is not audio in recordings, and keeps nothing', async () => {
    const { error } = await founder().upload(path('notes.txt'), new Blob(['text'], { type: 'text/plain' }));
    expect(error).toMatchObject({ status: 415, statusCode: '415' });
    expect((await founder().exists(path('notes.txt'))).data).toBe(false);
  });

  it('takes 25 MB in recordings and refuses a byte more, keeping nothing', async () => {
    const limit = 25 * 1024 * 1024;
    const exact = await founder().upload(path('exact.webm'), new Uint8Array(limit), { contentType: 'audio/webm' });
    expect(exact.error).toBeNull();
    const over = await founder().upload(
      path('over.webm'),
      new Blob([new Uint8Array(limit + 1)], { type: 'audio/webm' }),
    );
    expect(over.error).toMatchObject({ status: 413, message: 'The object exceeded the maximum allowed size' });
    expect((await founder().exists(path('over.webm'))).data).toBe(false);
    await founder().remove([path('exact.webm')]);
  });

  it('refuses an over-limit body sent without a length (streamed), keeping nothing', async () => {
    await world.standIn.db.query(
      `insert into storage.buckets (id, name, file_size_limit) values ('tiny', 'tiny', 1024) on conflict do nothing`,
    );
    const service = world.standIn.serviceClient().storage.from('tiny');
    const stream = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < size; sent += 256) controller.enqueue(new Uint8Array(Math.min(256, size - sent)));
          controller.close();
        },
      });
    expect(
      (await service.upload('ok.bin', stream(1024), { contentType: 'application/octet-stream' })).error,
    ).toBeNull();
    const over = await service.upload('over.bin', stream(4096), { contentType: 'application/octet-stream' });
    expect(over.error).toMatchObject({ status: 413 });
    expect((await service.exists('over.bin')).data).toBe(false);
  });
});
