// /dashboard/ask-{name} (spec areas §2.11): a chat with a welcome message, eight prompts while
// the welcome is the only message, copy on each answer, Download Story on answers to requests
// that ask to write, create or generate, timestamps, and the spec's loading text and errors.
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { copyText, downloadText } from '../../../components/ui/clipboard';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';
import { env } from '../../../data/config/config';
import { useClients } from '../../../data/mirror/hooks';
import { ownerFirstName } from '../../../domain/frameworks';
import { useChat } from '../hooks/use-chat';
import { ASK_PROMPTS, coachAskPrompts, promptName } from '../suggestions';

const time = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function AskPage() {
  const chat = useChat({ place: 'ask', autoRetry: false });
  // Coaches and admins may ask about a client by name ("Summarise Aisha's stack").
  const { role, user } = useAuth();
  const coachesOthers = role === 'coach' || role === 'admin';
  const others = useClients()?.filter((c) => c.user_id !== user?.id) ?? [];
  const prompts = coachesOthers ? coachAskPrompts(others.length ? promptName(others[0], others) : null) : ASK_PROMPTS;
  const [input, setInput] = useState('');
  const first = ownerFirstName(env.ownerName);
  const name = `${first} AI`;

  async function submit() {
    if (!chat.signedIn) {
      toast.error(`Please log in to use Ask ${first} AI`);
      return;
    }
    if (await chat.send(input)) setInput('');
  }

  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Ask {name}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {coachesOthers
            ? 'Your storytelling coach, with your stories in mind, and a client’s when you name them.'
            : 'Your storytelling coach, with your own stories in mind.'}
        </p>
      </div>
      <section
        aria-label="Conversation"
        aria-live="polite"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <article className="rounded-xl bg-slate-100 p-3 text-sm text-slate-900">
          <p>
            Hi, I&apos;m {name}. I can tell you which framework to work on next, what each section needs, how to turn a
            finished story into LinkedIn posts, and I can draft stories from your answers.
            {coachesOthers
              ? ' Name a client and I answer from their stories: how their stack stands and what to ask them next.'
              : ''}{' '}
            What would you like to work on?
          </p>
        </article>
        {chat.messages.length === 0 ? (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Suggested prompts">
            {prompts.map((p) => (
              <li key={p}>
                <button
                  type="button"
                  onClick={() => setInput(p)}
                  className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50"
                >
                  {p}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {chat.messages.map((m) => (
          <article
            key={m.id}
            data-role={m.role}
            className={`rounded-xl p-3 text-sm ${m.role === 'user' ? 'ml-8 bg-brand-600 text-white' : m.state === 'error' ? 'mr-8 bg-red-50 text-red-800' : 'mr-8 bg-slate-100 text-slate-900'}`}
          >
            <p className="whitespace-pre-wrap">{m.content}</p>
            <div className="mt-2 flex flex-wrap items-center gap-3 text-xs opacity-80">
              <time dateTime={new Date(m.timestamp).toISOString()}>{time(m.timestamp)}</time>
              {m.state === 'waiting' ? <span>Waiting to send: you are offline</span> : null}
              {m.engine ? <span>Written by {m.engine}</span> : null}
              {m.role === 'assistant' && m.state !== 'error' ? (
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() =>
                    copyText(m.content).then(
                      () => toast.success('Copied to clipboard!'),
                      () => toast.error('Failed to copy'),
                    )
                  }
                >
                  Copy
                </button>
              ) : null}
              {m.role === 'assistant' && m.isStory ? (
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() => {
                    downloadText(
                      `stacy-story-${new Date(m.timestamp).toISOString().slice(0, 19).replace(/[:T]/g, '-')}.txt`,
                      m.content,
                    );
                    toast.success('Story downloaded!');
                  }}
                >
                  Download Story
                </button>
              ) : null}
            </div>
          </article>
        ))}
        {chat.loading ? (
          <p className="text-sm text-slate-700" data-testid="ask-loading">
            {chat.streaming ?? `${name} is generating your response...`}
          </p>
        ) : null}
      </section>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="ask-input" className="sr-only">
          Message {name}
        </label>
        <textarea
          id="ask-input"
          rows={3}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKey}
          placeholder={`Ask ${name} anything...`}
          className="block flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
        />
        <Button type="submit" disabled={!input.trim() || chat.loading}>
          Send
        </Button>
      </form>
    </div>
  );
}
