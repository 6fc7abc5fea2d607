// Copies a kept text (the side of a conflict the user gives up, or gave up) to the clipboard.
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../components/ui/clipboard';
import { toast } from '../../../components/ui/toast-store';

export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      variant="secondary"
      className="px-3 py-1.5 text-xs"
      aria-label={`Copy ${label}`}
      onClick={() =>
        void copyText(text).then(
          () => toast.success('Copied to clipboard!'),
          () => toast.error('Failed to copy'),
        )
      }
    >
      Copy
    </Button>
  );
}
