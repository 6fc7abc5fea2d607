// The content-creation playbook's week (spec areas §2.4, §9): Monday-to-Friday themes, each fed
// by the framework whose story suits it, so the calendar proposes posts from the reader's own
// published stories.
import type { StackFrameworkType } from './frameworks.ts';

export interface CalendarDay {
  readonly day: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday';
  readonly theme: string;
  readonly purpose: string;
  /** Frameworks whose story fits the day, best first. */
  readonly frameworks: readonly StackFrameworkType[];
  /** The post to write from that story. */
  readonly angle: string;
}

export const CALENDAR_DAYS: readonly CalendarDay[] = [
  {
    day: 'Monday',
    theme: 'Method Monday',
    purpose: 'Teach one step of how you work (the 40 % educational share).',
    frameworks: ['portfolio_story', 'job_story'],
    angle: 'Take one step of your process and show it on a real example: what you do, why, and what it changes.',
  },
  {
    day: 'Tuesday',
    theme: 'Story Tuesday',
    purpose: 'A personal moment that shows who you are (the 30 % story share).',
    frameworks: ['backstory'],
    angle: 'Tell one scene from your backstory in the present tense, then the lesson in one line.',
  },
  {
    day: 'Wednesday',
    theme: 'Proof Wednesday',
    purpose: 'A client result, with the client as the hero (story share).',
    frameworks: ['impact_story'],
    angle: 'Before, the turning point, after: one client, one number, their words.',
  },
  {
    day: 'Thursday',
    theme: 'Point-of-View Thursday',
    purpose: 'What you believe that your market does not (educational share).',
    frameworks: ['differentiation'],
    angle: 'Name the common advice you disagree with, say why, and what you do instead.',
  },
  {
    day: 'Friday',
    theme: 'Conversation Friday',
    purpose:
      'A question your ideal client wants to answer (the 20 % engagement share; every other week, the 10 % offer).',
    frameworks: ['target_audience', 'job_story'],
    angle:
      'Describe your reader’s situation in their words and ask how they handle it. Every second Friday, close with your offer.',
  },
];

export interface PlannedPost<S> {
  readonly day: CalendarDay;
  /** The published story the post comes from, or null when the reader has none of that kind yet. */
  readonly story: S | null;
}

/** Each weekday with the reader's most recent published story that fits it. */
export function planWeek<
  S extends { framework_type: string; status: string; updated_at: string; deleted_at?: string | null },
>(stories: readonly S[]): PlannedPost<S>[] {
  const published = stories
    .filter((s) => s.status === 'published' && !s.deleted_at)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return CALENDAR_DAYS.map((day) => ({
    day,
    story: day.frameworks.map((f) => published.find((s) => s.framework_type === f)).find(Boolean) ?? null,
  }));
}
