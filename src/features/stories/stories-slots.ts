// Seams the app fills from other features: the generation dialogs' buttons beside Create Story.
import { createContext, useContext, type ComponentType } from 'react';

export interface StoriesSlots {
  /** From Interview and Generate Full Stack (the component decides who sees them). */
  HeaderActions?: ComponentType;
}

export const StoriesSlotsContext = createContext<StoriesSlots>({});

export function useStoriesSlots(): StoriesSlots {
  return useContext(StoriesSlotsContext);
}
