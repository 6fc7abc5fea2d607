// Voice recordings that live only on this device (cut off while recording, or kept but never
// attached to their answer): nothing sends them by themselves, so they are listed here to attach
// to their answer again or to download.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';
import { db } from '../../../data/mirror/db';
import { reattachRecording, type KeptRecording } from '../../../data/mirror/kept-recordings';
import { when } from '../attention-ui';

const NOT_ATTACHED = {
  'no-story': 'Its story is no longer on this device. Download the recording to keep it.',
  'answer-has-another': 'Its answer has a newer voice note now. Download this recording to keep it.',
} as const;

export function KeptRecordings({ recordings }: { recordings: KeptRecording[] }) {
  const titles = useLiveQuery(async () => {
    const stories = await db.stories.bulkGet([...new Set(recordings.map((r) => r.storyId))]);
    return new Map(stories.filter((s) => s !== undefined).map((s) => [s.id, s.title]));
  }, [recordings]);
  if (recordings.length === 0) return null;
  return (
    <section aria-labelledby="attention-recordings" className="space-y-4" data-testid="attention-recordings">
      <h2 id="attention-recordings" className="text-lg font-semibold text-slate-900">
        Recordings kept only on this device ({recordings.length})
      </h2>
      <ul className="space-y-3">
        {recordings.map((r) => (
          <li key={r.id}>
            <KeptRecordingCard recording={r} title={titles?.get(r.storyId) ?? null} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function KeptRecordingCard({ recording, title }: { recording: KeptRecording; title: string | null }) {
  const { user } = useAuth();
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function attach() {
    if (!user) return;
    setBusy(true);
    try {
      const outcome = await reattachRecording(recording, user.id);
      if (outcome === 'attached') toast.success('The recording is attached to its answer again');
      else setNote(NOT_ATTACHED[outcome]);
    } catch {
      toast.error('Could not attach the recording. It is still kept on this device.');
    } finally {
      setBusy(false);
    }
  }

  function download() {
    if (!recording.blob) return;
    const url = URL.createObjectURL(recording.blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = recording.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <article className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="kept-recording">
      <p className="text-sm text-slate-800">
        {recording.interrupted ? 'Cut off while recording' : 'Not attached to its answer'}
        {title ? ` · ${title}` : ''} · {when(recording.createdAt)}
      </p>
      {note ? <p className="text-sm text-amber-800">{note}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void attach()} disabled={busy || !user}>
          Attach to its answer
        </Button>
        {recording.blob ? (
          <Button variant="secondary" onClick={download}>
            Download
          </Button>
        ) : null}
      </div>
    </article>
  );
}
