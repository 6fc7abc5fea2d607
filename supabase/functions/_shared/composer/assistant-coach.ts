// What a coach asks the assistant about their clients as a group: how each client's stack stands
// ("How are my clients doing?"), and, when they asked about "my" stack with none of their own,
// that a client's stories are one name away. Counted by the app's one progress rule.
import { stackOf } from './assistant-sources.ts';
import { voiceOf, type StoryOwner } from './assistant-voice.ts';
import { storyText, type StoryLike } from './story-source.ts';

/** A client of the caller's and the stories of their stack. */
export interface ClientStack extends StoryOwner {
  stories: StoryLike[];
}

/** "How are my clients doing?": each client's stack, furthest behind first, and where to start. */
export function clientsAnswer(stacks: ClientStack[], total: number): string {
  const rows = stacks
    .map((client) => ({
      client,
      ...stackOf(client.stories),
    }))
    .sort((a, b) => a.done.length - b.done.length || a.client.name.localeCompare(b.client.name));
  const lines = rows.map(
    ({ client, done, next, published }) =>
      `- ${client.name}: ${done.length} of 6 complete, ${published} published${next ? `; next, the ${next.title}` : ''}`,
  );
  const [first] = rows;
  const v = voiceOf(first.client);
  return [
    `${rows.length === 1 ? 'Your client' : `Your ${rows.length} clients, furthest behind first`}:`,
    lines.join('\n'),
    first.next
      ? `Start with ${v.who}: ${v.their} ${first.next.title} answers "${first.next.context.question}" Generate it from an interview with ${v.them} (Stories, From Interview), or open ${v.their} stack from My Clients.`
      : 'Every stack is complete: turn them into LinkedIn posts and funnels in Monetization, and publish the stories each client has approved.',
    total > rows.length ? `These are ${rows.length} of your ${total} clients. Ask about one by name for more.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** A coach with no stories of their own asked about "my" stack: their clients' are one name away. */
export function clientsHint(
  about: StoryOwner | null | undefined,
  clientNames: string[] | undefined,
  stories: StoryLike[],
): string | null {
  if (about || !clientNames?.length || stories.some((s) => storyText(s).trim())) return null;
  const [first] = clientNames;
  const others = clientNames.length - 1;
  const whom = others ? `${first} and ${others === 1 ? clientNames[1] : `${others} others`}` : first;
  return `To ask about a client's stories, name them: for example "Summarise ${first}'s stack". You can ask about ${whom}.`;
}
