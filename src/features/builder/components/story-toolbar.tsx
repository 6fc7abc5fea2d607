// Title, status, delete and save for the story being built, with the local save state.
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../data/auth/use-auth';
import { deleteStory, updateStory } from '../../../data/mirror/stories';
import { TITLE_MAX_CHARS, titleTooLong } from '../../../domain/limits';
import { TITLE_PLACE } from '../../../domain/story-places';
import type { ClientRow } from '../../../data/mirror/types';
import type { Framework } from '../../../domain/frameworks';
import { syncNow } from '../../../sync/start-sync';
import { STORY_STATUSES, STORY_STATUS_LABELS, defaultStoryTitle, isStoryStatus } from '../../../domain/story-rules';
import type { StoryDraft } from '../hooks/use-story-draft';
import { DOCUMENT_FORMATS_LABEL } from '../../../data/device/document-text';
import { ExportMenu } from './export-menu';
import { SaveState } from './save-state';
import { DELETE_STORY_WARNING } from '../../../domain/recently-deleted';

interface Props {
  framework: Framework;
  draft: StoryDraft;
  client: ClientRow | null;
  /** The builder's save bar at the end of the page, where Save All Changes goes. */
  saveBar: HTMLElement | null;
}

export function StoryToolbar({ framework, draft, client, saveBar }: Props) {
  const navigate = useNavigate();
  const { story } = draft;
  const { user, role } = useAuth();
  // The story's person changes a story their coach wrote but does not delete it (the server agrees).
  const canDelete =
    Boolean(story) && (story?.user_id === user?.id || role === 'admin' || (!!client && client.coach_id === user?.id));
  // The title as shown: typed here (through the draft's writer, journaled with every keystroke)
  // or stored, else the default a new story gets.
  const storedTitle = draft.textOf(TITLE_PLACE) || defaultStoryTitle(framework.title, client?.name);
  const [title, setTitle] = useState(storedTitle);
  const [editingTitle, setEditingTitle] = useState(false);
  const [titleAtFocus, setTitleAtFocus] = useState(storedTitle);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const titleIssueId = useId();
  const statusId = useId();
  const titleIssue = title.length > TITLE_MAX_CHARS ? titleTooLong(title.length) : null;

  // Follow the stored title (e.g. pulled from another device) unless the user is editing it or
  // the field holds a title too long to save (that text stays until the user shortens it).
  useEffect(() => {
    if (!editingTitle && !titleIssue) setTitle(storedTitle);
  }, [storedTitle, editingTitle, titleIssue]);

  /** Every keystroke of the title is written like a section's text; an empty or too long one waits. */
  function typeTitle(value: string) {
    const before = story ? draft.textOf(TITLE_PLACE) : title;
    setTitle(value);
    if (value.trim() === '' || value.length > TITLE_MAX_CHARS) return;
    draft.setText(TITLE_PLACE, value, before);
  }

  function endTitleEdit(announce: boolean): boolean {
    const next = title.trim();
    if (titleIssue) return false;
    if (next === '') {
      setTitle(storedTitle); // An empty title is not saved.
      return true;
    }
    if (next !== title) draft.setText(TITLE_PLACE, next, story ? draft.textOf(TITLE_PLACE) : title);
    if (announce && next !== titleAtFocus) toast.success('Title updated successfully');
    return true;
  }

  async function changeStatus(value: string) {
    if (!isStoryStatus(value)) return;
    try {
      if (story) await updateStory(story.id, { status: value });
      else await draft.ensureStory({ status: value });
      toast.success(`Story status updated to ${STORY_STATUS_LABELS[value]}`);
    } catch {
      toast.error('Failed to update story status');
    }
  }

  async function save() {
    setBusy(true);
    try {
      if (!endTitleEdit(false)) {
        toast.error(titleTooLong(title.length));
        return;
      }
      if (!(await draft.flush())) throw new Error('section not saved');
      if (!story) await draft.ensureStory({ title: title.trim() || storedTitle });
      toast.success('Story saved successfully!');
      void syncNow(); // Everything is durable already: ask the sync runner to push now.
    } catch {
      toast.error('Failed to save story');
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!story) return;
    setConfirmOpen(false);
    setBusy(true);
    // A write of this tab still in flight must land before the deletion, not after it (where it
    // would ask whether to restore the story this tab is deleting).
    await draft.flush();
    draft.dispose();
    try {
      await deleteStory(story.id);
      toast.success('Story deleted successfully!');
      void navigate('/dashboard/stories');
    } catch {
      toast.error('Failed to delete story');
      setBusy(false);
    }
  }

  return (
    <section aria-label="Story details" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor={titleId} className="block text-sm font-medium text-slate-800">
            Title
          </label>
          <input
            id={titleId}
            value={title}
            aria-invalid={titleIssue ? true : undefined}
            aria-describedby={titleIssue ? titleIssueId : undefined}
            onFocus={() => {
              setEditingTitle(true);
              setTitleAtFocus(storedTitle);
            }}
            onChange={(e) => typeTitle(e.target.value)}
            onBlur={() => {
              setEditingTitle(false);
              endTitleEdit(true);
            }}
            onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base font-semibold sm:text-sm"
          />
          {titleIssue ? (
            <p id={titleIssueId} role="alert" data-testid="title-too-long" className="mt-1 text-sm text-red-700">
              {titleIssue}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={statusId}
            value={story?.status ?? 'draft'}
            onChange={(e) => void changeStatus(e.target.value)}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base sm:text-sm"
          >
            {STORY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STORY_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SaveState state={draft.writeState} exists={Boolean(story)} />
        {story ? <ExportMenu story={story} /> : null}
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="ghost" onClick={() => setHelpOpen(true)}>
            Transcript Help
          </Button>
          {canDelete && story ? (
            <Button variant="secondary" className="text-red-700" onClick={() => setConfirmOpen(true)} disabled={busy}>
              Delete Story
            </Button>
          ) : null}
          <Button onClick={() => void save()} disabled={busy}>
            Save Story
          </Button>
        </div>
      </div>
      {story && saveBar
        ? createPortal(
            <Button variant="gold" onClick={() => void save()} disabled={busy}>
              Save All Changes
            </Button>,
            saveBar,
          )
        : null}

      <Dialog open={confirmOpen} title="Delete story" onClose={() => setConfirmOpen(false)}>
        <p className="text-sm text-slate-700">
          Are you sure you want to delete &ldquo;{story?.title || storedTitle}&rdquo;? {DELETE_STORY_WARNING}
        </p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirmOpen(false)} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void remove()}>
            Delete
          </Button>
        </div>
      </Dialog>

      <Dialog open={helpOpen} title="Transcript Help" onClose={() => setHelpOpen(false)}>
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            <strong>One story:</strong> choose Upload Transcript and paste or upload a recording transcript of you
            talking about this story. It is kept with the story on this device and synced to your account.
          </p>
          <p>
            <strong>Full stack:</strong> one longer interview can feed all 6 stories of your stack at once; your coach
            can generate the full stack from it.
          </p>
          <p>
            Supported formats: {DOCUMENT_FORMATS_LABEL}. Word files must be .docx (save an older .doc as .docx first);
            captions from Zoom, Teams or Otter (.vtt, .srt) and the text exports of Zoom, Google Meet, Otter and
            Fireflies become plain speaker text; a scanned PDF has no text to read, so export a text version instead.
            Files up to 10 MB.
          </p>
        </div>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => setHelpOpen(false)}>
            Close
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
