// Desktop bar with a sub-menu that opens on hover and on keyboard focus; a toggle menu on
// small screens with the same entries.
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { Icon } from '../../../components/icons/icons';
import { ISLAND_HOOK, TOP_NAV, type NavItem } from '../site-nav';

export interface SiteSession {
  signedIn: boolean;
  onSignOut: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`;

function AccountLinks({ session, stacked }: { session: SiteSession; stacked?: boolean }) {
  const wrap = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';
  return session.signedIn ? (
    <div className={wrap}>
      <Link to="/dashboard" className={buttonClass('primary')}>
        Dashboard
      </Link>
      <button type="button" onClick={session.onSignOut} className={buttonClass('secondary')}>
        Logout
      </button>
    </div>
  ) : (
    <div className={wrap}>
      <Link to="/login" className={buttonClass('secondary')}>
        Login
      </Link>
      <Link to="/register" className={buttonClass('primary')}>
        Sign Up
      </Link>
    </div>
  );
}

/**
 * A sub-menu that opens on hover and on keyboard focus, and closes on Escape (WCAG 1.4.13:
 * content shown on hover or focus can be dismissed without moving the pointer or focus).
 */
function SubMenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <li
      className="relative"
      {...{ [ISLAND_HOOK.subMenu]: '' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <NavLink to={item.to} className={linkClass} aria-controls={listId} aria-expanded={open}>
        {item.label} <span aria-hidden="true">▾</span>
      </NavLink>
      <ul
        id={listId}
        aria-label={`${item.label} pages`}
        className={`absolute top-full left-0 z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-2 shadow-lg ${open ? 'block' : 'hidden'}`}
      >
        {(item.children ?? []).map((c) => (
          <li key={c.to}>
            <NavLink to={c.to} className={(s) => `block ${linkClass(s)}`}>
              {c.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader({ session }: { session: SiteSession }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header data-top-bar className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="rounded text-lg font-extrabold tracking-tight text-brand-900">
          Story<span className="text-brand-600">Stack</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {TOP_NAV.map((item) =>
              item.children ? (
                <SubMenu key={item.to} item={item} />
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} end className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <AccountLinks session={session} />
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-800 lg:hidden"
          {...{ [ISLAND_HOOK.menuToggle]: '' }}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
          <Icon name={open ? 'close' : 'menu'} />
        </button>
      </div>
      <nav id={menuId} aria-label="Mobile" hidden={!open} className="border-t border-slate-200 px-4 pb-4 lg:hidden">
        <ul className="flex flex-col py-2">
          {TOP_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={(s) => `block ${linkClass(s)}`}>
                {item.label}
              </NavLink>
              {item.children ? (
                <ul className="ml-4 border-l border-slate-200 pl-2">
                  {item.children.map((c) => (
                    <li key={c.to}>
                      <NavLink to={c.to} className={(s) => `block ${linkClass(s)}`}>
                        {c.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <AccountLinks session={session} stacked />
      </nav>
    </header>
  );
}
