import { DOCUMENT_FORMATS_LABEL } from '../../../data/device/document-text';

export type CreationMode = 'choose' | 'questions' | 'transcript' | 'manual';

const MODES: readonly { mode: Exclude<CreationMode, 'choose'>; title: string; text: string }[] = [
  {
    mode: 'transcript',
    title: 'Upload Transcript',
    text: `Paste or upload an interview or call transcript (${DOCUMENT_FORMATS_LABEL}).`,
  },
  {
    mode: 'questions',
    title: 'Answer Questions',
    text: 'Work through the framework one section at a time with guiding questions.',
  },
  { mode: 'manual', title: 'Write Content', text: 'Write your story freely in your own words.' },
];

export function ModeChooser({ onChoose }: { onChoose(mode: CreationMode): void }) {
  return (
    <section aria-labelledby="mode-title" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="mode-title" className="text-lg font-semibold text-slate-900">
        How would you like to build this story?
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        {MODES.map((m) => (
          <button
            key={m.mode}
            type="button"
            onClick={() => onChoose(m.mode)}
            className="rounded-xl border border-slate-200 p-4 text-left hover:border-brand-500 hover:bg-brand-50"
          >
            <span className="block font-semibold text-slate-900">{m.title}</span>
            <span className="mt-1 block text-sm text-slate-600">{m.text}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
