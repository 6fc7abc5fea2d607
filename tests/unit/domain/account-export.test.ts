import { describe, expect, it } from 'vitest';
import {
  buildAccountExport,
  dataSummary,
  exportFileName,
  type ExportClientInput,
  type ExportStoryInput,
} from '../../../src/domain/account-export';

const ME = '11111111-1111-4111-8111-111111111111';
const COACH = '22222222-2222-4222-8222-222222222222';
const STRANGER = '33333333-3333-4333-8333-333333333333';
const NOW = new Date('2026-11-24T09:30:00.000Z');

const profile = {
  id: ME,
  name: 'Ada Founder',
  email: 'ada@example.com',
  role: 'coach',
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-02-03T04:05:06.000Z',
};

function story(id: string, over: Partial<ExportStoryInput> = {}): ExportStoryInput & { version: number; base: null } {
  return {
    id,
    title: `Story ${id}`,
    description: null,
    framework_type: 'backstory',
    status: 'draft',
    content: { overview: 'text' },
    generated_content: null,
    generation_engine: null,
    user_id: ME,
    client_id: null,
    created_at: `2026-03-0${id}T00:00:00.000Z`,
    updated_at: '2026-04-01T00:00:00.000Z',
    deleted_at: null,
    version: 3,
    base: null,
    ...over,
  };
}

function client(id: string, over: Partial<ExportClientInput> = {}): ExportClientInput {
  return {
    id,
    name: `Client ${id}`,
    email: null,
    company: null,
    coach_id: ME,
    user_id: null,
    created_at: `2026-05-0${id}T00:00:00.000Z`,
    updated_at: '2026-05-09T00:00:00.000Z',
    deleted_at: null,
    ...over,
  };
}

describe('buildAccountExport', () => {
  const stories = [
    story('2', { status: 'published' }),
    story('1'),
    story('3', { deleted_at: '2026-06-01T00:00:00.000Z' }), // a tombstone
    story('4', { user_id: STRANGER }), // someone else's, visible to an admin
    story('5', { user_id: COACH, client_id: '8' }), // the coach's story about my own record
  ];
  const clients = [
    client('7'),
    client('6', { coach_id: STRANGER }), // another coach's client
    client('8', { coach_id: COACH, user_id: ME }), // my own client record
    client('9', { deleted_at: '2026-06-01T00:00:00.000Z' }),
  ];

  it('has exactly the spec shape: profile, stories, clients, exportDate', () => {
    const file = buildAccountExport(profile, stories, clients, NOW);
    expect(Object.keys(file)).toEqual(['profile', 'stories', 'clients', 'exportDate']);
    expect(file.profile).toEqual(profile);
    expect(file.exportDate).toBe('2026-11-24T09:30:00.000Z');
    expect(JSON.parse(JSON.stringify(file))).toEqual(file);
  });

  it("holds the user's own stories and clients, oldest first, without tombstones or sync fields", () => {
    const file = buildAccountExport(profile, stories, clients, NOW);
    expect(file.stories.map((s) => s.id)).toEqual(['1', '2', '5']);
    expect(file.clients.map((c) => c.id)).toEqual(['7', '8']);
    expect(Object.keys(file.stories[0]).sort()).toEqual(
      [
        'client_id',
        'content',
        'created_at',
        'description',
        'framework_type',
        'generated_content',
        'generation_engine',
        'id',
        'status',
        'title',
        'updated_at',
      ].sort(),
    );
    expect(file.stories[1]).toMatchObject({ status: 'published', content: { overview: 'text' } });
  });

  it('counts the same rows for the data summary', () => {
    expect(dataSummary(ME, stories, clients)).toEqual({ stories: 3, published: 1, clients: 2 });
    expect(dataSummary(STRANGER, stories, clients)).toEqual({ stories: 1, published: 0, clients: 1 });
    expect(dataSummary(ME, [], [])).toEqual({ stories: 0, published: 0, clients: 0 });
  });
});

describe('exportFileName', () => {
  it('has the storystack prefix, the user id and the date', () => {
    expect(exportFileName(ME, NOW)).toBe(`storystack-data-${ME}-2026-11-24.json`);
  });
});
