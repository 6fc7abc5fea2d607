// Version history in the builder: the story's kept versions with their dates and what made them,
// two of them compared side by side with the differences marked, and Restore. Reads are a live
// query on the mirror (works offline, shows versions pulled from the server); a restore writes
// through the builder's own writer and keeps the current text as a version first
// (src/data/mirror/versions.ts, rule in src/domain/version-rules.ts).
import { Suspense, lazy, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useStoryVersions } from '../../../data/mirror/hooks';
import { GENERATED_PLACE } from '../../../domain/story-places';
import type { StoryRow, VersionRow } from '../../../data/mirror/types';
import { restoreVersion } from '../../../data/mirror/versions';
import { lazyDateFormat, relativeTime } from '../../../domain/dates';
import { versionChange } from '../../../domain/version-preview';
import { VERSION_REASON_LABELS } from '../../../domain/version-rules';

const VersionCompare = lazy(() => import('./version-compare'));

/** Filled in by the builder (its BuilderVersionsProps slot). */
interface Props {
  story: StoryRow;
  sections: readonly { id: string; label: string }[];
  flush(): Promise<boolean>;
  applyToSection(sectionId: string, text: string): Promise<boolean>;
}

const CURRENT = 'current';
const stamp = lazyDateFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function versionDate(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '—';
  return stamp(t);
}

export function VersionHistory({ story, sections, flush, applyToSection }: Props) {
  const versions = useStoryVersions(story.id);
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState<string | null>(null);
  const [right, setRight] = useState<string>(CURRENT);
  const [restoring, setRestoring] = useState<VersionRow | null>(null);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const leftId = useId();
  const rightId = useId();

  const byId = (id: string | null) => versions?.find((v) => v.id === id) ?? null;
  const sideOf = (id: string | null) => {
    if (id === CURRENT) return { label: 'Current text', text: story };
    const v = byId(id);
    return v ? { label: `${VERSION_REASON_LABELS[v.reason]}, ${versionDate(v.created_at)}`, text: v } : null;
  };
  const leftSide = sideOf(left);
  const rightSide = sideOf(right);

  async function restore(v: VersionRow) {
    setBusy(true);
    try {
      if (!(await flush())) throw new Error('not saved');
      await restoreVersion(v.id, {
        applySection: applyToSection,
        // Through the builder's writer too: journaled, checked against the mirror, versioned.
        setGenerated: async (text) => {
          if (!(await applyToSection(GENERATED_PLACE, text ?? ''))) throw new Error('not saved');
        },
      });
      toast.success('Version restored. The text it replaced is kept in the history.');
      setRestoring(null);
      setLeft(null);
    } catch {
      toast.error('Failed to restore this version. Your current text is unchanged on this device.');
    } finally {
      setBusy(false);
    }
  }

  const count = versions?.length ?? 0;
  return (
    <section className="rounded-xl border border-slate-200 bg-white">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="font-semibold text-slate-900">Version history</span>
        <span className="text-sm text-slate-600">
          {versions === undefined
            ? ''
            : count === 0
              ? 'No earlier versions'
              : `${count} earlier ${count === 1 ? 'version' : 'versions'}`}
          <span aria-hidden="true" className="ml-2">
            {open ? '▴' : '▾'}
          </span>
        </span>
      </button>
      {open ? (
        <div id={panelId} className="space-y-4 border-t border-slate-200 px-4 py-4">
          <p className="text-sm text-slate-600">
            Your text is kept as a version when you come back to it after a pause of five minutes, every fifteen minutes
            while you keep writing, and always before a restore, a generation or an accepted coach suggestion. Nothing
            here is ever overwritten.
          </p>
          {versions === undefined ? (
            <Spinner label="Loading versions" />
          ) : (
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Versions">
              <li className="flex flex-wrap items-center justify-between gap-2 bg-brand-50 px-3 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900">Current text</p>
                  <p className="truncate text-xs text-slate-600" data-testid="version-change">
                    {versionChange(story.framework_type, story, versions[0] ?? null)}
                  </p>
                </div>
              </li>
              {versions.length === 0 ? (
                <li className="px-3 py-3 text-sm text-slate-600">
                  No earlier versions yet. When you edit this story after a pause, or restore, generate or accept a
                  coach suggestion, the text it replaces appears here.
                </li>
              ) : (
                versions.map((v, i) => (
                  <li
                    key={v.id}
                    className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                    data-version={v.id}
                  >
                    <div className="min-w-0 flex-1">
                      <p className="text-sm text-slate-900">
                        <span className="font-semibold">{VERSION_REASON_LABELS[v.reason]}</span>{' '}
                        <time dateTime={v.created_at} title={relativeTime(v.created_at)} className="text-slate-600">
                          {versionDate(v.created_at)}
                        </time>
                        {v.base === null ? <span className="ml-2 text-xs text-amber-700">Not synced yet</span> : null}
                      </p>
                      <p className="truncate text-xs text-slate-600" data-testid="version-change">
                        {versionChange(story.framework_type, v, versions[i + 1] ?? null)}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        className="px-3 py-1.5"
                        aria-label={`Compare the version of ${versionDate(v.created_at)} with the current text`}
                        onClick={() => {
                          setLeft(v.id);
                          setRight(CURRENT);
                        }}
                      >
                        Compare
                      </Button>
                      <Button
                        variant="ghost"
                        className="px-3 py-1.5"
                        aria-label={`Restore the version of ${versionDate(v.created_at)}`}
                        onClick={() => setRestoring(v)}
                      >
                        Restore
                      </Button>
                    </div>
                  </li>
                ))
              )}
            </ol>
          )}

          {versions && left !== null && leftSide && rightSide ? (
            <div className="space-y-3">
              <h3 className="text-base font-semibold text-slate-900">Compare versions</h3>
              <div className="grid gap-3 sm:grid-cols-2">
                {(
                  [
                    [leftId, 'Left', left, setLeft],
                    [rightId, 'Right', right, setRight],
                  ] as const
                ).map(([id, label, value, set]) => (
                  <div key={label}>
                    <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
                      {label}
                    </label>
                    <select
                      id={id}
                      value={value}
                      onChange={(e) => set(e.target.value)}
                      className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
                    >
                      <option value={CURRENT}>Current text</option>
                      {versions.map((v) => (
                        <option key={v.id} value={v.id}>
                          {VERSION_REASON_LABELS[v.reason]}, {versionDate(v.created_at)}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
              </div>
              <Suspense fallback={<Spinner label="Loading comparison" />}>
                <VersionCompare left={leftSide} right={rightSide} sections={sections} />
              </Suspense>
              <Button variant="ghost" onClick={() => setLeft(null)}>
                Close comparison
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      <Dialog open={restoring !== null} title="Restore this version?" onClose={() => !busy && setRestoring(null)}>
        {restoring ? (
          <>
            <p className="text-sm text-slate-700">
              The story goes back to the text of {versionDate(restoring.created_at)}. Your current text is kept in the
              history first, so you can return to it at any time.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" disabled={busy} onClick={() => setRestoring(null)}>
                Cancel
              </Button>
              <Button disabled={busy} onClick={() => void restore(restoring)}>
                {busy ? 'Restoring…' : 'Restore version'}
              </Button>
            </div>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
