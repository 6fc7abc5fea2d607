// Storage contract: every call storage-js makes, with supabase-js over real HTTP, errors included.
import { describe, expect, it } from 'vitest';
import { createHttpRemote } from '../../src/sync/remote.ts';
import { ids } from '../support/personas.ts';
import { audio, useStorageWorld } from '../support/storage-world.ts';

const world = useStorageWorld();
const founder = () => world.personas.client('founder').storage.from('recordings');
const path = (file: string) => `${ids.founderStory}/${file}`;

describe('upload and download', () => {
  it('uploads a Blob (multipart) and downloads the same bytes and type', async () => {
    const { data, error } = await founder().upload(path('a.webm'), audio('hello'));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: path('a.webm'), fullPath: `recordings/${path('a.webm')}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const download = await founder().download(path('a.webm'));
    expect(download.error).toBeNull();
    expect(await download.data?.text()).toBe('hello');
    expect(download.data?.type).toBe('audio/webm');
  });

  it('uploads a raw body with its content type', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const { error } = await founder().upload(path('raw.ogg'), bytes, { contentType: 'audio/ogg' });
    expect(error).toBeNull();
    const { data } = await founder().download(path('raw.ogg'));
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(bytes);
    expect(data?.type).toBe('audio/ogg');
  });

  it('refuses a second upload to the same path without upsert, and replaces with it', async () => {
    await founder().upload(path('same.webm'), audio('one'));
    const again = await founder().upload(path('same.webm'), audio('two'));
    expect(again.error).toMatchObject({ status: 409, statusCode: '409', message: 'The resource already exists' });
    expect(await (await founder().download(path('same.webm'))).data?.text()).toBe('one');
    const upsert = await founder().upload(path('same.webm'), audio('three'), { upsert: true });
    expect(upsert.error).toBeNull();
    expect(await (await founder().download(path('same.webm'))).data?.text()).toBe('three');
    const update = await founder().update(path('same.webm'), audio('four'));
    expect(update.error).toBeNull();
    expect(await (await founder().download(path('same.webm'))).data?.text()).toBe('four');
  });

  it('answers a missing object, a missing bucket and a bad key as storage-js reads them', async () => {
    const missing = await founder().download(path('nothing.webm'));
    expect(missing.error).toMatchObject({ status: 404, message: 'Object not found' });
    const noBucket = await world.personas.client('founder').storage.from('nope').upload('x/y.txt', 'hi');
    expect(noBucket.error).toMatchObject({ status: 404, message: 'Bucket not found' });
    // A control character in a key (fetch would resolve a ".." segment before it left).
    const badKey = await fetch(`${world.standIn.url}/storage/v1/object/recordings/${ids.founderStory}/a%00b.webm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${world.personas.tokens.founder}`, 'content-type': 'audio/webm' },
      body: 'x',
    });
    expect(badKey.status).toBe(400);
    expect(await badKey.json()).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
  });

  it('reports info and existence', async () => {
    await founder().upload(path('info.webm'), audio('12345'));
    const info = await founder().info(path('info.webm'));
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ size: 5, contentType: 'audio/webm' });
    expect((await founder().exists(path('info.webm'))).data).toBe(true);
    expect((await founder().exists(path('none.webm'))).data).toBe(false);
  });

  it('refuses a request with no key or a forged token', async () => {
    const res = await fetch(`${world.standIn.url}/storage/v1/object/recordings/${path('a.webm')}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ statusCode: '401' });
    const forged = await world.personas.client('forged').storage.from('recordings').download(path('a.webm'));
    expect(forged.error).toMatchObject({ status: 401 });
  });
});

describe('list, move, remove', () => {
  it('lists the direct children of a folder: files with metadata, sub-folders by name', async () => {
    await founder().upload(path('list/one.webm'), audio('1'));
    await founder().upload(path('list/two.webm'), audio('22'));
    await founder().upload(path('list/sub/three.webm'), audio('333'));
    const { data, error } = await founder().list(path('list'));
    expect(error).toBeNull();
    expect(data?.map((e) => e.name)).toEqual(['one.webm', 'sub', 'two.webm']);
    expect(data?.find((e) => e.name === 'sub')?.id).toBeNull();
    expect(data?.find((e) => e.name === 'two.webm')?.metadata).toMatchObject({ size: 2, mimetype: 'audio/webm' });
    const paged = await founder().list(path('list'), {
      limit: 1,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(paged.data?.map((e) => e.name)).toEqual(['sub']);
    const searched = await founder().list(path('list'), { search: 'tw' });
    expect(searched.data?.map((e) => e.name)).toEqual(['two.webm']);
  });

  it('moves an object, and answers 404 for a missing source', async () => {
    await founder().upload(path('move-me.webm'), audio('moving'));
    const moved = await founder().move(path('move-me.webm'), path('moved.webm'));
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ message: 'Successfully moved' });
    expect(await (await founder().download(path('moved.webm'))).data?.text()).toBe('moving');
    expect((await founder().download(path('move-me.webm'))).error).toMatchObject({ status: 404 });
    const missing = await founder().move(path('gone.webm'), path('x.webm'));
    expect(missing.error).toMatchObject({ status: 404 });
  });

  it('removes objects and their bytes; removing again removes nothing', async () => {
    await founder().upload(path('rm.webm'), audio('bye'));
    const before = await world.standIn.db.query<{ n: number }>(
      'select count(*)::int as n from storage.stand_in_unreferenced_bytes',
    );
    const { data, error } = await founder().remove([path('rm.webm')]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([path('rm.webm')]);
    expect((await founder().download(path('rm.webm'))).error).toMatchObject({ status: 404 });
    const after = await world.standIn.db.query<{ n: number }>(
      'select count(*)::int as n from storage.stand_in_unreferenced_bytes',
    );
    expect(after.rows[0].n).toBe(0);
    expect(before.rows[0].n).toBe(0);
    expect((await founder().remove([path('rm.webm')])).data).toEqual([]);
  });
});

describe('buckets', () => {
  it('lists the buckets the migration made with their settings', async () => {
    const { data, error } = await world.standIn.serviceClient().storage.getBucket('recordings');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 'recordings',
      public: false,
      file_size_limit: 26214400,
      allowed_mime_types: ['audio/*'],
    });
    const all = await world.standIn.serviceClient().storage.listBuckets();
    expect(all.data?.map((b) => b.id)).toEqual(['documents', 'recordings', 'resources']);
  });
});

describe("the app's sync remote", () => {
  it('uploads at a fixed path with x-upsert, so a retry replaces the file and never adds one', async () => {
    const remote = createHttpRemote({ url: world.standIn.url, anonKey: world.standIn.config.anonKey });
    const token = world.personas.tokens.founder!;
    const file = { bucket: 'recordings', path: path('from-outbox.webm'), contentType: 'audio/webm' };
    expect(await remote.uploadFile({ ...file, body: new Blob(['take one']) }, token)).toMatchObject({ ok: true });
    expect(await remote.uploadFile({ ...file, body: new Blob(['take one']) }, token)).toMatchObject({ ok: true });
    const { data } = await founder().list(ids.founderStory, { search: 'from-outbox' });
    expect(data?.map((e) => e.name)).toEqual(['from-outbox.webm']);
    const other = world.personas.tokens.coachB!;
    expect(await remote.uploadFile({ ...file, body: new Blob(['x']) }, other)).toMatchObject({
      ok: false,
      kind: 'http',
      status: 403,
    });
  });
});
