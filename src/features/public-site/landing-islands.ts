// The landing page without React on a first visit (src/islands.ts): its "Join the Waitlist"
// button scrolls to the form, the headline says when it has finished typing, and the two forms
// start the app the moment they are touched (a focus, a press, a key): React hydrates the page
// then, and what was typed or sent meanwhile reaches the form (index.html's first script keeps
// it; src/components/ui/prerendered-form.ts hands it over). A visitor who only reads never
// downloads React.
import { onAbort } from './site-islands';
import { ISLAND_HOOK, scrollToWaitlist } from './site-nav';

/** What makes a form start the app: the first sign that someone is about to use it. */
const USE = ['focusin', 'pointerdown', 'keydown', 'input', 'submit'] as const;

/**
 * Wires the landing's islands in `doc`. `startApp` runs once, when a form is first used; the
 * listeners go when `signal` aborts (React's own handlers take over).
 */
export function enhanceLanding(doc: Document, startApp: () => void, signal?: AbortSignal): void {
  doc
    .querySelectorAll<HTMLElement>(`[${ISLAND_HOOK.toWaitlist}]`)
    .forEach((button) => button.addEventListener('click', () => scrollToWaitlist(doc), { signal }));
  doc.querySelectorAll<HTMLElement>('[data-typing]').forEach((headline) => typingDone(headline, signal));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp();
  };
  const forms = [...doc.querySelectorAll<HTMLFormElement>(`form[${ISLAND_HOOK.liveOnUse}]`)];
  for (const form of forms) for (const type of USE) form.addEventListener(type, start, { signal, capture: true });
  // Used before this script arrived (a slow phone): index.html's first script kept it.
  if (forms.some((form) => usedEarly(form, doc))) start();
}

/** Whether `form` was typed into, sent or focused before the islands were wired. */
function usedEarly(form: HTMLFormElement, doc: Document): boolean {
  const early = window.__storystackEarly;
  if (early?.submitted?.form === form || form.contains(doc.activeElement)) return true;
  return Array.from(form.elements).some((field) => early?.typed.has(field));
}

/** TypingHeadline's "done" once its last character is shown (the CSS animation's end); as
 *  rendered again when the app takes over (its own effect says "done" then). */
function typingDone(headline: HTMLElement, signal?: AbortSignal): void {
  const chars = headline.querySelectorAll<HTMLElement>('.typing-char');
  const last = chars[chars.length - 1];
  const reveal = last?.getAnimations?.().find((a) => (a as CSSAnimation).animationName === 'typing-hide');
  const rendered = headline.getAttribute('data-typing') ?? 'typing';
  onAbort(signal, () => headline.setAttribute('data-typing', rendered));
  const done = () => signal?.aborted || headline.setAttribute('data-typing', 'done');
  // The animation's own end event, not its `finished` promise, which settles just before the
  // event is sent: "done" would come before the last character is shown.
  if (!reveal) return void done();
  const onEnd = (e: AnimationEvent) => {
    if (e.animationName !== 'typing-hide') return;
    last.removeEventListener('animationend', onEnd);
    done();
  };
  last.addEventListener('animationend', onEnd, { signal });
}
