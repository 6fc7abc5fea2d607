// Resolved conflicts, collapsed, with the text that lost still readable.
import type { ConflictRecord } from '../../../data/mirror/types';
import { losingTexts, recordName } from '../../../domain/attention-text';
import { TEXT_BOX, when } from '../attention-ui';
import { CopyButton } from './copy-button';

export function ResolvedList({ records }: { records: ConflictRecord[] }) {
  return (
    <section aria-labelledby="attention-resolved">
      <details className="group rounded-xl border border-slate-200 bg-white" data-testid="attention-resolved">
        <summary className="cursor-pointer list-none rounded-xl px-4 py-3 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:px-6">
          <h2 id="attention-resolved" className="inline text-lg font-semibold text-slate-900">
            Resolved ({records.length})
          </h2>
          <span className="ml-2 text-sm text-slate-600">
            <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
              ▸
            </span>{' '}
            The text you did not keep
          </span>
        </summary>
        <ul className="space-y-4 border-t border-slate-200 p-4 sm:p-6">
          {records.map((r) => (
            <li key={r.id}>
              <ResolvedItem record={r} />
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

const KEPT_WORD = { mine: 'Kept mine', theirs: 'Kept theirs', merged: 'Merged by hand' } as const;

function ResolvedItem({ record }: { record: ConflictRecord }) {
  const row = { ...record.theirs, ...record.mine };
  const places = losingTexts(record.conflicts, record.resolution, row.framework_type, record.mine);
  return (
    <article className="space-y-3" data-testid="resolved-conflict">
      <div>
        <h3 className="text-base font-semibold break-words text-slate-900">{recordName(record.table, row)}</h3>
        <p className="text-xs text-slate-500">Resolved {when(record.resolvedAt)}</p>
      </div>
      {places.map((p, i) => (
        <div key={`${p.label}-${i}`} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <p className="text-sm font-semibold text-slate-900">
            {p.label}: <span className="font-normal text-slate-700">{KEPT_WORD[p.kept]}</span>
          </p>
          {p.lost.map((l) => (
            <div key={l.side} data-testid="losing-text">
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{l.side} (not kept)</p>
                <CopyButton text={l.text} label={`${l.side.toLowerCase()} (not kept): ${p.label}`} />
              </div>
              <div className={`${TEXT_BOX} mt-1 border-slate-200 bg-slate-50`}>{l.text}</div>
            </div>
          ))}
        </div>
      ))}
    </article>
  );
}
