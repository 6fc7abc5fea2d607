// Funnel hooks are built on the client's proof: the line each stage leads with carries the
// story's strongest number when it has one, and never a line that only introduces the text.
import { describe, expect, it } from 'vitest';
import { composeFullStack, composeFunnel } from '../../../../../supabase/functions/_shared/composer/mod.ts';
import { hasHardNumber } from '../../../../../supabase/functions/_shared/composer/facts.ts';
import type { StoryLike } from '../../../../../supabase/functions/_shared/composer/story-source.ts';
import { DANA_STORIES } from '../../../../support/assistant-stories.ts';
import { finishedStories } from '../../../../support/finished-stories.ts';
import { CONSULTANT, LANDSCAPER } from '../../../../support/interviews.ts';

/** A generated story the way the old full stack wrote it: a framing line first, the proof later. */
const FRAMED: StoryLike = {
  id: 'c0000000-0000-4000-8000-000000000001',
  title: 'Cleo’s Impact Story',
  framework_type: 'impact_story',
  generated_content:
    'The following summary sets out how the work with Northwind Dental went, step by step. Before the project the clinic lost about 30 patients a month to missed reminders. After the new booking flow, no-shows fell from 18% to 4% in one quarter.',
};

const leadLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('- Story:'))
    .map((l) => ({ story: /"([^"]+)"/.exec(l)![1], lead: l.slice(l.indexOf('Lead with:')) }));

describe('funnel hooks', () => {
  it('lead with a proof fact whenever the story has one', () => {
    const text = composeFunnel({ client: { name: 'Dana Rivera' }, stories: DANA_STORIES }).text;
    const lines = leadLines(text);
    expect(lines).toHaveLength(DANA_STORIES.length);
    for (const story of DANA_STORIES) {
      const line = lines.find((l) => l.story === story.title)!;
      const own = JSON.stringify(story.content) + (story.generated_content ?? '');
      if (hasHardNumber(own)) expect(hasHardNumber(line.lead), `${story.title}: ${line.lead}`).toBe(true);
    }
    expect(lines.find((l) => l.story === 'Brightline cuts its cloud bill')!.lead).toContain('$92,000 to $41,000');
  });

  it('carry the strongest before/after through every stage', () => {
    const text = composeFunnel({ stories: DANA_STORIES }).text;
    expect(text.split('\n\n')[1]).toMatch(/^Hook to carry through every stage: \$92,000 → \$41,000 a month/);
  });

  it('never open with a framing line such as "The following summary sets out"', () => {
    const text = composeFunnel({ stories: [FRAMED] }).text;
    expect(text).not.toContain('The following summary');
    expect(leadLines(text)[0].lead).toContain('from 18% to 4%');
  });

  it('keep private notes out of the funnel', () => {
    expect(composeFunnel({ stories: DANA_STORIES }).text).not.toContain('seed round');
  });

  it('carries a before and its after told in two sentences through every stage', () => {
    const story: StoryLike = {
      title: 'Kwame’s Impact Story',
      framework_type: 'impact_story',
      generated_content:
        'Harbor Dental Group has four locations. She was spending about five hours a week dealing with cleaning complaints. We started with one location. Now she spends maybe twenty minutes a week on cleaning.',
    };
    const text = composeFunnel({ stories: [story] }).text;
    expect(text).toContain('Hook to carry through every stage: five hours a week → twenty minutes a week.');
    expect(leadLines(text)[0].lead).toBe(
      'Lead with: "She was spending about five hours a week dealing with cleaning complaints. Now she spends maybe twenty minutes a week on cleaning."',
    );
  });

  it('never leads two stories with one line; the Impact story keeps its own result', () => {
    for (const interview of [CONSULTANT, LANDSCAPER]) {
      const stack = composeFullStack({ clientName: interview.clientName, transcript: interview.text });
      const lines = leadLines(composeFunnel({ stories: finishedStories(stack) }).text);
      expect(new Set(lines.map((l) => l.lead)).size, interview.slug).toBe(lines.length);
    }
    // Marcus's Differentiation cites the Impact story's result; Impact leads with it, not the other.
    const stack = composeFullStack({ clientName: CONSULTANT.clientName, transcript: CONSULTANT.text });
    const lines = leadLines(composeFunnel({ stories: finishedStories(stack) }).text);
    expect(lines.find((l) => l.story === 'Impact Story')?.lead).toContain('from 81% to 96%');
  });
});
