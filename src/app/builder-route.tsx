// The builder with the generation, review and versions features plugged into its slots (loaded together, lazily).
import { BuilderPage } from '../features/builder/components/builder-page';
import { BuilderSlotsContext, type BuilderSlots } from '../features/builder/builder-slots';
import { GenerateButton } from '../features/generation/components/generate-button';
import { GenerationWaiting, ResultPanel } from '../features/generation/components/result-panel';
import { ReviewPanel } from '../features/review/components/review-panel';
import { VersionHistory } from '../features/versions/components/version-history';

const slots: BuilderSlots = { GenerateButton, ResultPanel, GenerationWaiting, ReviewPanel, VersionHistory };

export function BuilderRoute() {
  return (
    <BuilderSlotsContext.Provider value={slots}>
      <BuilderPage />
    </BuilderSlotsContext.Provider>
  );
}
