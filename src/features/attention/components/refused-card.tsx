// One write the server refused for good: what it was, the kept text, and retry / edit / discard.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { dismissAttention, retryAttention } from '../../../data/mirror/attention';
import type { AttentionRecord } from '../../../data/mirror/types';
import { readableValues, recordName, refusalText, storyEditPath } from '../../../domain/attention-text';
import { TEXT_BOX, when } from '../attention-ui';

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
    case 'upload':
      return {
        name: entry.bucket === 'recordings' ? 'Voice note' : 'Uploaded file',
        editPath: null,
        values: { file: entry.path.split('/').pop() ?? entry.path },
      };
  }
}

export function RefusedCard({ record, onDone }: { record: AttentionRecord; onDone(): void }) {
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
        {refusalText(record.message)}
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
