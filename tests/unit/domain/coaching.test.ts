import { describe, expect, it } from 'vitest';
import {
  RECENT_CLIENTS_SHOWN,
  clientStack,
  clientSummaries,
  coachStats,
  filterClients,
  clientProgress,
  type ClientStory,
  type CoachedClient,
} from '../../../src/domain/coaching';
import {
  clientFormSchema,
  clientFormToRecord,
  PRONOUN_CHOICES,
  type ClientFormValues,
} from '../../../src/domain/client-form';
import { reviewerRole } from '../../../src/domain/review';
import { relativeTime } from '../../../src/domain/dates';

const client = (id: string, over: Partial<CoachedClient> = {}): CoachedClient => ({
  id,
  name: `Client ${id}`,
  email: `${id}@example.com`,
  company: null,
  coach_id: 'coach',
  user_id: null,
  created_at: `2026-11-0${id.length}T10:00:00Z`,
  updated_at: '2026-11-01T10:00:00Z',
  deleted_at: null,
  ...over,
});
const story = (id: string, clientId: string | null, over: Partial<ClientStory> = {}): ClientStory => ({
  id,
  client_id: clientId,
  framework_type: 'backstory',
  status: 'draft',
  updated_at: '2026-11-02T10:00:00Z',
  deleted_at: null,
  ...over,
});

describe('coach stats', () => {
  it('counts clients, active clients (at least one story), stories and published stories', () => {
    const clients = [client('a'), client('bb'), client('ccc'), client('dddd', { deleted_at: '2026-11-03T00:00:00Z' })];
    const stories = [
      story('1', 'a', { status: 'published' }),
      story('2', 'a'),
      story('3', 'bb', { status: 'published' }),
      story('4', 'bb', { deleted_at: '2026-11-03T00:00:00Z', status: 'published' }),
      story('5', null, { status: 'published' }), // the coach's own story
      story('6', 'dddd'), // a deleted client's story
    ];
    expect(coachStats(clients, stories)).toEqual({
      totalClients: 3,
      activeClients: 2,
      storiesCreated: 3,
      storiesPublished: 2,
    });
    expect(coachStats([], [])).toEqual({ totalClients: 0, activeClients: 0, storiesCreated: 0, storiesPublished: 0 });
  });

  it('lists clients newest first with their story count and latest activity', () => {
    const rows = clientSummaries(
      [client('a'), client('bb'), client('ccc')],
      [story('1', 'a', { updated_at: '2026-11-20T08:00:00Z' }), story('2', 'a')],
    );
    expect(rows.map((r) => r.client.id)).toEqual(['ccc', 'bb', 'a']);
    expect(rows[2]).toMatchObject({ storyCount: 2, publishedCount: 0, lastActivity: '2026-11-20T08:00:00Z' });
    expect(rows[0]).toMatchObject({ storyCount: 0, lastActivity: '2026-11-01T10:00:00Z' });
    expect(RECENT_CLIENTS_SHOWN).toBe(5);
  });

  it('filters by search text (name, email, company) and by coach', () => {
    const rows = clientSummaries(
      [client('a', { name: 'Ada Lovelace', company: 'Engines Ltd' }), client('bb', { coach_id: 'other' })],
      [],
    );
    expect(filterClients(rows, { query: 'engines' }).map((r) => r.client.id)).toEqual(['a']);
    expect(filterClients(rows, { query: 'BB@EXAMPLE' }).map((r) => r.client.id)).toEqual(['bb']);
    expect(filterClients(rows, { coachId: 'other' }).map((r) => r.client.id)).toEqual(['bb']);
    expect(filterClients(rows, { query: '  ' })).toHaveLength(2);
  });

  it('gives a client’s stack by the one progress truth, with its counts', () => {
    const stories = [
      story('1', 'a', { framework_type: 'target_audience', status: 'published' }),
      story('2', 'a', { framework_type: 'backstory', status: 'in_review', updated_at: '2026-11-05T00:00:00Z' }),
      story('3', 'a', { framework_type: 'backstory', status: 'draft', updated_at: '2026-11-06T00:00:00Z' }),
      story('4', 'bb', { framework_type: 'differentiation', status: 'published' }),
      story('5', 'a', { framework_type: 'job_story', status: 'in_review', generated_content: 'Written by the coach.' }),
    ];
    const stack = clientStack('a', stories);
    expect(stack.map((r) => [r.type, r.state])).toEqual([
      ['target_audience', 'published'],
      ['differentiation', 'not_started'],
      ['job_story', 'generated'],
      ['backstory', 'in_progress'],
      ['impact_story', 'not_started'],
      ['portfolio_story', 'not_started'],
    ]);
    expect(stack[3].latestStoryId).toBe('3');
    expect(clientProgress('a', stories)).toMatchObject({ completedCount: 2, publishedCount: 1, percent: 33 });
  });
});

describe('the client form', () => {
  it('keeps the SQL limits and stores blanks as null', () => {
    expect(clientFormToRecord({ name: '  Ada ', email: ' ADA@Example.com ', company: '' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: null,
      pronouns: null,
    });
    const errors = (v: Parameters<typeof clientFormSchema.safeParse>[0]) =>
      clientFormSchema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(errors({ name: ' ', email: '', company: '' })).toEqual(['Please enter the client’s name']);
    expect(errors({ name: 'A', email: 'not-an-email', company: '' })).toEqual(['Please enter a valid email address']);
    expect(errors({ name: 'x'.repeat(201), email: '', company: 'y'.repeat(201) })).toEqual([
      'Name must be at most 200 characters',
      'Company must be at most 200 characters',
    ]);
  });

  it('offers she/her, he/him, they/them; "Not set" and a missing field are stored as null; nothing else passes', () => {
    expect(PRONOUN_CHOICES).toEqual([
      { value: 'she', label: 'she/her' },
      { value: 'he', label: 'he/him' },
      { value: 'they', label: 'they/them' },
    ]);
    const record = (pronouns?: ClientFormValues['pronouns']) =>
      clientFormToRecord({ name: 'Maria', email: '', company: '', pronouns });
    expect(record('she')).toEqual({ name: 'Maria', email: null, company: null, pronouns: 'she' });
    expect(record('he').pronouns).toBe('he');
    expect(record('they').pronouns).toBe('they');
    expect(record('').pronouns).toBeNull();
    expect(record(undefined).pronouns).toBeNull();
    // The same three values as the database's check (20261202000100_client_pronouns.sql).
    for (const bad of ['xe', 'She', 'she/her', ' she']) {
      expect(
        clientFormSchema.safeParse({ name: 'Maria', email: '', company: '', pronouns: bad }).error?.issues,
      ).toEqual([
        expect.objectContaining({ path: ['pronouns'], message: 'Please choose she/her, he/him or they/them' }),
      ]);
    }
  });
});

describe('review roles', () => {
  it('the story’s person answers, a coach or admin who is not the person reviews, anyone else neither', () => {
    expect(reviewerRole({ userId: 'u', role: 'client', storyPersonId: 'u' })).toBe('owner');
    expect(reviewerRole({ userId: 'c', role: 'coach', storyPersonId: 'c' })).toBe('owner');
    expect(reviewerRole({ userId: 'c', role: 'coach', storyPersonId: 'u' })).toBe('reviewer');
    expect(reviewerRole({ userId: 'c', role: 'coach', storyPersonId: null })).toBe('reviewer');
    expect(reviewerRole({ userId: 'a', role: 'admin', storyPersonId: 'u' })).toBe('reviewer');
    expect(reviewerRole({ userId: 'f', role: 'user', storyPersonId: 'u' })).toBe('none');
    expect(reviewerRole({ userId: null, role: null, storyPersonId: 'u' })).toBe('none');
  });
});

describe('relative time', () => {
  it('reads as people say it', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(relativeTime('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-22T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-02T12:00:00Z', now)).toBe('3 weeks ago');
    expect(relativeTime(null, now)).toBe('—');
  });
});
