// The floating chat widget (spec core §2, §4, §8, §9): a round button at bottom right for
// signed-in users; a 350x450 panel (500x600 expanded) with the assistant's title and a Premium
// badge; welcome text and 8 suggestions; Enter sends, Shift+Enter adds a line; "Thinking...",
// automatic retries with "Retrying (n/3)..." and "Next attempt in N seconds"; the error banner.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { env } from '../../../data/config/config';
import { ownerFirstName } from '../../../domain/frameworks';
import { CHAT_MAX_RETRIES } from '../../../domain/generation-rules';
import { useChat } from '../hooks/use-chat';
import { WIDGET_SUGGESTIONS } from '../suggestions';
import { Icon } from '../../../components/icons/icons';

export const PANEL_SIZE = { normal: { width: 350, height: 450 }, expanded: { width: 500, height: 600 } } as const;

export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [input, setInput] = useState('');
  const chat = useChat({ place: 'widget', autoRetry: true });
  const list = useRef<HTMLDivElement>(null);
  const name = `${ownerFirstName(env.ownerName)} AI`;
  const { clearError } = chat;

  // Follow the conversation's newest line; an empty one opens on its welcome. Only the list
  // scrolls: scrollIntoView would move the page under the panel too.
  const following = chat.messages.length > 0 || chat.loading;
  useEffect(() => {
    const el = list.current;
    if (el && following) el.scrollTop = el.scrollHeight;
  }, [chat.messages.length, chat.streaming, following, open]);

  if (!chat.signedIn) return null;

  function openPanel() {
    clearError();
    setExpanded(false);
    setOpen(true);
  }

  async function submit() {
    if (await chat.send(input)) setInput('');
  }

  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  }

  const size = expanded ? PANEL_SIZE.expanded : PANEL_SIZE.normal;

  return (
    // Below xl the launcher sits in the top bar's free corner (DashboardShell keeps it empty) and
    // the panel opens under it: a round button floating over the page would cover its controls.
    <div className="fixed top-3 right-3 z-40 flex flex-col-reverse items-end sm:right-6 xl:top-auto xl:right-4 xl:bottom-4 xl:flex-col print:hidden">
      {open ? (
        <section
          role="dialog"
          aria-label={name}
          data-testid="chat-panel"
          data-size={expanded ? 'expanded' : 'normal'}
          style={{
            width: `min(${size.width}px, calc(100vw - 2rem))`,
            height: `min(${size.height}px, calc(100vh - 6rem))`,
          }}
          className="mt-3 flex flex-col overflow-hidden rounded-2xl xl:mt-0 xl:mb-3 border border-slate-200 bg-white shadow-2xl"
        >
          <header className="flex items-center gap-2 border-b border-slate-200 bg-brand-700 px-4 py-3 text-white">
            <h2 className="font-semibold">{name}</h2>
            <span className="rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-brand-900">Premium</span>
            <button
              type="button"
              className="ml-auto rounded px-2 py-1 text-sm hover:bg-white/10"
              aria-label={expanded ? 'Minimize chat' : 'Expand chat'}
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? '⤡' : '⤢'}
            </button>
            <button
              type="button"
              className="rounded px-2 py-1 text-sm hover:bg-white/10"
              aria-label="Close chat"
              onClick={() => setOpen(false)}
            >
              ✕
            </button>
          </header>

          <div ref={list} className="flex-1 space-y-3 overflow-y-auto p-4 text-sm" aria-live="polite">
            {chat.messages.length === 0 ? (
              <div className="space-y-3">
                <p className="text-slate-800">
                  Hi! I&apos;m {name}. Ask me anything about telling your story, finding your audience, turning stories
                  into LinkedIn content or building your story stack.
                </p>
                <ul className="space-y-1.5" aria-label="Suggested questions">
                  {WIDGET_SUGGESTIONS.map((s) => (
                    <li key={s}>
                      <button
                        type="button"
                        onClick={() => setInput(s)}
                        className="w-full rounded-lg border border-slate-200 px-3 py-1.5 text-left text-slate-700 hover:bg-slate-50"
                      >
                        {s}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {chat.messages.map((m) => (
              <div key={m.id} className={m.role === 'user' ? 'flex justify-end' : 'flex justify-start'}>
                <div
                  data-role={m.role}
                  className={`max-w-[85%] rounded-2xl px-3 py-2 whitespace-pre-wrap ${
                    m.role === 'user'
                      ? 'bg-brand-600 text-white'
                      : m.state === 'error'
                        ? 'bg-red-50 text-red-800'
                        : 'bg-slate-100 text-slate-900'
                  }`}
                >
                  {m.content}
                  {m.engine ? (
                    <span className="mt-1 block text-[11px] text-slate-500">Written by {m.engine}</span>
                  ) : null}
                  {m.state === 'waiting' ? (
                    <span className="mt-1 block text-xs opacity-80">Waiting to send: you are offline</span>
                  ) : null}
                </div>
              </div>
            ))}
            {chat.loading ? (
              <div className="flex justify-start">
                <div
                  className="max-w-[85%] rounded-2xl bg-slate-100 px-3 py-2 whitespace-pre-wrap text-slate-900"
                  data-testid="chat-loading"
                >
                  {chat.streaming ? (
                    chat.streaming
                  ) : chat.retry ? (
                    <>
                      Retrying ({chat.retry.retry}/{CHAT_MAX_RETRIES})...
                      <span className="block text-xs text-slate-600">
                        Next attempt in {chat.secondsToRetry} seconds
                      </span>
                    </>
                  ) : (
                    'Thinking...'
                  )}
                </div>
              </div>
            ) : null}
          </div>

          {chat.error ? (
            <div
              role="alert"
              className="flex items-center gap-2 border-t border-red-200 bg-red-50 px-4 py-2 text-xs text-red-800"
            >
              <span className="flex-1">{chat.error}</span>
              {chat.retry ? (
                <span>Retrying automatically in {chat.secondsToRetry} seconds...</span>
              ) : (
                <button
                  type="button"
                  disabled={!chat.canTryAgain}
                  onClick={() => void chat.tryAgain()}
                  className="font-semibold underline disabled:opacity-50"
                >
                  Try again
                </button>
              )}
            </div>
          ) : null}

          <form
            className="flex items-end gap-2 border-t border-slate-200 p-3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <label htmlFor="chat-input" className="sr-only">
              Message {name}
            </label>
            <textarea
              id="chat-input"
              rows={2}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKey}
              placeholder="Ask a question..."
              className="block max-h-32 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
            />
            <button
              type="submit"
              disabled={!input.trim() || chat.loading}
              className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white disabled:opacity-50"
            >
              Send
            </button>
          </form>
        </section>
      ) : null}
      <div className="flex">
        <button
          type="button"
          aria-label={open ? `Close ${name}` : `Open ${name}`}
          aria-expanded={open}
          onClick={() => (open ? setOpen(false) : openPanel())}
          className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-2xl text-white hover:bg-brand-700 xl:size-14 xl:shadow-lg"
        >
          {/* Drawn, not an emoji: a device without an emoji font would show an empty box. */}
          <Icon name={open ? 'close' : 'chat'} />
        </button>
      </div>
    </div>
  );
}
