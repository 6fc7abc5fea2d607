// The builder with the generation feature plugged into its slots (loaded together, lazily).
import { BuilderPage } from '../features/builder/components/builder-page';
import { BuilderSlotsContext, type BuilderSlots } from '../features/builder/builder-slots';
import { GenerateButton } from '../features/generation/components/generate-button';
import { GenerationWaiting, ResultPanel } from '../features/generation/components/result-panel';

const slots: BuilderSlots = { GenerateButton, ResultPanel, GenerationWaiting };

export function BuilderRoute() {
  return (
    <BuilderSlotsContext.Provider value={slots}>
      <BuilderPage />
    </BuilderSlotsContext.Provider>
  );
}
