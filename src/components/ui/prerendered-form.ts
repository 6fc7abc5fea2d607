// A form prerendered into the page's HTML can be used before React runs it: on a slow phone a
// visitor (or a password manager) fills it in and presses the button while the scripts still
// load. index.html's first script keeps what happens meanwhile in `window.__storystackEarly`:
// the last value typed into each field, and a submission nobody handled (it stops the browser's
// own GET, which would put a password in the URL). Once the form is live this hook gives the
// typed text to the form's state (react-hook-form clears a registered field to its default, and
// controlled state starts empty), then sends the swallowed submission, so nothing is lost.
import { useEffect, useState, type RefObject } from 'react';

interface EarlyFormUse {
  typed: WeakMap<EventTarget, string>;
  submitted: { form: EventTarget; submitter: HTMLElement | null } | null;
}

declare global {
  interface Window {
    __storystackEarly?: EarlyFormUse;
  }
}

const NOT_TEXT = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file', 'image']);

/** What was typed into `form`'s named text fields before it was live (field name → text). */
function typedBeforeLive(form: HTMLFormElement, early = window.__storystackEarly): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (!field.name || NOT_TEXT.has(field.type)) continue;
    const value = early?.typed.get(field) ?? field.value;
    if (value !== '') typed[field.name] = value;
  }
  return typed;
}

/**
 * Hands `form` what was typed into it before it was live (`adopt`, once, on mount) and then
 * repeats a submission made meanwhile. Returns whether the form is live.
 */
export function usePrerenderedForm(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (form.current) {
      const typed = typedBeforeLive(form.current);
      if (Object.keys(typed).length > 0) adopt(typed);
    }
    setLive(true);
    // Once, on mount: later values are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const early = window.__storystackEarly;
    const element = form.current;
    if (!live || !element || early?.submitted?.form !== element) return;
    const { submitter } = early.submitted;
    early.submitted = null;
    // After the render that took the typed text, so the handler reads it.
    element.requestSubmit(
      submitter instanceof HTMLButtonElement && element.contains(submitter) ? submitter : undefined,
    );
  }, [live, form]);
  return live;
}

/** `adopt` for a react-hook-form form: each typed text through its `setValue`, as if typed now. */
export function adoptWith(setValue: (name: never, value: never, options: { shouldDirty: boolean }) => void) {
  return (typed: Record<string, string>) => {
    for (const [name, value] of Object.entries(typed)) setValue(name as never, value as never, { shouldDirty: true });
  };
}
