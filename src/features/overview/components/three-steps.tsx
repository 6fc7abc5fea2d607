// "3 simple steps": the path from here to a finished stack and a session with the coach.
const STEPS = [
  {
    title: 'Watch Video',
    text: 'A ten-minute introduction to the six stories and how they work together.',
    note: 'Coming soon',
  },
  {
    title: 'Complete Your StoryStack',
    text: 'Answer the questions for each framework, or upload an interview, and shape six stories.',
    note: null,
  },
  {
    title: 'Meet with Your Coach',
    text: 'Once all six are complete, book a session to turn them into content, offers and a funnel.',
    note: null,
  },
] as const;

export function ThreeSteps({ completedCount }: { completedCount: number }) {
  return (
    <section aria-labelledby="steps-title">
      <h2 id="steps-title" className="text-lg font-semibold">
        3 simple steps
      </h2>
      <ol className="mt-3 grid gap-3 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              >
                {i + 1}
              </span>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
            </div>
            <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            {step.note ? (
              <p className="mt-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                {step.note}
              </p>
            ) : null}
            {i === 1 ? <p className="mt-2 text-xs font-medium text-brand-700">{completedCount} of 6 complete</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
