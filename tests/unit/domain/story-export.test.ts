import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  stackToMarkdown,
  storyParts,
  storyToMarkdown,
  storyToText,
  type ExportableStory,
} from '../../../src/domain/story-export';

const backstory: ExportableStory = {
  title: 'Above the bakery',
  framework_type: 'backstory',
  status: 'in_review',
  content: { origin: 'I grew up above my parents’ bakery.', overview: 'Why I build for small shops.', values: '  ' },
  generated_content: null,
  updated_at: '2026-11-20T10:00:00Z',
};

describe('storyParts', () => {
  it('follows the framework’s section order, skips blanks, then adds free text', () => {
    expect(
      storyParts({ ...backstory, content: { ...(backstory.content as object), transcript: 'Q: Where?' } }),
    ).toEqual([
      ['Overview', 'Why I build for small shops.'],
      ['Origin', 'I grew up above my parents’ bakery.'],
      ['Transcript', 'Q: Where?'],
    ]);
  });

  it('reads a story stored as one text', () => {
    expect(storyParts({ ...backstory, content: 'All in one.' })).toEqual([['Your story', 'All in one.']]);
  });
});

describe('storyToMarkdown', () => {
  it('puts the answers under their labels when nothing is generated', () => {
    expect(storyToMarkdown(backstory)).toBe(
      [
        '# Above the bakery',
        '',
        '*Backstory · In Review*',
        '',
        '## Story',
        '',
        '### Overview',
        '',
        'Why I build for small shops.',
        '',
        '### Origin',
        '',
        'I grew up above my parents’ bakery.',
        '',
      ].join('\n'),
    );
  });

  it('leads with the generated story and keeps the answers after it', () => {
    const md = storyToMarkdown({ ...backstory, generated_content: 'My parents baked at four every morning.' });
    expect(md.indexOf('## Story')).toBeLessThan(md.indexOf('## Your answers'));
    expect(md).toContain('My parents baked at four every morning.');
    expect(md).toContain('### Origin');
  });

  it('says so when nothing is written', () => {
    expect(storyToMarkdown({ ...backstory, content: {} })).toContain('*Nothing written yet.*');
  });
});

describe('storyToText', () => {
  it('is plain text with upper-case labels', () => {
    const text = storyToText(backstory);
    expect(text.startsWith('Above the bakery\n================\nBackstory · In Review\n')).toBe(true);
    expect(text).toContain('\nORIGIN\nI grew up above my parents’ bakery.\n');
    expect(text).not.toMatch(/[#*]/);
  });
});

describe('stackToMarkdown', () => {
  it('has the six frameworks in stack order, the latest story of each, and says which are not started', () => {
    const older = { ...backstory, title: 'Older draft', updated_at: '2026-01-01T00:00:00Z' };
    const md = stackToMarkdown([older, backstory], "Ada's StoryStack");
    expect(md.startsWith("# Ada's StoryStack\n")).toBe(true);
    const headings = md.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toEqual([
      '## 1. Target Audience',
      '## 2. Differentiation',
      '## 3. Job Story',
      '## 4. Backstory',
      '## 5. Impact Story',
      '## 6. Portfolio Story',
    ]);
    expect(md).toContain('### Above the bakery');
    expect(md).not.toContain('Older draft');
    expect(md.match(/\*Not started yet\.\*/g)).toHaveLength(5);
  });
});

describe('exportFileName', () => {
  it.each([
    ['Above the bakery', 'md', 'above-the-bakery.md'],
    ['Ação & Café: 2026!', 'txt', 'acao-cafe-2026.txt'],
    ['../../etc/passwd', 'md', 'etc-passwd.md'],
    ['', 'txt', 'story.txt'],
  ] as const)('%j → %s', (title, ext, expected) => expect(exportFileName(title, ext)).toBe(expected));
});
