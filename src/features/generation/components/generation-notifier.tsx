// Tells the user when a generation they asked for finishes while no dialog is following it (it
// was queued offline, or the dialog was closed, or the page was reloaded in between).
import { toast } from '../../../components/ui/toast-store';
import { GENERATION_MESSAGES } from '../../../domain/generation-rules';
import { useSyncEvent } from '../../../sync/hooks';
import { useGenerationStore } from '../stores/generation-store';

const DONE: Record<string, string> = {
  'generate-story': GENERATION_MESSAGES.success,
  'generate-full-stack': 'Full stack generated successfully!',
};

export function GenerationNotifier() {
  useSyncEvent('invoke-done', (event) => {
    if (useGenerationStore.getState().watched.has(event.entryId)) return;
    const message = DONE[event.name];
    if (message) toast.success(message);
  });
  return null;
}
