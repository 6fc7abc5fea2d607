// /dashboard/settings: the settings area, with the AI engine card the generation area owns.
import { AiEngineStatus } from '../features/generation/components/ai-engine-status';
import { SettingsPage } from '../features/settings/components/settings-page';

export function SettingsRoute() {
  return <SettingsPage aiEngine={<AiEngineStatus />} />;
}
