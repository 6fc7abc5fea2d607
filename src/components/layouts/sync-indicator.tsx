// The sync state, visible at all times in the top bar. Reads the sync engine's store only.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button';
import { refusalText } from '../../domain/attention-text';
import { useAttentionList, useConflicts } from '../../data/mirror/hooks';
import { useSyncStore } from '../../sync/sync-store';
import { syncLabel, syncTone, type SyncTone } from './sync-label';

const TONE_CLASS: Record<SyncTone, string> = {
  ok: 'bg-emerald-500',
  busy: 'bg-brand-500 animate-pulse',
  local: 'bg-sky-500',
  waiting: 'bg-amber-500',
  offline: 'bg-slate-400',
  attention: 'bg-red-600',
};

export function SyncIndicator() {
  const state = useSyncStore((s) => s.state);
  const pending = useSyncStore((s) => s.pending);
  const refused = useAttentionList();
  const conflicts = useConflicts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const label = syncLabel(state, pending);
  const tone = syncTone(state, pending);
  const items: AttentionMessage[] = [
    ...(refused ?? []).map((r) => ({ id: r.id, message: refusalText(r.message) })),
    ...(conflicts ?? []).map((c) => ({
      id: c.id,
      message: 'This story was changed on another device too. Open it to choose which text to keep.',
    })),
  ];

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !wrapper.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const badge = (
    <>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${TONE_CLASS[tone]}`} />
      {/* Two short lines on a phone rather than an ellipsis: the words are what tells the user
          their text is safe, so none of them is ever cut. */}
      <span data-testid="sync-label" className="line-clamp-2 leading-tight">
        {label}
      </span>
    </>
  );

  return (
    <div ref={wrapper} className="relative min-w-0" data-testid="sync-indicator" data-sync-state={state}>
      <span role="status" aria-live="polite" className="sr-only">
        {label}
      </span>
      {state === 'attention' ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex max-w-full items-center gap-2 rounded-full border border-red-200 bg-red-50 px-2.5 py-1.5 sm:px-3 text-xs font-medium text-red-800 hover:bg-red-100"
        >
          {badge}
        </button>
      ) : (
        <span
          aria-hidden="true"
          title={
            state === 'offline' && pending > 0
              ? `${pending} ${pending === 1 ? 'change' : 'changes'} waiting`
              : undefined
          }
          className="inline-flex max-w-full items-center gap-2 rounded-full border border-slate-200 bg-white px-2.5 py-1.5 sm:px-3 text-xs font-medium text-slate-700"
        >
          {badge}
        </span>
      )}
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-xl"
        >
          <p className="font-semibold text-slate-900">Needs attention</p>
          <p className="mt-1 text-slate-600">
            Some changes need you to decide. Your text is kept on this device; nothing else is held up.
          </p>
          {items.length > 0 ? (
            <ul className="mt-3 max-h-64 space-y-2 overflow-auto">
              {items.map((item) => (
                <li key={item.id} className="rounded border border-red-100 bg-red-50 px-3 py-2 text-red-900">
                  {item.message}
                </li>
              ))}
            </ul>
          ) : null}
          <Link
            to="/dashboard/attention"
            onClick={() => setOpen(false)}
            className={buttonClass('primary', 'mt-3 w-full')}
          >
            Review changes
          </Link>
        </div>
      ) : null}
    </div>
  );
}

interface AttentionMessage {
  id: string;
  message: string;
}
