// Renders the toast stack at top right, where it covers none of the top bar's controls (the bar
// is the element marked data-top-bar; toast-place.ts decides): the bell, the account menu and
// the sync status stay in reach right after an outcome ("Welcome back!" at sign-in). Polite live
// region for outcomes; errors are announced assertively through role="alert".
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { toastPlace } from './toast-place';
import { useToastStore, type Toast } from './toast-store';

const TOP_BAR_CONTROLS = 'a[href], button, [role="status"], [data-testid="sync-indicator"]';

/**
 * Places the stack while toasts show, before they are painted and again, in the same task,
 * whenever the top bar changes: a new bar (a toast given at sign-in outlives the login page) or a
 * control that changes size (the sync status's words). Written to the element directly, not
 * through React state, so there is no frame in which a toast covers a control that just grew.
 */
function usePlaceStack(stack: RefObject<HTMLDivElement | null>, showing: boolean): void {
  useLayoutEffect(() => {
    const element = stack.current;
    if (!showing || !element) return;
    const sized = new ResizeObserver(() => place());
    let watched: Element[] = [];
    function place() {
      if (!element) return;
      const bar = document.querySelector('[data-top-bar]');
      const controls = bar ? [...bar.querySelectorAll(TOP_BAR_CONTROLS)] : [];
      if (controls.length !== watched.length || controls.some((c, i) => c !== watched[i])) {
        sized.disconnect();
        watched = controls;
        for (const control of controls) sized.observe(control);
      }
      const next = toastPlace(
        bar?.getBoundingClientRect() ?? null,
        controls.map((c) => c.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1),
        element.offsetWidth,
        document.documentElement.clientWidth,
      );
      element.style.top = `${next.top}px`;
      element.style.right = `${next.right}px`;
    }
    place();
    const pages = new MutationObserver(place);
    pages.observe(document.body, { childList: true, subtree: true });
    addEventListener('resize', place);
    return () => {
      pages.disconnect();
      sized.disconnect();
      removeEventListener('resize', place);
    };
  }, [stack, showing]);
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
  usePlaceStack(stack, toasts.length > 0);
  return (
    <div
      ref={stack}
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
