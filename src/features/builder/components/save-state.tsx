import type { WriteState } from '../../../data/story-text';

/** Where the text is: only says "Saved on this device" once IndexedDB has committed it. */
export function SaveState({ state, exists }: { state: WriteState; exists: boolean }) {
  const text =
    state === 'saving'
      ? 'Saving…'
      : state === 'error'
        ? 'Not saved yet: retrying'
        : state === 'held'
          ? 'Not saved yet: your text is kept here'
          : state === 'full'
            ? 'Not saved yet: this device is out of space'
            : state === 'saved' || exists
              ? 'Saved on this device'
              : 'Not saved yet: start typing';
  const dot =
    state === 'saving'
      ? 'bg-amber-500'
      : state === 'error' || state === 'held' || state === 'full'
        ? 'bg-red-600'
        : state === 'saved' || exists
          ? 'bg-emerald-500'
          : 'bg-slate-300';
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="save-state"
      data-state={state}
      // Room for "Saved on this device" whatever it says, so the state changing on every
      // keystroke never moves the buttons beside it (or, on a phone, what wraps below).
      className="inline-flex min-w-44 items-center gap-2 text-sm text-slate-600"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      {text}
    </p>
  );
}
