// The builder's link to the mirror: the story row (live), a way to create it on first edit,
// and section text that is written through on every keystroke and flushed when the page hides.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { useStory } from '../../../data/hooks';
import { createStory, updateStorySection } from '../../../data/stories';
import type { StoryInput, StoryRow } from '../../../data/types';
import type { FrameworkType } from '../../../domain/frameworks';
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
    window.addEventListener('beforeunload', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, [writer]);

  // Once the mirror holds what was typed, show the mirror again (so changes pulled from
  // another device appear) instead of the local draft.
  useEffect(() => {
    if (!story) return;
    setDrafts((current) => {
      let changed = false;
      const next: Record<string, string> = {};
      for (const [key, text] of Object.entries(current)) {
        if (writer.unsaved(key) === undefined && storedText(story, key) === text) changed = true;
        else next[key] = text;
      }
      return changed ? next : current;
    });
  }, [story, writer]);

  const setText = useCallback(
    (sectionId: string, text: string) => {
      setDrafts((d) => ({ ...d, [sectionId]: text }));
      writer.set(sectionId, text);
    },
    [writer],
  );

  const textOf = useCallback((sectionId: string) => drafts[sectionId] ?? storedText(story, sectionId), [drafts, story]);

  const loading = Boolean(options.storyId) && story === undefined && createdHere !== options.storyId;
  return {
    story: options.storyId ? story : null,
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
