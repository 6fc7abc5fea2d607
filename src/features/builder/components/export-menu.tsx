// Export the story being built: copy it as text, or download it as .txt or .md. Works offline
// (everything comes from the mirror).
import { Button } from '../../../components/ui/button';
import { copyText, downloadText } from '../../../components/ui/clipboard';
import { toast } from '../../../components/ui/toast-store';
import { exportFileName, storyToMarkdown, storyToText, type ExportableStory } from '../../../domain/story-export';

export function ExportMenu({ story }: { story: ExportableStory }) {
  const copy = async () => {
    try {
      await copyText(storyToText(story));
      toast.success('Copied to clipboard!');
    } catch {
      toast.error('Failed to copy');
    }
  };
  return (
    <div role="group" aria-label="Export story" className="flex flex-wrap gap-2">
      <Button variant="ghost" onClick={() => void copy()}>
        Copy Text
      </Button>
      <Button variant="ghost" onClick={() => downloadText(exportFileName(story.title, 'txt'), storyToText(story))}>
        Download .txt
      </Button>
      <Button variant="ghost" onClick={() => downloadText(exportFileName(story.title, 'md'), storyToMarkdown(story))}>
        Download .md
      </Button>
    </div>
  );
}
