// Toasts (spec §1, §9): top right, at most 20 at once; 4 s for plain and error, 2 s for success,
// loading stays until dismissed or replaced.
import { create } from 'zustand';

export type ToastKind = 'plain' | 'success' | 'error' | 'loading';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

export const MAX_TOASTS = 20;
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = {
  plain: 4000,
  error: 4000,
  success: 2000,
  loading: null,
};

interface ToastState {
  toasts: Toast[];
  show(kind: ToastKind, message: string, id?: string): string;
  dismiss(id: string): void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show(kind, message, id) {
    const toastId = id ?? `t${Date.now().toString(36)}${(counter++).toString(36)}`;
    const existing = timers.get(toastId);
    if (existing) clearTimeout(existing);
    timers.delete(toastId);
    set((s) => {
      const others = s.toasts.filter((t) => t.id !== toastId);
      const next = [...others, { id: toastId, kind, message }];
      // Oldest toasts leave first when the limit is reached.
      const dropped = next.slice(0, Math.max(0, next.length - MAX_TOASTS));
      for (const d of dropped) {
        const t = timers.get(d.id);
        if (t) clearTimeout(t);
        timers.delete(d.id);
      }
      return { toasts: next.slice(-MAX_TOASTS) };
    });
    const duration = TOAST_DURATION_MS[kind];
    if (duration !== null)
      timers.set(
        toastId,
        setTimeout(() => get().dismiss(toastId), duration),
      );
    return toastId;
  },
  dismiss(id) {
    const t = timers.get(id);
    if (t) clearTimeout(t);
    timers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) }));
  },
}));

/** Call from anywhere: toast('...'), toast.success('...'), toast.error('...'), toast.loading('...'). */
export const toast = Object.assign((message: string) => useToastStore.getState().show('plain', message), {
  success: (message: string, id?: string) => useToastStore.getState().show('success', message, id),
  error: (message: string, id?: string) => useToastStore.getState().show('error', message, id),
  loading: (message: string, id?: string) => useToastStore.getState().show('loading', message, id),
  dismiss: (id: string) => useToastStore.getState().dismiss(id),
});
