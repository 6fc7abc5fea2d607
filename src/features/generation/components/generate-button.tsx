// The builder's Generate button (mounted through the builder's slot): checks there is content,
// makes sure every keystroke is saved and the story exists, then opens the generation dialog.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { db } from '../../../data/mirror/db';
import type { StoryRow } from '../../../data/mirror/types';
import type { GenerationMode } from '../../../domain/generation-request';
import { GenerationDialog } from './generation-dialog';

export interface GenerateButtonProps {
  mode: GenerationMode;
  /** The spec's message when there is nothing to generate from, else null. */
  validate(): string | null;
  /** Flushes what was typed and makes sure the story exists; its id, or null when it could not. */
  prepare(): Promise<string | null>;
  /** After success: show the generated story. */
  onViewStory(): void;
}

export function GenerateButton({ mode, validate, prepare, onViewStory }: GenerateButtonProps) {
  const [story, setStory] = useState<StoryRow | null>(null);
  const [busy, setBusy] = useState(false);
  async function open() {
    const problem = validate();
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      const id = await prepare();
      const row = id ? await db.stories.get(id) : undefined;
      if (!row) {
        toast.error('Failed to save story');
        return;
      }
      setStory(row);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant="gold" disabled={busy} onClick={() => void open()}>
        Generate
      </Button>
      {story ? (
        <GenerationDialog open story={story} mode={mode} onClose={() => setStory(null)} onViewStory={onViewStory} />
      ) : null}
    </>
  );
}
