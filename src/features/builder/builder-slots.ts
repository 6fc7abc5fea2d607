// Seams the app fills from other features (a feature never imports another): the Generate
// button of each creation mode and the generated-story panel, from the generation feature, the
// review panel, from the review feature, and the version history, from the versions feature.
import { createContext, useContext, type ComponentType } from 'react';
import type { StoryRow } from '../../data/mirror/types';
import type { StoryTextEditor } from '../../domain/story-places';

export interface BuilderGenerateProps {
  mode: 'questions' | 'transcript' | 'manual';
  /** The spec's message when there is nothing to generate from, else null. */
  validate(): string | null;
  /** Writes what was typed and makes sure the story exists; resolves to its id. */
  prepare(): Promise<string | null>;
  onViewStory(): void;
}

/** What the coach review panel needs from the builder. */
export interface BuilderReviewProps {
  story: StoryRow;
  sections: readonly { id: string; label: string }[];
  /** A section's text as the builder shows it. */
  textOf(sectionId: string): string;
  /** Puts text into a section through the builder's own writer (accepting a suggestion). */
  applyToSection(sectionId: string, text: string): Promise<boolean>;
  /** Opens the generation of this story again (shows the generated story if it was hidden). */
  regenerate?(): void;
}

/** What the version history needs from the builder. */
export interface BuilderVersionsProps {
  story: StoryRow;
  sections: readonly { id: string; label: string }[];
  /** Makes everything typed durable first (so the current text is what gets kept). */
  flush(): Promise<boolean>;
  /** Puts text into a section through the builder's own writer (a restore). */
  applyToSection(sectionId: string, text: string): Promise<boolean>;
}

export interface BuilderSlots {
  GenerateButton: ComponentType<BuilderGenerateProps>;
  /** `writer`: the builder's own writer (the generated story's edit); regenerateAsk: a new value opens the Regenerate dialog (the review panel's offer). */
  ResultPanel: ComponentType<{
    story: StoryRow;
    writer: StoryTextEditor;
    onViewStory?(): void;
    regenerateAsk?: number;
  }>;
  /** Shown on a story without generated text while a generation request waits. */
  GenerationWaiting: ComponentType<{ storyId: string }>;
  /** Coach review: comments, suggestions and approval (the review feature). */
  ReviewPanel: ComponentType<BuilderReviewProps>;
  /** Version history: list, compare, restore (the versions feature). */
  VersionHistory: ComponentType<BuilderVersionsProps>;
}

export const BuilderSlotsContext = createContext<BuilderSlots | null>(null);

export function useBuilderSlots(): BuilderSlots {
  const slots = useContext(BuilderSlotsContext);
  if (!slots) throw new Error('The builder is rendered inside BuilderSlotsContext (src/app/builder-route.tsx)');
  return slots;
}
