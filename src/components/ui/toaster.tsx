// Renders the toast stack at top right, where it covers none of the top bar's controls (the bar
// is the element marked data-top-bar; toast-place.ts decides): the bell, the account menu and
// the sync status stay in reach right after an outcome ("Welcome back!" at sign-in). Polite live
// region for outcomes; errors are announced assertively through role="alert".
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { TOAST_GAP_PX, toastPlace, type ToastPlace } from './toast-place';
import { useToastStore, type Toast } from './toast-store';

const TOP_BAR_CONTROLS = 'a[href], button, [role="status"], [data-testid="sync-indicator"]';

/**
 * Where the stack goes, measured while toasts show and again whenever the page's elements change
 * meanwhile (a toast given at sign-in outlives the login page's layout; the sync status's words
 * change its width).
 */
function useStackPlace(stack: RefObject<HTMLDivElement | null>, showing: boolean): ToastPlace {
  const [place, setPlace] = useState<ToastPlace>({ top: TOAST_GAP_PX, right: TOAST_GAP_PX });
  useLayoutEffect(() => {
    if (!showing) return;
    const measure = () => {
      const bar = document.querySelector('[data-top-bar]');
      const controls = bar
        ? [...bar.querySelectorAll(TOP_BAR_CONTROLS)]
            .map((c) => c.getBoundingClientRect())
            .filter((box) => box.width > 1 && box.height > 1)
        : [];
      const next = toastPlace(
        bar?.getBoundingClientRect() ?? null,
        controls,
        stack.current?.offsetWidth ?? 0,
        document.documentElement.clientWidth,
      );
      setPlace((now) => (now.top === next.top && now.right === next.right ? now : next));
    };
    measure();
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(document.body, { childList: true, characterData: true, subtree: true });
    addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      removeEventListener('resize', measure);
      cancelAnimationFrame(frame);
    };
  }, [stack, showing]);
  return place;
}

const STYLES: Record<Toast['kind'], string> = {
  plain: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  loading: 'border-brand-100 bg-white text-slate-900',
};

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const stack = useRef<HTMLDivElement>(null);
  const place = useStackPlace(stack, toasts.length > 0);
  return (
    <div
      ref={stack}
      aria-live="polite"
      role="status"
      style={place}
      className="pointer-events-none fixed z-[100] flex w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-2"
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
