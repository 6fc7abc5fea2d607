// The bell's words (issue 20): every title names whose story and which, never "Your story is ready".
import { describe, expect, it } from 'vitest';
import { generationNotice, reviewNoticeTitle } from '../../../src/domain/notice-text.ts';

describe('generation notices', () => {
  it.each([
    ['story', 'Fiona', 'Backstory', false, "Fiona's Backstory is ready"],
    ['story', null, 'Backstory', false, 'Your Backstory is ready'],
    ['stack', 'Fiona', null, false, "Fiona's StoryStack is ready"],
    ['stack', 'Fiona', null, true, "Fiona's StoryStack could not be generated"],
    ['linkedin', 'Fiona', null, false, "Fiona's LinkedIn content is ready"],
    ['funnel', null, null, false, 'Your funnel strategy is ready'],
  ] as const)('%s for %s → %s', (kind, person, framework, failed, title) => {
    expect(generationNotice(kind, person, framework, failed).title).toBe(title);
  });
});

describe('review notices', () => {
  it.each([
    ['comment', 'Carl', null, 'Carl commented on your Backstory'],
    ['suggestion', 'Carl', null, 'Carl suggested a rewrite of your Backstory'],
    ['comment', 'Fiona', 'Fiona', 'Fiona commented on their Backstory'],
    ['accepted', 'Fiona', 'Fiona', 'Fiona accepted your suggestion on their Backstory'],
    ['declined', 'Fiona', 'Fiona', 'Fiona declined your suggestion on their Backstory'],
    ['comment', 'Ada Admin', 'Fiona', "Ada Admin commented on Fiona's Backstory"],
    ['changed-story', 'Fiona', 'Fiona', 'Fiona changed their Backstory'],
    ['new-story', 'Fiona', 'Fiona', 'Fiona started their Backstory'],
  ] as const)('%s by %s (person %s) → %s', (event, author, person, title) => {
    expect(reviewNoticeTitle(event, author, person, 'Backstory')).toBe(title);
  });
});
