// Who may read and write a story's files: the policies on storage.objects read the story through
// the caller's own row-level security (read it → read its files; update it → write them).
import { beforeAll, describe, expect, it } from 'vitest';
import { ids, type Persona } from '../support/personas.ts';
import { audio, useStorageWorld } from '../support/storage-world.ts';

const world = useStorageWorld();
type Story = 'founderStory' | 'clientStory' | 'storyOfA' | 'storyOfB';
const STORIES: Story[] = ['founderStory', 'clientStory', 'storyOfA', 'storyOfB'];

// prettier-ignore -- one case per line reads as a table
const cases: [Persona, Story, read: boolean, write: boolean, what: string][] = [
  ['founder', 'founderStory', true, true, 'the owner'],
  ['client', 'clientStory', true, true, 'a client who wrote their own story'],
  ['coachA', 'clientStory', true, true, 'the coach of the client'],
  ['coachA', 'storyOfA', true, true, 'a coach, about their client'],
  [
    'client',
    'storyOfA',
    true,
    true,
    "the story's person: the client a coach wrote about (records and attaches, as in the builder)",
  ],
  ['coachB', 'clientStory', false, false, 'another coach'],
  ['coachB', 'storyOfA', false, false, 'another coach'],
  ['founder', 'clientStory', false, false, 'another founder'],
  ['founder', 'storyOfB', false, false, 'another founder'],
  ['exCoach', 'founderStory', false, false, 'a demoted coach'],
  ['visitor', 'founderStory', false, false, 'a visitor'],
  ['visitor', 'storyOfA', false, false, 'a visitor'],
  ['admin', 'storyOfB', true, true, 'an admin'],
];

beforeAll(async () => {
  // One file in each story, put there by the service role (which policies do not bind).
  const service = world.standIn.serviceClient().storage;
  for (const story of STORIES) {
    for (const bucket of ['recordings', 'documents']) {
      const body =
        bucket === 'recordings' ? audio(`${story} note`) : new Blob([`${story} doc`], { type: 'text/plain' });
      const { error } = await service.from(bucket).upload(`${ids[story]}/kept`, body);
      expect(error).toBeNull();
    }
  }
});

describe.each(['recordings', 'documents'])('%s', (bucket) => {
  it.each(cases)('%s on %s: read %s, write %s (%s)', async (persona, story, read, write) => {
    const files = world.personas.client(persona).storage.from(bucket);
    const folder = ids[story];

    const download = await files.download(`${folder}/kept`);
    expect(download.error === null).toBe(read);
    if (!read) expect(download.error).toMatchObject({ status: 404 });
    const listed = await files.list(folder);
    expect(listed.data?.map((e) => e.name)).toEqual(read ? ['kept'] : []);
    const signed = await files.createSignedUrl(`${folder}/kept`, 60);
    expect(signed.error === null).toBe(read);

    const body = bucket === 'recordings' ? audio('new') : new Blob(['new'], { type: 'text/plain' });
    const upload = await files.upload(`${folder}/new-${persona}`, body);
    expect(upload.error === null).toBe(write);
    if (!write) expect(upload.error?.status).toBe(403);
    const signedUpload = await files.createSignedUploadUrl(`${folder}/signed-${persona}`);
    expect(signedUpload.error === null).toBe(write);
    const removed = await files.remove([`${folder}/kept`]);
    expect(removed.data?.length ?? 0).toBe(write ? 1 : 0);
    // The file is back for the next case (and a refused remove changed nothing).
    const service = world.standIn.serviceClient().storage.from(bucket);
    const still = await service.exists(`${folder}/kept`);
    expect(still.data).toBe(!write);
    if (write) {
      const again = bucket === 'recordings' ? audio('kept') : new Blob(['kept'], { type: 'text/plain' });
      await service.upload(`${folder}/kept`, again);
    }
    await service.remove([`${folder}/new-${persona}`]);
  });
});

describe('resources (public read, admin write)', () => {
  it('lets the admin upload and anyone (no key at all) download at the public URL', async () => {
    const admin = world.personas.client('admin').storage.from('resources');
    const { error } = await admin.upload('guides/workbook.pdf', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(error).toBeNull();
    const { data } = admin.getPublicUrl('guides/workbook.pdf');
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe('%PDF-1.4');
    const visitor = await world.personas.client('visitor').storage.from('resources').download('guides/workbook.pdf');
    expect(await visitor.data?.text()).toBe('%PDF-1.4');
  });

  it.each(['visitor', 'founder', 'coachA', 'client'] as const)('refuses a write by %s', async (persona) => {
    const files = world.personas.client(persona).storage.from('resources');
    const upload = await files.upload('guides/mine.pdf', new Blob(['x'], { type: 'application/pdf' }));
    expect(upload.error).toMatchObject({ status: 403 });
    expect((await files.remove(['guides/workbook.pdf'])).data).toEqual([]);
  });

  it('never serves a private bucket at a public URL', async () => {
    const url = world.standIn.anonClient().storage.from('recordings').getPublicUrl(`${ids.founderStory}/kept`);
    const res = await fetch(url.data.publicUrl);
    expect(res.status).toBe(404);
  });
});

describe('files of a deleted story', () => {
  it('keeps them while the story is a tombstone, and removes rows and bytes when the row goes', async () => {
    const db = world.standIn.db;
    const owner = world.personas.client('founder').storage.from('recordings');
    await owner.upload(`${ids.founderStory}/doomed.webm`, audio('doomed'), { upsert: true });
    await db.query('update public.stories set deleted_at = now() where id = $1', [ids.founderStory]);
    expect(await (await owner.download(`${ids.founderStory}/doomed.webm`)).data?.text()).toBe('doomed');
    await db.query('delete from public.stories where id = $1', [ids.founderStory]);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from storage.objects where name like $1`,
      [`${ids.founderStory}/%`],
    );
    expect(rows[0].n).toBe(0);
    const queued = await db.query<{ n: number }>('select count(*)::int as n from storage.stand_in_unreferenced_bytes');
    expect(queued.rows[0].n).toBeGreaterThan(0);
    // The next storage call removes the bytes.
    await world.standIn.serviceClient().storage.listBuckets();
    const after = await db.query<{ n: number }>('select count(*)::int as n from storage.stand_in_unreferenced_bytes');
    expect(after.rows[0].n).toBe(0);
  });
});
