// The top bar's bell: unread count, and a panel with the device's notifications (generation
// finished, a change that needs a decision, a refused write; coach comments and invitations
// when those arrive). Opening one marks it read and goes where it points.
import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDismiss } from '../ui/use-dismiss';
import { useNotifications } from '../../data/mirror/hooks';
import { markAllRead, markRead } from '../../data/mirror/notifications';
import type { NotificationRecord } from '../../data/mirror/types';

const when = (at: number) =>
  new Date(at).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function NotificationsMenu() {
  const notifications = useNotifications() ?? [];
  const unread = notifications.filter((n) => n.readAt === null).length;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  const openOne = (n: NotificationRecord) => {
    void markRead(n.id);
    setOpen(false);
    if (n.link) void navigate(n.link);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" />
        </svg>
        <span className="sr-only">Notifications{unread > 0 ? ` (${unread} unread)` : ''}</span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => void markAllRead()}
                className="text-xs font-semibold text-brand-700 hover:underline"
              >
                Mark all as read
              </button>
            ) : null}
          </div>
          {notifications.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600">
              Nothing yet. Finished stories, changes that need you and your coach’s notes will show up here.
            </p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {notifications.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => openOne(n)}
                    className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${n.readAt === null ? 'bg-brand-50/60' : ''}`}
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="text-sm font-semibold text-slate-900">{n.title}</span>
                      {n.readAt === null ? <span className="sr-only">Unread.</span> : null}
                      <span className="shrink-0 text-xs text-slate-500">{when(n.createdAt)}</span>
                    </span>
                    <span className="mt-0.5 block text-sm text-slate-700">{n.body}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
