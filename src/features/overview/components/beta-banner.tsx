// The beta banner: what the beta means, and the owner's bug-report form in a frame (565 px, as
// the spec gives it) behind a toggle. No form configured: no toggle.
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';

export function BetaBanner({ bugReportFormUrl }: { bugReportFormUrl: string | null }) {
  const [open, setOpen] = useState(false);
  const frameId = useId();
  return (
    <section aria-label="Beta" className="rounded-xl border border-gold-400/60 bg-amber-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-800">
          <span className="mr-2 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-bold tracking-wide text-slate-900 uppercase">
            Beta
          </span>
          You are one of our founding members. Everything is free while we build, and your feedback shapes what comes
          next.
        </p>
        {bugReportFormUrl ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={frameId}
            onClick={() => setOpen((v) => !v)}
            className={buttonClass('secondary')}
          >
            {open ? 'Hide bug report form' : 'Report a bug'}
          </button>
        ) : null}
      </div>
      {bugReportFormUrl && open ? (
        <iframe
          id={frameId}
          src={bugReportFormUrl}
          title="Bug report form"
          height={565}
          className="mt-4 h-[565px] w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : null}
    </section>
  );
}
