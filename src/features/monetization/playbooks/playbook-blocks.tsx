// Renders a playbook tab's blocks. Templates can be copied; the stories of whom the playbook is
// read for fill the "your story" and calendar blocks (spec areas §2.4): the reader's own, or with
// ?client= the client's, in the client's terms ("Fiona has no published ... story yet").
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { copyText } from '../../../components/ui/clipboard';
import { toast } from '../../../components/ui/toast-store';
import type { StoryRow } from '../../../data/mirror/types';
import { planWeek } from '../../../domain/content-calendar';
import { FRAMEWORKS } from '../../../domain/frameworks';
import { possessive } from '../../../domain/story-person';
import { storyExcerpt } from '../story-excerpt';
import type { Block } from './types';

/** Whose stories a playbook speaks about: the reader (name null) or a client of theirs. */
export interface StoryOwner {
  readonly name: string | null;
  readonly clientId: string | null;
}

const createLink = (type: string, owner: StoryOwner) =>
  `/dashboard/stories/create?type=${type}${owner.clientId ? `&client=${owner.clientId}` : ''}`;

const H3 = ({ children }: { children: string }) => (
  <h3 className="text-base font-semibold text-slate-900">{children}</h3>
);

async function copy(text: string) {
  try {
    await copyText(text);
    toast.success('Copied to clipboard!');
  } catch {
    toast.error('Failed to copy');
  }
}

function YourStory({
  block,
  stories,
  owner,
}: {
  block: Extract<Block, { kind: 'your-story' }>;
  stories: readonly StoryRow[];
  owner: StoryOwner;
}) {
  const story = stories.find((s) => s.framework_type === block.framework && s.status === 'published');
  const framework = FRAMEWORKS[block.framework];
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <H3>{owner.name ? block.title.replace(/^Your /, `${possessive(owner.name)} `) : block.title}</H3>
      <p className="mt-1 text-sm text-slate-700">{block.intro}</p>
      {story ? (
        <figure className="mt-3 rounded-lg bg-white p-4">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-brand-700">
            {possessive(owner.name, true)} {framework.title} story: {story.title || 'Untitled'}
          </figcaption>
          <blockquote className="mt-2 whitespace-pre-line text-sm text-slate-800">
            {storyExcerpt(story, 600)}
          </blockquote>
        </figure>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {owner.name ?? 'You'} {owner.name ? 'has' : 'have'} no published {framework.title} story yet. Publish one and
          it appears here, ready to use in this script.{' '}
          <Link to={createLink(block.framework, owner)} className="font-semibold text-brand-700 underline">
            Write {possessive(owner.name)} {framework.title} story
          </Link>
        </p>
      )}
    </div>
  );
}

function StoryCalendar({ stories, owner }: { stories: readonly StoryRow[]; owner: StoryOwner }) {
  const week = planWeek(stories);
  return (
    <div>
      <H3>{`${possessive(owner.name, true)} week, from ${possessive(owner.name)} stories`}</H3>
      <ol className="mt-3 grid gap-3 md:grid-cols-5">
        {week.map(({ day, story }) => (
          <li key={day.day} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{day.day}</p>
            <p className="font-semibold text-slate-900">{day.theme}</p>
            <p className="mt-1 text-xs text-slate-600">{day.purpose}</p>
            <p className="mt-2 text-sm text-slate-700">{day.angle}</p>
            {story ? (
              <p className="mt-auto pt-3 text-sm">
                <span className="text-slate-600">From {possessive(owner.name)} story: </span>
                <span className="font-semibold text-slate-900">
                  {story.title || FRAMEWORKS[day.frameworks[0]].title}
                </span>
              </p>
            ) : (
              <p className="mt-auto pt-3 text-sm text-slate-600">
                No published {FRAMEWORKS[day.frameworks[0]].title} story yet.{' '}
                <Link to={createLink(day.frameworks[0], owner)} className="font-semibold text-brand-700 underline">
                  Write it
                </Link>
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function PlaybookBlock({
  block,
  stories,
  owner,
}: {
  block: Block;
  stories: readonly StoryRow[];
  owner: StoryOwner;
}) {
  switch (block.kind) {
    case 'text':
      return (
        <div>
          {block.title && <H3>{block.title}</H3>}
          {block.body.split('\n\n').map((p) => (
            <p key={p} className="mt-2 text-slate-700">
              {p}
            </p>
          ))}
        </div>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <div>
          {block.title && <H3>{block.title}</H3>}
          <List className={`mt-2 space-y-1.5 pl-5 text-slate-700 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        </div>
      );
    }
    case 'cards':
      return (
        <div>
          {block.title && <H3>{block.title}</H3>}
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {block.items.map((card) => (
              <li key={card.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
                <p className="font-semibold text-slate-900">{card.title}</p>
                {card.metric && (
                  <p className="mt-2">
                    <span className="text-2xl font-bold text-brand-700">{card.metric}</span>
                    {card.metricLabel && <span className="ml-1 text-sm text-slate-600">{card.metricLabel}</span>}
                  </p>
                )}
                <p className="mt-2 text-sm text-slate-700">{card.body}</p>
                {card.points && (
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {card.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'steps':
      return (
        <div>
          {block.title && <H3>{block.title}</H3>}
          <ol className="mt-3 space-y-3">
            {block.items.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{step.title}</p>
                  <p className="text-sm text-slate-700">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      );
    case 'stats':
      return (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {block.items.map((s) => (
            <div key={s.label} className="rounded-xl bg-slate-50 p-4">
              <dt className="text-xs text-slate-600">{s.label}</dt>
              <dd className="text-xl font-bold text-slate-900">{s.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'template':
      return (
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <H3>{block.title}</H3>
            <Button variant="secondary" onClick={() => void copy(block.body)} aria-label={`Copy: ${block.title}`}>
              Copy
            </Button>
          </div>
          {block.note && <p className="mt-1 text-sm text-slate-600">{block.note}</p>}
          <pre className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 p-4 font-sans text-sm text-slate-800">
            {block.body}
          </pre>
        </div>
      );
    case 'pairs':
      return (
        <div>
          {block.title && <H3>{block.title}</H3>}
          <dl className="mt-3 space-y-3">
            {block.items.map((pair) => (
              <div key={pair.q} className="rounded-xl border border-slate-200 bg-white p-4">
                <dt className="font-semibold text-slate-900">{pair.q}</dt>
                <dd className="mt-1 text-sm text-slate-700">{pair.a}</dd>
              </div>
            ))}
          </dl>
        </div>
      );
    case 'your-story':
      return <YourStory block={block} stories={stories} owner={owner} />;
    case 'story-calendar':
      return <StoryCalendar stories={stories} owner={owner} />;
  }
}

export const backLinkClass = buttonClass('ghost', '-ml-3');
