// Which generation requests a dialog on screen is following: the app-wide notifier tells the
// user about the others when they finish (queued offline, sent later, maybe after a reload).
import { create } from 'zustand';

interface GenerationStoreState {
  watched: ReadonlySet<string>;
  watch(entryId: string): void;
  unwatch(entryId: string): void;
}

export const useGenerationStore = create<GenerationStoreState>()((set) => ({
  watched: new Set(),
  watch: (id) => set((s) => ({ watched: new Set(s.watched).add(id) })),
  unwatch: (id) =>
    set((s) => {
      const next = new Set(s.watched);
      next.delete(id);
      return { watched: next };
    }),
}));
