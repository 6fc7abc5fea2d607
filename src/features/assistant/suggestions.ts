// The widget's eight suggested questions (spec core §2) and the Ask page's eight prompts (a
// coach's or an admin's ask about their clients, by the name of one of them).
export const WIDGET_SUGGESTIONS = [
  'How can I make my story more compelling?',
  'How do I define my client audience?',
  'How can I monetize my story?',
  'What makes a great impact story?',
  'What LinkedIn strategy should I follow?',
  'Can I generate all six stories from one transcript?',
  'How do I upload a transcript?',
  'Should I create one story or the full stack?',
] as const;

export const ASK_PROMPTS = [
  'Which framework should I do next?',
  'What does my backstory need?',
  'Turn my latest story into a LinkedIn post',
  'Write my target audience story',
  'How do I build a funnel from my stories?',
  'What makes a strong differentiation story?',
  'How do I prepare an interview transcript?',
  'What should an impact story include?',
] as const;

/** How a prompt names one of `clients`: by first name, or whole when another client shares it
 *  (the assistant asks "which one?" of a shared first name). */
export function promptName(client: { name: string }, clients: readonly { name: string }[]): string {
  const first = (name: string) => name.trim().split(/\s+/)[0];
  const shared = clients.filter((c) => first(c.name) === first(client.name)).length > 1;
  return shared ? client.name.trim() : first(client.name);
}

/** A coach's eight: their clients first (one named, as the assistant reads a name), then the craft. */
export function coachAskPrompts(first: string | null): readonly string[] {
  const aboutOne = first
    ? [
        `Summarise ${first}’s stack`,
        `What should I ask ${first} in our next session?`,
        `Give me a 30-second pitch for ${first}`,
      ]
    : [
        'Which framework should I do next?',
        'What does my backstory need?',
        'Turn my latest story into a LinkedIn post',
      ];
  return [
    'How are my clients doing?',
    ...aboutOne,
    'How do I prepare an interview transcript?',
    'How do I build a funnel from my stories?',
    'What makes a strong differentiation story?',
    'What should an impact story include?',
  ];
}
