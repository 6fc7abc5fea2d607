import { describe, expect, it } from 'vitest';
import { clip, storyDisplayTitle, storyPreview, storyWords } from '../../../src/domain/story-preview.ts';
import { indexStories, matchesSearch, searchIndex } from '../../../src/domain/story-rules.ts';

const backstory = {
  title: 'Untitled Backstory',
  framework_type: 'backstory',
  content: { origin: 'I grew up above   my grandmother’s bakery in Porto.', overview: 'Bread, then software.' },
  generated_content: null,
};

describe('story previews', () => {
  it('names an untitled story by its first answer in the framework’s order, and keeps a real title', () => {
    expect(storyDisplayTitle(backstory)).toBe('Bread, then software.');
    expect(storyDisplayTitle({ ...backstory, title: '' })).toBe('Bread, then software.');
    expect(storyDisplayTitle({ ...backstory, title: 'Maya’s Backstory' })).toBe('Maya’s Backstory');
    expect(storyDisplayTitle({ ...backstory, content: {} })).toBe('Untitled Backstory');
    expect(storyDisplayTitle({ title: null, framework_type: 'job_story', content: null })).toBe('Untitled Job Story');
    const long = { ...backstory, content: { overview: 'word '.repeat(40) } };
    expect(storyDisplayTitle(long).length).toBeLessThanOrEqual(60);
    expect(storyDisplayTitle(long)).toMatch(/^word word .*word…$/);
  });

  it('previews the generated story, else the first answer, in one line; nothing when blank', () => {
    expect(storyPreview(backstory)).toBe('Bread, then software.');
    expect(storyPreview({ ...backstory, generated_content: 'Maya\n\nbaked before school.' })).toBe(
      'Maya baked before school.',
    );
    expect(storyPreview({ ...backstory, content: { manual: '  Free text  ' } })).toBe('Free text');
    expect(storyPreview({ ...backstory, content: 'One string story' })).toBe('One string story');
    expect(storyPreview({ ...backstory, content: { origin__voice: 'user/1/a.webm' } })).toBe('');
  });

  it('shows a list, a heading and bold words as words, without their markers', () => {
    const portfolio = {
      framework_type: 'portfolio_story',
      generated_content:
        '## How the work runs\n\nThe process, step by step:\n- First a **one-hour** call.\n- Then a plan.\n2. Finally the review.',
    };
    expect(storyPreview(portfolio)).toBe(
      'How the work runs The process, step by step: First a one-hour call. Then a plan. Finally the review.',
    );
    // A dash inside a sentence, a minus and a lone asterisk are words.
    expect(storyPreview({ ...portfolio, generated_content: 'Costs fell - a lot - to -5% * 2.' })).toBe(
      'Costs fell - a lot - to -5% * 2.',
    );
  });

  it('clips at a word with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('the quick brown fox jumps', 12)).toBe('the quick…');
  });

  it('search reads the answers and the generated story, not voice-note paths', () => {
    const story = { ...backstory, content: { ...backstory.content, origin__voice: 'user/1/porto.webm' } };
    expect(storyWords(story)).toContain('grandmother’s bakery');
    expect(storyWords(story)).not.toContain('webm');
    expect(matchesSearch(story, 'BAKERY', storyWords)).toBe(true);
    expect(matchesSearch(story, 'bakery')).toBe(false); // the title and description only
    const rows = [{ ...story, id: 'a', status: 'draft', description: null, updated_at: '2026-01-01T00:00:00Z' }];
    expect(searchIndex(indexStories(rows, storyWords), 'porto', 'all').map((r) => r.id)).toEqual(['a']);
    expect(searchIndex(indexStories(rows), 'porto', 'all')).toEqual([]);
  });
});
