// "A new version is available" with Reload (activate the waiting worker, reload when it takes
// control) and Later. Only a production build has a worker, so dev never shows it.
import { usePwaStore } from './pwa-store';

export function UpdatePrompt() {
  const updateReady = usePwaStore((s) => s.updateReady);
  const dismissed = usePwaStore((s) => s.dismissed);
  const applyUpdate = usePwaStore((s) => s.applyUpdate);
  if (!updateReady || dismissed || !applyUpdate) return null;

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="update-prompt"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-indigo-950 px-4 py-3 text-sm text-white shadow-lg sm:inset-x-auto sm:right-4"
    >
      <p className="flex-1">A new version is available</p>
      <button
        type="button"
        onClick={() => usePwaStore.setState({ dismissed: true })}
        className="rounded-md px-3 py-1.5 text-indigo-200 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
      >
        Later
      </button>
      <button
        type="button"
        onClick={() => applyUpdate()}
        className="rounded-md bg-amber-400 px-3 py-1.5 font-semibold text-indigo-950 hover:bg-amber-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        Reload
      </button>
    </div>
  );
}
