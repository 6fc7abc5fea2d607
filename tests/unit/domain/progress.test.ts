import { describe, expect, it } from 'vitest';
import {
  frameworkProgress,
  isCompleteOnOverview,
  latestStoryByFramework,
  overviewProgress,
  type ProgressStory,
} from '../../../src/domain/progress.ts';

let n = 0;
const story = (framework_type: string, status: string, extra: Partial<ProgressStory> = {}): ProgressStory => ({
  id: `s${++n}`,
  framework_type,
  status,
  generated_content: null,
  updated_at: '2026-01-01T00:00:00Z',
  ...extra,
});

describe('overview completion', () => {
  it.each([
    ['no stories', [], false],
    ['draft only', [story('backstory', 'draft')], false],
    ['in review only', [story('backstory', 'in_review')], false],
    ['published', [story('backstory', 'published')], true],
    ['draft with generated content', [story('backstory', 'draft', { generated_content: 'A story.' })], true],
    ['blank generated content', [story('backstory', 'draft', { generated_content: '  ' })], false],
    ['published but deleted', [story('backstory', 'published', { deleted_at: '2026-01-02T00:00:00Z' })], false],
    ['published of another type', [story('job_story', 'published')], false],
    ['one of many', [story('backstory', 'draft'), story('backstory', 'published')], true],
  ])('%s → %s', (_label, stories, complete) => {
    expect(isCompleteOnOverview(stories, 'backstory')).toBe(complete);
  });
});

describe('progress view status', () => {
  it.each([
    [[], 'not_started'],
    [[story('impact_story', 'draft')], 'in_progress'],
    [[story('impact_story', 'in_review')], 'in_progress'],
    [[story('impact_story', 'in_review', { generated_content: 'x' })], 'in_progress'],
    [[story('impact_story', 'draft'), story('impact_story', 'published')], 'completed'],
    [[story('backstory', 'published')], 'not_started'],
  ] as const)('%j → %s', (stories, expected) => {
    expect(frameworkProgress(stories, 'impact_story')).toBe(expected);
  });
});

describe('overall progress and next framework', () => {
  it.each([
    ['nothing done', [], 0, 0, 'target_audience'],
    ['first done', [story('target_audience', 'published')], 1, 17, 'differentiation'],
    ['gap is next', [story('target_audience', 'published'), story('job_story', 'published')], 2, 33, 'differentiation'],
    ['drafts do not count', [story('target_audience', 'draft')], 0, 0, 'target_audience'],
    ['non-stack ignored', [story('five_point', 'published'), story('mad_libs', 'published')], 0, 0, 'target_audience'],
    [
      'all six',
      ['target_audience', 'differentiation', 'job_story', 'backstory', 'impact_story', 'portfolio_story'].map((t) =>
        story(t, 'published'),
      ),
      6,
      100,
      null,
    ],
  ])('%s', (_label, stories, count, percent, next) => {
    const p = overviewProgress(stories);
    expect(p.completedCount).toBe(count);
    expect(p.percent).toBe(percent);
    expect(p.next).toBe(next);
    expect(p.total).toBe(6);
    expect(p.allComplete).toBe(count === 6);
  });
});

describe('latest story per framework', () => {
  it('picks the most recently updated live story of each type', () => {
    const old = story('backstory', 'draft', { id: 'old', updated_at: '2026-01-01T00:00:00Z' });
    const recent = story('backstory', 'draft', { id: 'recent', updated_at: '2026-02-01T00:00:00Z' });
    const deleted = story('backstory', 'draft', {
      id: 'gone',
      updated_at: '2026-03-01T00:00:00Z',
      deleted_at: '2026-03-01T00:00:00Z',
    });
    const other = story('job_story', 'published', { id: 'job' });
    const latest = latestStoryByFramework([old, deleted, recent, other]);
    expect(latest.get('backstory')?.id).toBe('recent');
    expect(latest.get('job_story')?.id).toBe('job');
    expect(latest.has('impact_story')).toBe(false);
  });
});
