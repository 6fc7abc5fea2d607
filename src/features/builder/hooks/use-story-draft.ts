// The builder's link to the mirror: the story row (live), a way to create it on first edit,
// and section text that is written through on every keystroke and flushed when the page hides.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { useStory } from '../../../data/hooks';
import { createStory, updateStorySection } from '../../../data/stories';
import type { StoryInput, StoryRow } from '../../../data/types';
import type { FrameworkType } from '../../../domain/frameworks';
import { forgetUnsaved, keepUnsaved, readUnsaved } from '../rescue';
import { StoryWriter, type WriteState } from './story-writer';

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
  textOf(sectionId: string): string;
  setText(sectionId: string, text: string): void;
  /** Writes everything typed; true when all of it is durable on this device. */
  flush(): Promise<boolean>;
  ensureStory(initial?: Partial<StoryInput>): Promise<string>;
  /** Stop writing (the story is being deleted). */
  dispose(): void;
  disposed: boolean;
}

/** The text stored for a key; a story whose content is one text shows it as the manual text. */
export function storedText(story: StoryRow | null | undefined, key: string): string {
  const content = story?.content;
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return key === 'manual' ? content : '';
  const value = content[key];
  if (typeof value === 'string') return value;
  return key === 'manual' && typeof content.text === 'string' ? content.text : '';
}

export function useStoryDraft(options: StoryDraftOptions): StoryDraft {
  const story = useStory(options.storyId);
  const idRef = useRef<string | null>(options.storyId);
  const creating = useRef<Promise<string> | null>(null);
  const [createdHere, setCreatedHere] = useState<string | null>(null);
  const optionsRef = useRef(options);
  const [writeState, setWriteState] = useState<WriteState>('idle');
  const [disposed, setDisposed] = useState(false);
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});

  useEffect(() => {
    optionsRef.current = options;
    if (options.storyId) idRef.current = options.storyId;
  });

  const ensureStory = useCallback(async (initial: Partial<StoryInput> = {}): Promise<string> => {
    if (idRef.current) return idRef.current;
    if (!creating.current) {
      const o = optionsRef.current;
      creating.current = createStory({
        title: o.defaultTitle,
        framework_type: o.frameworkType,
        status: 'draft',
        content: {},
        client_id: o.clientId,
        ...initial,
      }).then(
        (id) => {
          idRef.current = id;
          setCreatedHere(id);
          optionsRef.current.onCreated(id);
          return id;
        },
        (error: unknown) => {
          creating.current = null;
          throw error;
        },
      );
    }
    return creating.current;
  }, []);

  const [writer] = useState(
    () =>
      new StoryWriter({
        ensureStory: () => ensureStory(),
        writeSection: (id, sectionId, text) => updateStorySection(id, sectionId, text),
        onState: setWriteState,
        onError: () => toast.error('Failed to save section'),
        onQueued: (sectionId, text) => {
          if (idRef.current) keepUnsaved(idRef.current, sectionId, text);
        },
        onDurable: (id, sectionId, text) => forgetUnsaved(id, sectionId, text),
        delayMs: 100,
      }),
  );

  // Make everything typed durable whenever the user might be leaving.
  useEffect(() => {
    const flush = () => void writer.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [writer]);

  // Sections typed in this session show the local draft, not the mirror: a mirror update that
  // lands between two keystrokes (a write catching up, a pull rebasing the row) must never move
  // the text under the user's cursor. Sections not touched here follow the mirror live.

  // Text a closed tab typed but never got into the mirror: queue it again.
  const rescued = useRef<string | null>(null);
  useEffect(() => {
    if (!story || rescued.current === story.id) return;
    rescued.current = story.id;
    const kept = Object.entries(readUnsaved(story.id));
    for (const [key, text] of kept) if (storedText(story, key) === text) forgetUnsaved(story.id, key, text);
    const leftOver = kept.filter(([key, text]) => storedText(story, key) !== text);
    if (leftOver.length === 0) return;
    setDrafts((d) => ({ ...d, ...Object.fromEntries(leftOver) }));
    for (const [key, text] of leftOver) writer.set(key, text);
  }, [story, writer]);

  const setText = useCallback(
    (sectionId: string, text: string) => {
      setDrafts((d) => ({ ...d, [sectionId]: text }));
      writer.set(sectionId, text);
    },
    [writer],
  );

  const textOf = useCallback((sectionId: string) => drafts[sectionId] ?? storedText(story, sectionId), [drafts, story]);

  // useLiveQuery keeps its previous result until the new query answers: never show another
  // story's row, nor "not found" for the story this page has just created.
  let current: StoryRow | null | undefined = options.storyId ? story : null;
  if (current && current.id !== options.storyId) current = undefined;
  if (current === null && options.storyId && createdHere === options.storyId) current = undefined;
  const loading = Boolean(options.storyId) && current === undefined && createdHere !== options.storyId;
  return {
    story: current,
    loading,
    writeState,
    textOf,
    setText,
    flush: useCallback(async () => {
      await writer.flush();
      return !writer.hasUnsaved();
    }, [writer]),
    ensureStory,
    dispose: useCallback(() => {
      writer.dispose();
      setDisposed(true);
    }, [writer]),
    disposed,
  };
}
