// /dashboard/attention: what needs the user. Writes the server refused for good (retry, edit,
// discard; the text is kept here) and stories changed on two devices (mine / theirs / merge by
// hand). Resolved conflicts stay listed with the text that lost.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { dismissAttention, resolveConflict, retryAttention } from '../../../data/attention';
import { db } from '../../../data/db';
import { useAttentionList, useConflicts } from '../../../data/hooks';
import type { AttentionRecord, ConflictRecord } from '../../../data/types';
import type { ConflictChoice } from '../../../domain/merge';
import {
  isTextPlace,
  losingTexts,
  mergePrefill,
  placeLabel,
  readableValue,
  readableValues,
  recordName,
  storyEditPath,
  tableNoun,
} from '../attention-text';

const TEXT_BOX = 'whitespace-pre-wrap break-words rounded-lg border px-3 py-2.5 text-sm leading-relaxed text-slate-900';

function useResolvedConflicts(): ConflictRecord[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.conflicts.where('state').equals('resolved').toArray();
    return rows.sort((a, b) => (b.resolvedAt ?? 0) - (a.resolvedAt ?? 0));
  }, []);
}

function when(ms: number | null): string {
  return ms ? new Date(ms).toLocaleString() : '';
}

export function AttentionPage() {
  const refused = useAttentionList();
  const conflicts = useConflicts();
  const resolved = useResolvedConflicts();
  const heading = useRef<HTMLHeadingElement>(null);

  // A card that goes away takes the focus with it: give it back to the page heading.
  const refocus = () => heading.current?.focus();

  if (refused === undefined || conflicts === undefined || resolved === undefined) {
    return <FullPageSpinner label="Loading changes" />;
  }
  const nothing = refused.length === 0 && conflicts.length === 0;

  return (
    <div className="mx-auto max-w-4xl space-y-8 pb-24">
      <header>
        <h1
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
        >
          Needs attention
        </h1>
        <p className="mt-2 text-slate-700">
          Changes the server could not take, and stories changed on two devices at once. Your text is kept on this
          device until you decide.
        </p>
      </header>

      {nothing ? (
        <div
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-center"
          data-testid="attention-empty"
        >
          <p className="text-lg font-semibold text-emerald-900">Nothing needs your attention.</p>
          <p className="mt-1 text-emerald-800">All your changes are safe.</p>
          <Link to="/dashboard/stories" className={buttonClass('secondary', 'mt-4')}>
            Back to your stories
          </Link>
        </div>
      ) : null}

      {conflicts.length > 0 ? (
        <section aria-labelledby="attention-conflicts" className="space-y-4">
          <h2 id="attention-conflicts" className="text-lg font-semibold text-slate-900">
            Changed on another device too ({conflicts.length})
          </h2>
          <ul className="space-y-4">
            {conflicts.map((c) => (
              <li key={c.id}>
                <ConflictCard conflict={c} onDone={refocus} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {refused.length > 0 ? (
        <section aria-labelledby="attention-refused" className="space-y-4">
          <h2 id="attention-refused" className="text-lg font-semibold text-slate-900">
            Changes the server refused ({refused.length})
          </h2>
          <ul className="space-y-4">
            {refused.map((r) => (
              <li key={r.id}>
                <RefusedCard record={r} onDone={refocus} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {resolved.length > 0 ? <ResolvedList records={resolved} /> : null}
    </div>
  );
}

// ---- refused writes -----------------------------------------------------------------------------

function refusedSubject(record: AttentionRecord): {
  name: string;
  editPath: string | null;
  values: Record<string, unknown>;
} {
  const entry = record.entry;
  switch (entry.kind) {
    case 'mutation': {
      const row = record.localRow ?? entry.values;
      return {
        name: recordName(entry.table, row),
        editPath: storyEditPath(entry.table, entry.rowId, { ...entry.values, ...(record.localRow ?? {}) }),
        values: entry.values,
      };
    }
    case 'insert':
      return { name: recordName(entry.table, entry.values), editPath: null, values: entry.values };
    case 'rpc':
      return {
        name: entry.name === 'join_waitlist' ? 'Waitlist sign-up' : entry.name,
        editPath: null,
        values: entry.args,
      };
    case 'invoke':
      return { name: `Request “${entry.name}”`, editPath: null, values: entry.body };
  }
}

function RefusedCard({ record, onDone }: { record: AttentionRecord; onDone(): void }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const { name, editPath, values } = refusedSubject(record);
  const frameworkType = record.localRow?.framework_type ?? values.framework_type;
  const kept = readableValues(values, frameworkType);

  async function retry() {
    setBusy(true);
    try {
      await retryAttention(record.id);
      toast.success('Sending your change again');
      onDone();
    } catch {
      toast.error('Could not send the change again. Your text is still kept here.');
      setBusy(false);
    }
  }

  async function discard() {
    setBusy(true);
    try {
      await dismissAttention(record.id);
      setConfirming(false);
      toast.success('Change discarded');
      onDone();
    } catch {
      toast.error('Could not discard the change');
      setBusy(false);
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      data-testid="attention-refused"
      data-record-id={record.id}
      className="space-y-4 rounded-xl border border-red-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
          {name}
        </h3>
        <p className="text-xs text-slate-500">Refused {when(record.createdAt)}</p>
      </div>
      <div className="rounded-lg border border-red-100 bg-red-50 px-3 py-2 text-sm text-red-900">
        <span className="font-semibold">The server said: </span>
        {record.message || 'This change could not be saved on the server.'}
        {record.status ? <span className="text-red-700"> ({record.status})</span> : null}
      </div>
      {kept.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-slate-800">Your change, kept on this device</h4>
          <dl className="mt-2 space-y-3">
            {kept.map((k, i) => (
              <div key={`${k.label}-${i}`}>
                <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{k.label}</dt>
                <dd className={`${TEXT_BOX} mt-1 border-slate-200 bg-slate-50`}>{k.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void retry()} disabled={busy} aria-describedby={titleId}>
          Retry
        </Button>
        {editPath ? (
          <Link to={editPath} className={buttonClass('secondary')} aria-describedby={titleId}>
            Edit
          </Link>
        ) : null}
        <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy} aria-describedby={titleId}>
          Discard
        </Button>
      </div>
      <Dialog open={confirming} title="Discard this change?" onClose={() => setConfirming(false)}>
        <p className="text-slate-700">Your text will be removed from this device.</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void discard()} disabled={busy}>
            Discard
          </Button>
        </div>
      </Dialog>
    </article>
  );
}

// ---- open conflicts -----------------------------------------------------------------------------

type Pick = 'mine' | 'theirs' | 'merged';

function ConflictCard({ conflict, onDone }: { conflict: ConflictRecord; onDone(): void }) {
  const titleId = useId();
  const errorId = useId();
  const [picks, setPicks] = useState<(Pick | null)[]>(() => conflict.conflicts.map(() => null));
  const [texts, setTexts] = useState<string[]>(() => conflict.conflicts.map((c) => mergePrefill(c.mine, c.theirs)));
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const row = { ...conflict.theirs, ...conflict.mine };
  const frameworkType = row.framework_type;
  const editPath = storyEditPath(conflict.table, conflict.rowId, row);

  // The record may be rewritten while open (another round of edits): keep answers aligned.
  const count = conflict.conflicts.length;
  useEffect(() => {
    setPicks((p) => (p.length === count ? p : conflict.conflicts.map(() => null)));
    setTexts((t) => (t.length === count ? t : conflict.conflicts.map((c) => mergePrefill(c.mine, c.theirs))));
  }, [count, conflict.conflicts]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (picks.some((p) => p === null)) {
      setMissing(true);
      return;
    }
    const choices: ConflictChoice[] = picks.map((p, i) =>
      p === 'merged' ? { pick: 'merged', value: texts[i] } : { pick: p === 'theirs' ? 'theirs' : 'mine' },
    );
    setBusy(true);
    try {
      await resolveConflict(conflict.id, choices);
      toast.success('Conflict resolved');
      onDone();
    } catch {
      toast.error('Could not save your choice. Nothing was changed.');
      setBusy(false);
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      data-testid="attention-conflict"
      className="rounded-xl border border-amber-200 bg-white p-4 sm:p-6"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
        <div>
          <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {recordName(conflict.table, row)}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            This {tableNoun(conflict.table).toLowerCase()} was changed on another device too. Choose which text to keep
            for each place below. Nothing is lost: the text you do not keep stays listed under “Resolved”.
          </p>
        </div>

        {conflict.conflicts.map((c, i) => (
          <ConflictPlace
            key={`${c.field}-${c.key ?? ''}`}
            label={placeLabel(c.field, c.key, frameworkType)}
            field={c.field}
            mine={c.mine}
            theirs={c.theirs}
            pick={picks[i]}
            text={texts[i] ?? ''}
            onPick={(p) => {
              setMissing(false);
              setPicks((all) => all.map((x, j) => (j === i ? p : x)));
            }}
            onText={(t) => setTexts((all) => all.map((x, j) => (j === i ? t : x)))}
          />
        ))}

        {missing ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            Choose what to keep for every place first.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={busy} aria-describedby={missing ? errorId : undefined}>
            Save my choice
          </Button>
          {editPath ? (
            <Link to={editPath} className={buttonClass('ghost')}>
              Open the story
            </Link>
          ) : null}
        </div>
      </form>
    </article>
  );
}

interface PlaceProps {
  label: string;
  field: string;
  mine: unknown;
  theirs: unknown;
  pick: Pick | null;
  text: string;
  onPick(p: Pick): void;
  onText(t: string): void;
}

const CHOICE =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500';

function ConflictPlace({ label, field, mine, theirs, pick, text, onPick, onText }: PlaceProps) {
  const name = useId();
  const mergeId = useId();
  const canMerge = isTextPlace(field, mine, theirs);
  const options: { value: Pick; label: string }[] = [
    { value: 'mine', label: 'Keep mine' },
    { value: 'theirs', label: 'Keep theirs' },
    ...(canMerge ? [{ value: 'merged' as const, label: 'Merge by hand' }] : []),
  ];
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4" data-testid="conflict-place">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        <section aria-label={`Mine: ${label}`} data-testid="conflict-mine">
          <h4 className="text-xs font-semibold tracking-wide text-sky-800 uppercase">Mine (this device)</h4>
          <div className={`${TEXT_BOX} mt-1 border-sky-200 bg-sky-50`}>{readableValue(field, mine)}</div>
        </section>
        <section aria-label={`Theirs: ${label}`} data-testid="conflict-theirs">
          <h4 className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Theirs (other device)</h4>
          <div className={`${TEXT_BOX} mt-1 border-amber-200 bg-amber-50`}>{readableValue(field, theirs)}</div>
        </section>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {options.map((o) => (
          <label key={o.value} className={CHOICE}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={pick === o.value}
              onChange={() => onPick(o.value)}
              className="size-4 accent-brand-600"
            />
            {o.label}
          </label>
        ))}
      </div>
      {pick === 'merged' ? (
        <div>
          <label htmlFor={mergeId} className="block text-sm font-medium text-slate-800">
            Your merged text for {label}
          </label>
          <textarea
            id={mergeId}
            value={text}
            onChange={(e) => onText(e.target.value)}
            rows={8}
            className="mt-1 block w-full resize-y rounded-lg border border-slate-300 px-3 py-2.5 text-base leading-relaxed sm:text-sm"
          />
        </div>
      ) : null}
    </fieldset>
  );
}

// ---- resolved conflicts -------------------------------------------------------------------------

function ResolvedList({ records }: { records: ConflictRecord[] }) {
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
  const places = losingTexts(record.conflicts, record.resolution, row.framework_type);
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
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{l.side} (not kept)</p>
              <div className={`${TEXT_BOX} mt-1 border-slate-200 bg-slate-50`}>{l.text}</div>
            </div>
          ))}
        </div>
      ))}
    </article>
  );
}
