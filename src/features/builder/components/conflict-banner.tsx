// Shown on a story with an open conflict (another device, another tab, or a deletion made
// elsewhere): what happened, and the way to the attention page.
import { Link } from 'react-router-dom';
import { useConflicts } from '../../../data/mirror/hooks';
import { bannerFor } from '../../../domain/conflict-wording';

export function ConflictBanner({ storyId }: { storyId: string }) {
  const open = useConflicts(storyId);
  const sentence = bannerFor((open ?? []).map((c) => c.source));
  if (!sentence) return null;
  return (
    <div
      role="status"
      data-testid="conflict-banner"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="font-medium">{sentence}</p>
      <Link to="/dashboard/attention" className="font-semibold text-brand-700 underline hover:text-brand-900">
        Choose which text to keep
      </Link>
    </div>
  );
}
