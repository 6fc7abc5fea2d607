// "Undo" for an answer that was replaced or cleared at once: the text that was there is one click
// away (and the click is itself undoable, so the text typed since is not lost either).
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { replacesAnswer } from '../../../domain/answer-undo';
import type { StoryDraft } from '../hooks/use-story-draft';

interface Replaced {
  sectionId: string;
  text: string;
}

export interface AnswerUndo {
  /** Use instead of draft.setText for an answer box: remembers a replaced answer. */
  edit(sectionId: string, text: string): void;
  /** What was replaced in this section, if anything. */
  replaced(sectionId: string): string | null;
  undo(): void;
  dismiss(): void;
}

export function useAnswerUndo(draft: StoryDraft): AnswerUndo {
  const [last, setLast] = useState<Replaced | null>(null);
  const edit = useCallback(
    (sectionId: string, text: string) => {
      const before = draft.textOf(sectionId);
      if (replacesAnswer(before, text)) setLast({ sectionId, text: before });
      draft.setText(sectionId, text);
    },
    [draft],
  );
  const undo = useCallback(() => {
    if (!last) return;
    const now = draft.textOf(last.sectionId);
    draft.setText(last.sectionId, last.text);
    setLast(now.trim() === '' ? null : { sectionId: last.sectionId, text: now });
  }, [draft, last]);
  return {
    edit,
    replaced: (sectionId) => (last?.sectionId === sectionId ? last.text : null),
    undo,
    dismiss: () => setLast(null),
  };
}

/** The bar under an answer whose text was just replaced or cleared. */
export function AnswerUndoBar({ undo, sectionId }: { undo: AnswerUndo; sectionId: string }) {
  const text = undo.replaced(sectionId);
  if (text === null) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="answer-undo"
    >
      <span>The previous answer was replaced ({text.length} characters). It is kept until you dismiss this.</span>
      <span className="flex gap-2">
        <Button variant="secondary" onClick={undo.undo}>
          Undo
        </Button>
        <Button variant="secondary" onClick={undo.dismiss}>
          Dismiss
        </Button>
      </span>
    </div>
  );
}
