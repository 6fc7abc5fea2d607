// The assistant without a language model: it reads the question, looks at the user's own
// stories (read under their rights) and answers from the frameworks and playbooks: which
// framework to do next and why, what a section needs, how a story becomes a LinkedIn post.
import { FRAMEWORKS, STACK_ORDER, ownerFirstName, type Framework } from '../../../../src/domain/frameworks.ts';
import { linkedinPost } from './linkedin.ts';
import { keywords } from './nlp.ts';
import { composeStory } from './story.ts';
import { storyLabel, storyText, type StoryLike } from './story-source.ts';

export interface AssistantRequest {
  message: string;
  history?: { role: string; content: string }[];
  stories: StoryLike[];
  ownerName?: string;
}

export interface AssistantAnswer {
  answer: string;
  /** What the answer is about, for tests and logs. */
  intent: string;
}

const isComplete = (s: StoryLike) =>
  s.status === 'published' || (typeof s.generated_content === 'string' && s.generated_content.trim() !== '');

function progress(stories: StoryLike[]) {
  const done = STACK_ORDER.filter((t) => stories.some((s) => s.framework_type === t && isComplete(s)));
  const next = STACK_ORDER.find((t) => !done.includes(t));
  return { done, next: next ? FRAMEWORKS[next] : null };
}

function mentionedFramework(text: string): Framework | null {
  const lower = text.toLowerCase();
  for (const f of Object.values(FRAMEWORKS)) {
    if (lower.includes(f.title.toLowerCase()) || lower.includes(f.type.replace(/_/g, ' '))) return f;
  }
  if (/\baudience|ideal client/.test(lower)) return FRAMEWORKS.target_audience;
  if (/\bimpact|transformation|case stud/.test(lower)) return FRAMEWORKS.impact_story;
  if (/\bdifferent|stand out|positioning/.test(lower)) return FRAMEWORKS.differentiation;
  if (/\borigin|backstory|my story\b/.test(lower)) return FRAMEWORKS.backstory;
  if (/\bprocess|portfolio/.test(lower)) return FRAMEWORKS.portfolio_story;
  return null;
}

function sectionGuide(f: Framework): string {
  return f.sections.map((s) => `- ${s.label}: ${s.prompts.slice(0, 2).join(' ')}`).join('\n');
}

export function composeAssistantAnswer(request: AssistantRequest): AssistantAnswer {
  const message = request.message.trim();
  const lower = message.toLowerCase();
  const roots = new Set(keywords(message));
  const owner = ownerFirstName(request.ownerName ?? 'Stacy');
  const { done, next } = progress(request.stories);
  const status = `You have ${done.length} of 6 stack stories complete${done.length ? ` (${done.map((t) => FRAMEWORKS[t].title).join(', ')})` : ''}.`;
  const framework = mentionedFramework(message);

  if (/\blinked ?in\b|\bpost(s|ing)?\b/.test(lower) || roots.has('linkedin')) {
    const finished = request.stories.filter(isComplete);
    const lines = [
      'A finished story becomes a LinkedIn post in four moves: open with the most striking sentence of the story as the hook, keep two or three sentences that carry the story, close with a question that invites comments, and add at most 3 hashtags. Keep the post under 1,300 characters and post 3-5 times a week.',
    ];
    if (finished.length) {
      lines.push(`Here is a draft from your story "${storyLabel(finished[0])}":`, linkedinPost(finished[0], 0).text);
    } else lines.push('Once one of your stories has generated text or is published, I can draft the post from it.');
    return { answer: lines.join('\n\n'), intent: 'linkedin' };
  }

  if (
    /\b(transcript|interview|upload|recording)\b/.test(lower) ||
    /full stack|all (six|6|the) stories|all stories/.test(lower)
  ) {
    return {
      answer: [
        'From one transcript you can get one story or the whole stack:',
        '- One story: open the builder for a framework, choose Upload Transcript, add the file (or paste the text) and press Generate. The sentences that answer that framework are picked out of the transcript.',
        '- The full stack (coaches and admins): on the Stories page choose From Interview or Generate Full Stack, pick the client, add the transcript and a tone. Six stories are created in review, each built from the part of the interview that answers it.',
        'Interviews work best when the client speaks in full sentences about their clients, their origin, a client they helped and how they work.',
      ].join('\n'),
      intent: 'transcript',
    };
  }

  if (/\b(write|create|generate|draft)\b/.test(lower)) {
    const target =
      request.stories.find((s) => (framework ? s.framework_type === framework.type : true) && storyText(s).trim()) ??
      null;
    if (target) {
      const composed = composeStory({
        frameworkType: target.framework_type ?? 'five_point',
        answers:
          target.content && typeof target.content === 'object' ? (target.content as Record<string, string>) : null,
        text: typeof target.content === 'string' ? target.content : storyText(target),
        tone: null,
      });
      return {
        answer: `Here is a draft built from your story "${storyLabel(target)}":\n\n${composed.text}`,
        intent: 'write',
      };
    }
    const f = framework ?? next ?? FRAMEWORKS.target_audience;
    return {
      answer: `I write from your own answers, so I need a few first. Open the ${f.title} framework and answer these:\n${sectionGuide(f)}\nThen press Generate, or ask me again.`,
      intent: 'write',
    };
  }

  if (framework && !/\bnext\b/.test(lower)) {
    const story = request.stories.find((s) => s.framework_type === framework.type);
    return {
      answer: [
        `${framework.title}: ${framework.description}`,
        `It answers "${framework.context.question}" ${framework.context.purpose}`,
        `What each section needs:\n${sectionGuide(framework)}`,
        `Tips: ${framework.tips.join(' ')}`,
        story ? `You already have "${storyLabel(story)}" for this framework (${story.status ?? 'draft'}).` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      intent: 'framework',
    };
  }

  if (/\b(monetiz|monetis|money|revenue|sell|sales|price|pricing|offer)/.test(lower)) {
    return {
      answer: `Your stories are sales assets. Use the target audience story to choose who you speak to, the differentiation and impact stories in sales conversations, and the backstory to build trust in content. The Monetization area has playbooks for LinkedIn content, funnels and coaching packages. ${status}`,
      intent: 'monetization',
    };
  }

  if (/\b(one story|single story)\b/.test(lower) && /full stack|stack/.test(lower)) {
    return {
      answer:
        'Generate one story when you are working on a single framework and want to shape it section by section. Generate the full stack when you have a good interview or transcript: you get all six stories at once, in review, to edit one by one.',
      intent: 'one-vs-stack',
    };
  }

  if (next) {
    const why = `${next.context.purpose} ${next.context.outcome}`;
    return {
      answer: [
        status,
        `Do the ${next.title} next. ${why}`,
        `It answers "${next.context.question}" Start with these sections:\n${sectionGuide(next)}`,
        `Open it from your overview, or go to /dashboard/stories/create?type=${next.type}.`,
      ].join('\n\n'),
      intent: 'next',
    };
  }
  return {
    answer: `${status} Your story stack is complete. Turn it into LinkedIn posts, build your funnel from the selected stories, and book a session with ${owner} to plan what comes next.`,
    intent: 'complete',
  };
}
