// Renders the toast stack at top right. Polite live region for outcomes; errors are announced
// assertively through role="alert".
import { useToastStore, type Toast } from './toast-store';

const STYLES: Record<Toast['kind'], string> = {
  plain: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  loading: 'border-brand-100 bg-white text-slate-900',
};

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed top-3 right-3 z-[100] flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : undefined}
          data-toast={t.kind}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${STYLES[t.kind]}`}
        >
          {t.kind === 'loading' ? (
            <span
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 animate-spin rounded-full border-2 border-brand-500 border-t-transparent"
            />
          ) : null}
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            className="-m-1 rounded p-1 text-slate-500 hover:text-slate-900"
            aria-label="Dismiss notification"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
