// The builder's link to the mirror: the story row (live), a way to create it, and section text
// that goes through the data layer's StoryTextWriter on every keystroke (journaled, written at
// once, flushed when the page hides). A new story has its id from the first render, so even its
// first keystrokes are journaled under the id it will be created with.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ZodError } from 'zod';
import { toast } from '../../../components/ui/toast-store';
import { dataDeps } from '../../../data/mirror/clock';
import { useDeviceUserId, useStory } from '../../../data/mirror/hooks';
import {
  StoryTextWriter,
  replayJournal,
  unwrittenJournalText,
  type StorageFull,
  type WriteState,
} from '../../../data/story-text';
import { createStory, storyExists } from '../../../data/mirror/stories';
import type { StoryInput, StoryRow } from '../../../data/mirror/types';
import type { FrameworkType } from '../../../domain/frameworks';
import { STORY_TOO_LONG_MESSAGE, contentChars } from '../../../domain/limits';
import { contentSections, isFieldPlace, textAtPlace } from '../../../domain/story-places';

export type { WriteState } from '../../../data/story-text';

export interface StoryDraftOptions {
  storyId: string | null;
  frameworkType: FrameworkType;
  clientId: string | null;
  defaultTitle: string;
  /** Called once the story exists in the mirror (put its id in the URL). */
  onCreated(id: string): void;
}

export interface StoryDraft {
  /** undefined while loading, null when there is no story (yet, or it was not found). */
  story: StoryRow | null | undefined;
  /** True while an existing story is being read from the mirror (not for one made here). */
  loading: boolean;
  writeState: WriteState;
  /** The device refused to store text (journal or mirror full); null when all is well. */
  storageFull: StorageFull | null;
  /** A place's text as shown: a section id, TITLE_PLACE or GENERATED_PLACE (domain/story-places). */
  textOf(sectionId: string): string;
  /** Characters of the whole story as shown (every section), against STORY_CONTENT_MAX_CHARS. */
  totalChars: number;
  /** Every section's text as shown (typed here, or from the mirror). */
  shownContent: Readonly<Record<string, string>>;
  /** `previous`: the text shown before this change, when the caller knows better than the draft. */
  setText(sectionId: string, text: string, previous?: string): void;
  /** Starts an edit of a place afresh from what the mirror holds (the generated story's Edit). */
  startEdit(sectionId: string): void;
  /** Writes everything typed; true when all of it is durable on this device. */
  flush(): Promise<boolean>;
  ensureStory(initial?: Partial<StoryInput>): Promise<string>;
  /** Stop writing (the story is being deleted). */
  dispose(): void;
  disposed: boolean;
}

/** The text stored for a key; a story whose content is one text shows it as the manual text. */
function isTooLong(error: unknown): boolean {
  return error instanceof ZodError && error.issues.some((i) => i.message === STORY_TOO_LONG_MESSAGE);
}

export function storedText(story: StoryRow | null | undefined, key: string): string {
  if (!story) return '';
  if (isFieldPlace(key)) return textAtPlace(story, key);
  const content = story.content;
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return key === 'manual' ? content : '';
  const value = content[key];
  if (typeof value === 'string') return value;
  return key === 'manual' && typeof content.text === 'string' ? content.text : '';
}

export function useStoryDraft(options: StoryDraftOptions): StoryDraft {
  // A new story gets its id now, so the journal can hold its first keystrokes under it.
  const [newId] = useState(() => dataDeps.uuid());
  const storyId = options.storyId ?? newId;
  const story = useStory(storyId);
  const userId = useDeviceUserId();
  const optionsRef = useRef(options);
  const existsRef = useRef(false);
  const [createdHere, setCreatedHere] = useState(false);
  const [writeState, setWriteState] = useState<WriteState>('idle');
  const [storageFull, setStorageFull] = useState<StorageFull | null>(null);
  const [disposed, setDisposed] = useState(false);
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});

  useEffect(() => {
    optionsRef.current = options;
  });
  useEffect(() => {
    if (story) existsRef.current = true;
    if (story && !options.storyId && !createdHere) {
      setCreatedHere(true);
      optionsRef.current.onCreated(story.id);
    }
  }, [story, options.storyId, createdHere]);

  const createInput = useCallback(
    (initial: Partial<StoryInput> = {}): StoryInput => {
      const o = optionsRef.current;
      return {
        id: storyId,
        title: o.defaultTitle,
        framework_type: o.frameworkType,
        status: 'draft',
        content: {},
        client_id: o.clientId,
        ...initial,
      };
    },
    [storyId],
  );

  const writer = useMemo(
    () =>
      userId
        ? new StoryTextWriter({
            userId,
            storyId,
            create: () => (existsRef.current ? null : createInput()),
            onState: setWriteState,
            onError: (error) => toast.error(isTooLong(error) ? STORY_TOO_LONG_MESSAGE : 'Failed to save section'),
            onConflict: () => toast.error('This section was changed somewhere else too. Both texts are kept.'),
            onStorageFull: (full) => setStorageFull(full.journal || full.mirror ? full : null),
          })
        : null,
    [userId, storyId, createInput],
  );
  // Make everything typed durable whenever the user might be leaving; leaving the builder
  // writes what is queued before the writer stops.
  useEffect(() => {
    if (!writer) return;
    const flush = () => void writer.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      void writer.close();
    };
  }, [writer]);

  const ensureStory = useCallback(
    async (initial: Partial<StoryInput> = {}): Promise<string> => {
      // A keystroke's write may be creating the story right now: let it land first.
      await writer?.flush();
      if (existsRef.current || (story && story.id === storyId)) return storyId;
      // The write just flushed may have created it, after the render this callback belongs to:
      // creating it again would put an empty row over the text (seen as another tab's change).
      if (await storyExists(storyId)) {
        existsRef.current = true;
        return storyId;
      }
      await createStory(createInput(initial));
      existsRef.current = true;
      return storyId;
    },
    [writer, story, storyId, createInput],
  );

  // Text the journal kept (the tab or renderer died before the mirror had it) goes into the
  // mirror before the user can type over it.
  const [replayed, setReplayed] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    let alive = true;
    replayJournal(userId, { storyId })
      .catch(() => toast.error('Failed to save section'))
      .finally(() => alive && setReplayed(storyId));
    return () => {
      alive = false;
    };
  }, [userId, storyId]);

  // Text the replay could not write (over the story's limit) is shown and queued again, typed on
  // what the mirror holds, so the user sees it and can shorten it; typing never drops it.
  const adoptedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || !writer || replayed !== storyId || story === undefined) return;
    if (adoptedFor.current === storyId) return;
    adoptedFor.current = storyId;
    void unwrittenJournalText(userId, storyId).then((leftovers) => {
      if (leftovers.length === 0) return;
      setDrafts((d) => ({ ...d, ...Object.fromEntries(leftovers.map((l) => [l.sectionId, l.text])) }));
      for (const l of leftovers) writer.set(l.sectionId, l.text, storedText(story, l.sectionId));
    });
  }, [userId, writer, replayed, storyId, story]);

  // Sections typed in this session show the local draft, not the mirror: a mirror update that
  // lands between two keystrokes must never move the text under the user's cursor. Sections not
  // touched here follow the mirror live.
  const textOf = useCallback(
    (sectionId: string) => (sectionId in drafts ? drafts[sectionId] : storedText(story, sectionId)),
    [drafts, story],
  );

  const setText = useCallback(
    (sectionId: string, text: string, previous?: string) => {
      const before = previous ?? textOf(sectionId);
      setDrafts((d) => ({ ...d, [sectionId]: text }));
      writer?.set(sectionId, text, before);
    },
    [writer, textOf],
  );

  const startEdit = useCallback(
    (sectionId: string) => {
      if (!writer || writer.unsaved(sectionId) !== undefined) return;
      writer.rebase(sectionId, storedText(story, sectionId));
      setDrafts(({ [sectionId]: _dropped, ...rest }) => rest);
    },
    [writer, story],
  );

  const shownContent = useMemo(() => {
    const stored = story?.content;
    const typed = Object.entries(drafts).filter(([place]) => !isFieldPlace(place));
    return { ...contentSections(stored), ...Object.fromEntries(typed) };
  }, [story, drafts]);
  const totalChars = useMemo(() => contentChars(shownContent), [shownContent]);

  // useLiveQuery keeps its previous result until the new query answers: never show another
  // story's row. A new story is "not there yet", never "not found".
  let current: StoryRow | null | undefined = story;
  if (current && current.id !== storyId) current = undefined;
  if (!options.storyId && current === undefined) current = null;
  const loading =
    userId === undefined ||
    (userId !== null && replayed !== storyId) ||
    (Boolean(options.storyId) && current === undefined && !createdHere);
  return {
    story: current,
    loading,
    writeState,
    storageFull,
    textOf,
    totalChars,
    shownContent,
    setText,
    startEdit,
    flush: useCallback(async () => {
      if (!writer) return false;
      await writer.flush();
      return !writer.hasUnsaved();
    }, [writer]),
    ensureStory,
    dispose: useCallback(() => {
      writer?.dispose();
      setDisposed(true);
    }, [writer]),
    disposed,
  };
}
