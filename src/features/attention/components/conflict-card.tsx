// One story changed on two devices: mine and theirs side by side, per section, and a choice.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ZodError } from 'zod';
import { Button, buttonClass } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { resolveConflict } from '../../../data/mirror/attention';
import type { ConflictRecord } from '../../../data/mirror/types';
import type { ConflictChoice } from '../../../domain/merge';
import {
  isTextPlace,
  mergePrefill,
  mineText,
  placeLabel,
  readableValue,
  recordName,
  storyEditPath,
  tableNoun,
} from '../../../domain/attention-text';
import { TEXT_BOX } from '../attention-ui';
import { CopyButton } from './copy-button';
import { conflictWording, type ConflictWording } from '../../../domain/conflict-wording';
import { STORY_TOO_LONG_MESSAGE, TITLE_TOO_LONG_MESSAGE } from '../../../domain/limits';

type Pick = 'mine' | 'theirs' | 'merged';

const LIMIT_MESSAGES = [STORY_TOO_LONG_MESSAGE, TITLE_TOO_LONG_MESSAGE];

export function ConflictCard({ conflict, onDone }: { conflict: ConflictRecord; onDone(): void }) {
  const titleId = useId();
  const wording = conflictWording(conflict.source);
  const errorId = useId();
  const [picks, setPicks] = useState<(Pick | null)[]>(() => conflict.conflicts.map(() => null));
  const [texts, setTexts] = useState<string[]>(() => conflict.conflicts.map((c) => mergePrefill(c.mine, c.theirs)));
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [overLimit, setOverLimit] = useState<string | null>(null);
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
    setOverLimit(null);
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
    } catch (error) {
      // Over a limit (a merge by hand made the story too long): say which; the texts stay here.
      const limit =
        error instanceof ZodError
          ? error.issues.map((i) => i.message).find((m) => LIMIT_MESSAGES.includes(m))
          : undefined;
      setOverLimit(limit ?? null);
      if (!limit) toast.error('Could not save your choice. Nothing was changed.');
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
            {wording.summary(tableNoun(conflict.table).toLowerCase())} Choose which text to keep for each place below.
            Nothing is lost: the text you do not keep stays listed under “Resolved”.
          </p>
        </div>

        {conflict.conflicts.map((c, i) => (
          <ConflictPlace
            key={`${c.field}-${c.key ?? ''}`}
            label={placeLabel(c.field, c.key, frameworkType)}
            field={c.field}
            mine={c.mine}
            mineShown={mineText(c, conflict.mine, frameworkType)}
            theirs={c.theirs}
            wording={wording}
            pick={picks[i]}
            text={texts[i] ?? ''}
            onPick={(p) => {
              setMissing(false);
              setPicks((all) => all.map((x, j) => (j === i ? p : x)));
            }}
            onText={(t) => setTexts((all) => all.map((x, j) => (j === i ? t : x)))}
          />
        ))}

        {overLimit ? (
          <p role="alert" data-testid="merge-over-limit" className="text-sm text-red-700">
            {overLimit} Nothing was changed: your merged text is still here.
          </p>
        ) : null}
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
  wording: ConflictWording;
  field: string;
  mine: unknown;
  /** Mine as read (a deletion's: the text I kept writing). */
  mineShown: string;
  theirs: unknown;
  pick: Pick | null;
  text: string;
  onPick(p: Pick): void;
  onText(t: string): void;
}

const CHOICE =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500';

function ConflictPlace({ label, wording, field, mine, mineShown, theirs, pick, text, onPick, onText }: PlaceProps) {
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
          <div className="flex items-center justify-between gap-2">
            <h4 className="text-xs font-semibold tracking-wide text-sky-800 uppercase">{wording.mineLabel}</h4>
            <CopyButton text={mineShown} label={`mine: ${label}`} />
          </div>
          <div className={`${TEXT_BOX} mt-1 border-sky-200 bg-sky-50`}>{mineShown}</div>
        </section>
        <section aria-label={`Theirs: ${label}`} data-testid="conflict-theirs">
          <h4 className="text-xs font-semibold tracking-wide text-amber-800 uppercase">{wording.theirsLabel}</h4>
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
