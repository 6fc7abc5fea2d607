// Roles and the dashboard navigation of each role (spec §2). Layout only: the server's row-level
// security decides what anyone may read or write.

export const ROLES = ['admin', 'coach', 'user', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** Unknown or missing roles are treated as regular users. */
export function normalizeRole(value: unknown): Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value) ? (value as Role) : 'user';
}

export function isCoachOrAdmin(role: Role): boolean {
  return role === 'coach' || role === 'admin';
}

export type NavIcon =
  | 'overview'
  | 'assistant'
  | 'stories'
  | 'monetization'
  | 'resources'
  | 'settings'
  | 'clients'
  | 'add-client'
  | 'coaches'
  | 'admin';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  readonly icon: NavIcon;
}

/** URL slug of the assistant page: "/dashboard/ask-stacy" for an owner named "Stacy ...". */
export function askPath(ownerName: string): string {
  const first = (ownerName.trim().split(/\s+/)[0] || 'Stacy')
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
  return `/dashboard/ask-${first || 'stacy'}`;
}

export function askLabel(ownerName: string): string {
  return `Ask ${ownerName.trim().split(/\s+/)[0] || 'Stacy'}`;
}

/**
 * Navigation per role. Client, coach and admin lists are the spec's. The regular `user` role (a
 * founder without a client record) gets the client's list: the overview's Revenue Engine card
 * promises Monetization, and the route serves every role (issue 20).
 */
export function navigationFor(role: Role, ownerName: string): readonly NavItem[] {
  const overview: NavItem = { label: 'Overview', to: '/dashboard', icon: 'overview' };
  const ask: NavItem = { label: askLabel(ownerName), to: askPath(ownerName), icon: 'assistant' };
  const stories: NavItem = { label: 'Stories', to: '/dashboard/stories', icon: 'stories' };
  const monetization: NavItem = { label: 'Monetization', to: '/dashboard/monetization', icon: 'monetization' };
  const settings: NavItem = { label: 'Settings', to: '/dashboard/settings', icon: 'settings' };
  switch (role) {
    case 'client':
      return [
        overview,
        ask,
        stories,
        monetization,
        { label: 'Resources', to: '/dashboard/resources/client', icon: 'resources' },
        settings,
      ];
    case 'coach':
      return [
        overview,
        ask,
        { label: 'My Clients', to: '/dashboard/clients', icon: 'clients' },
        { label: 'Add Client', to: '/dashboard/add-client', icon: 'add-client' },
        stories,
        monetization,
        { label: 'Resources', to: '/dashboard/resources/coach', icon: 'resources' },
        settings,
      ];
    case 'admin':
      return [
        overview,
        ask,
        { label: 'Coaches', to: '/dashboard/coaches', icon: 'coaches' },
        { label: 'All Clients', to: '/dashboard/clients', icon: 'clients' },
        stories,
        monetization,
        { label: 'Resources', to: '/dashboard/resources', icon: 'resources' },
        { label: 'User Management', to: '/dashboard/admin', icon: 'admin' },
        settings,
      ];
    case 'user':
      return [
        overview,
        ask,
        stories,
        monetization,
        { label: 'Resources', to: '/dashboard/resources/client', icon: 'resources' },
        settings,
      ];
  }
}
