import { NavLink } from 'react-router-dom';
import { env } from '../../data/config/config';
import { navigationFor, normalizeRole } from '../../domain/roles';
import { useAuth } from '../../data/auth/use-auth';
import { useSignOut } from './use-sign-out';

export function Sidebar({ open }: { open: boolean }) {
  const { role } = useAuth();
  const items = navigationFor(normalizeRole(role), env.ownerName);
  const signOut = useSignOut();
  return (
    <div className="lg:w-64 lg:shrink-0 lg:border-r lg:border-slate-200 lg:bg-white">
      <nav
        id="dashboard-sidebar"
        aria-label="Dashboard"
        className={`fixed top-16 bottom-0 left-0 z-40 w-64 transform overflow-y-auto border-r border-slate-200 bg-white transition-transform duration-200 lg:sticky lg:top-16 lg:z-0 lg:h-[calc(100dvh-4rem)] lg:translate-x-0 lg:border-r-0 ${
          open ? 'translate-x-0 shadow-xl' : '-translate-x-full lg:shadow-none'
        } ${open ? '' : 'max-lg:invisible'}`}
      >
        <ul className="space-y-1 p-4">
          {items.map((item) => (
            <li key={item.to + item.label}>
              <NavLink
                to={item.to}
                end={item.to === '/dashboard'}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 text-sm font-medium ${
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* On small screens the top bar has no room for the user menu's words: Logout is here too. */}
        <div className="border-t border-slate-200 p-4 lg:hidden">
          <button
            type="button"
            onClick={signOut}
            className="block w-full rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Logout
          </button>
        </div>
      </nav>
    </div>
  );
}
