// The generated story, read-only until generation and editing arrive in a later release.
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers: a hidden text area and the legacy copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export function GeneratedStory({ text, engine }: { text: string; engine: string | null }) {
  return (
    <section
      aria-labelledby="generated-title"
      className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="generated-title" className="text-lg font-semibold text-slate-900">
          Your generated story
        </h2>
        <Button
          variant="secondary"
          onClick={() =>
            copyText(text).then(
              () => toast.success('Story copied to clipboard!'),
              () => toast.error('Failed to copy story. Please select and copy manually.'),
            )
          }
        >
          Copy Story
        </Button>
      </div>
      {engine ? <p className="mt-1 text-xs text-slate-500">Written by {engine}</p> : null}
      <div className="mt-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-800">{text}</div>
    </section>
  );
}
