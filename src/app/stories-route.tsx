// The stories list with the generation dialogs' buttons plugged into its header (loaded together, lazily).
import { FullStackButtons } from '../features/generation/components/full-stack-dialog';
import { StoriesPage } from '../features/stories/components/stories-page';
import { StoriesSlotsContext, type StoriesSlots } from '../features/stories/stories-slots';

const slots: StoriesSlots = { HeaderActions: FullStackButtons };

export function StoriesRoute() {
  return (
    <StoriesSlotsContext.Provider value={slots}>
      <StoriesPage />
    </StoriesSlotsContext.Provider>
  );
}
