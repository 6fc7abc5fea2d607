// Shown in the builder while the device refuses to store text (storage quota): what happened in
// plain words, that nothing typed is lost, and what frees space. The text stays in memory and
// is written by itself once there is room (or on "Try again").
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { downloadText } from '../../../components/ui/clipboard';
import { toast } from '../../../components/ui/toast-store';
import { clearCachedMedia } from '../../../data/device/device-storage';
import { STORAGE_FULL_MESSAGE, type StorageFull } from '../../../data/story-text';
import { exportFileName, storyToText, type ExportableStory } from '../../../domain/story-export';

export const JOURNAL_FULL_MESSAGE =
  'This device is almost out of storage space. Your text is saved, but free some space so nothing typed can be lost if the browser closes suddenly.';

export function StorageFullNotice({
  full,
  story,
  retry,
}: {
  full: StorageFull;
  /** The story as shown on screen (every section's text as typed). */
  story: ExportableStory;
  retry(): Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  async function freeCache() {
    setBusy(true);
    try {
      const dropped = await clearCachedMedia();
      toast(dropped > 0 ? 'Cached images and fonts cleared.' : 'There were no cached images or fonts to clear.');
      await retry();
    } finally {
      setBusy(false);
    }
  }
  return (
    <div
      role="alert"
      data-testid="storage-full"
      className="space-y-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-950"
    >
      <p className="font-medium">{full.mirror ? STORAGE_FULL_MESSAGE : JOURNAL_FULL_MESSAGE}</p>
      <p>
        To keep a copy now, download this story&rsquo;s text. To free space, clear the images and fonts StoryStack
        cached, or remove other sites&rsquo; data or files from this device.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => downloadText(exportFileName(story.title || 'Story', 'txt'), storyToText(story))}
        >
          Download my text
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void freeCache()}>
          Clear cached images and fonts
        </Button>
        <Button disabled={busy} onClick={() => void retry()}>
          Try again
        </Button>
      </div>
    </div>
  );
}
