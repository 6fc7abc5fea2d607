// The top bar's user menu: who is signed in, Settings and Logout. A disclosure button; Escape
// or a click elsewhere closes it and focus returns to the button.
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDismiss } from '../ui/use-dismiss';
import { useSignOut } from './use-sign-out';

export function UserMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const initial = (email.trim()[0] ?? '?').toUpperCase();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  const item = 'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100';
  return (
    <div ref={root} className="relative pl-1">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-lg p-1 hover:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
        >
          {initial}
        </span>
        <span className="hidden max-w-48 truncate text-sm text-slate-700 md:inline" title={email}>
          {email}
        </span>
        <span className="sr-only">Account menu for {email}</span>
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500" title={email}>
            Signed in as {email}
          </p>
          <Link to="/dashboard/settings" className={item} onClick={() => setOpen(false)}>
            Settings
          </Link>
          <button
            type="button"
            className={item}
            onClick={() => {
              setOpen(false);
              signOut();
            }}
          >
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
