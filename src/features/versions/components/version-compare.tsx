// Two versions of a story side by side, section by section, with the differences marked: what
// the right side no longer has is struck through on the left, what it added is highlighted on
// the right. Loaded lazily (it brings the `diff` library), only when the user compares.
import { contentSections } from '../../../domain/story-places';
import type { VersionText } from '../../../domain/version-rules';
import { markDifferences, type Mark } from '../diff-marks';

export interface CompareSide {
  label: string;
  text: VersionText;
}

interface Props {
  left: CompareSide;
  right: CompareSide;
  sections: readonly { id: string; label: string }[];
}

/** The parts to compare, in the framework's order, then any others, then the generated story. */
function parts(left: VersionText, right: VersionText, sections: Props['sections']) {
  const l = contentSections(left.content);
  const r = contentSections(right.content);
  const known = new Map(sections.map((s) => [s.id, s.label]));
  const keys = [
    ...sections.map((s) => s.id),
    ...[...new Set([...Object.keys(l), ...Object.keys(r)])].filter((k) => !known.has(k)),
  ];
  const out = keys
    .map((k) => ({
      id: k,
      label: known.get(k) ?? (k === 'manual' || k === 'text' ? 'Your story' : k === 'transcript' ? 'Transcript' : k),
      before: l[k] ?? '',
      after: r[k] ?? '',
    }))
    .filter((p) => p.before.trim() !== '' || p.after.trim() !== '');
  if ((left.generated_content ?? '') !== '' || (right.generated_content ?? '') !== '')
    out.push({
      id: 'generated',
      label: 'Generated story',
      before: left.generated_content ?? '',
      after: right.generated_content ?? '',
    });
  return out;
}

function Marked({ marks, empty }: { marks: Mark[]; empty: string }) {
  if (marks.every((m) => m.text === '')) return <p className="text-sm text-slate-500 italic">{empty}</p>;
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-800">
      {marks.map((m, i) =>
        m.kind === 'removed' ? (
          <del key={i} className="rounded bg-red-100 text-red-900" data-mark="removed">
            {m.text}
          </del>
        ) : m.kind === 'added' ? (
          <ins key={i} className="rounded bg-emerald-100 text-emerald-900 no-underline" data-mark="added">
            {m.text}
          </ins>
        ) : (
          <span key={i}>{m.text}</span>
        ),
      )}
    </p>
  );
}

export default function VersionCompare({ left, right, sections }: Props) {
  const rows = parts(left.text, right.text, sections).map((p) => ({ ...p, ...markDifferences(p.before, p.after) }));
  const changed = rows.filter((r) => r.changed).length;
  return (
    <div className="space-y-4" data-testid="version-compare">
      <p className="text-sm text-slate-600" role="status">
        {changed === 0
          ? 'These two versions have the same text.'
          : `${changed} ${changed === 1 ? 'part differs' : 'parts differ'}. Struck-through words are only in the left version; highlighted words are only in the right one.`}
      </p>
      {rows.length === 0 ? <p className="text-sm text-slate-500">Neither version has any text yet.</p> : null}
      {rows.map((r) => (
        <section key={r.id} className="rounded-lg border border-slate-200" aria-label={r.label}>
          <h4 className="flex items-center justify-between border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-900">
            {r.label}
            {r.changed ? null : <span className="text-xs font-normal text-slate-500">No changes</span>}
          </h4>
          <div className="grid gap-px bg-slate-200 sm:grid-cols-2">
            <div className="bg-white p-3">
              <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:hidden">
                {left.label}
              </p>
              <Marked marks={r.left} empty="No text" />
            </div>
            <div className="bg-white p-3">
              <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:hidden">
                {right.label}
              </p>
              <Marked marks={r.right} empty="No text" />
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
