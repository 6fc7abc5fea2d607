import { describe, expect, it } from 'vitest';
import { askPath, navigationFor, normalizeRole } from '../../../src/domain/roles.ts';

describe('roles', () => {
  it.each([
    ['admin', 'admin'],
    ['coach', 'coach'],
    ['client', 'client'],
    ['user', 'user'],
    ['superuser', 'user'],
    [null, 'user'],
    [undefined, 'user'],
  ])('normalizeRole(%j) = %s', (value, role) => {
    expect(normalizeRole(value)).toBe(role);
  });

  it.each([
    ['Stacy', '/dashboard/ask-stacy'],
    ['Stacy Smith', '/dashboard/ask-stacy'],
    ['Zoë', '/dashboard/ask-zoe'],
  ])('askPath(%j) = %s', (owner, path) => {
    expect(askPath(owner)).toBe(path);
  });

  it.each([
    [
      'client',
      [
        ['Overview', '/dashboard'],
        ['Ask Stacy', '/dashboard/ask-stacy'],
        ['Stories', '/dashboard/stories'],
        ['Monetization', '/dashboard/monetization'],
        ['Resources', '/dashboard/resources/client'],
        ['Settings', '/dashboard/settings'],
      ],
    ],
    [
      'coach',
      [
        ['Overview', '/dashboard'],
        ['Ask Stacy', '/dashboard/ask-stacy'],
        ['My Clients', '/dashboard/clients'],
        ['Add Client', '/dashboard/add-client'],
        ['Stories', '/dashboard/stories'],
        ['Monetization', '/dashboard/monetization'],
        ['Resources', '/dashboard/resources/coach'],
        ['Settings', '/dashboard/settings'],
      ],
    ],
    [
      'admin',
      [
        ['Overview', '/dashboard'],
        ['Ask Stacy', '/dashboard/ask-stacy'],
        ['Coaches', '/dashboard/coaches'],
        ['All Clients', '/dashboard/clients'],
        ['Stories', '/dashboard/stories'],
        ['Monetization', '/dashboard/monetization'],
        ['Resources', '/dashboard/resources'],
        ['User Management', '/dashboard/admin'],
        ['Settings', '/dashboard/settings'],
      ],
    ],
    [
      'user',
      [
        ['Overview', '/dashboard'],
        ['Ask Stacy', '/dashboard/ask-stacy'],
        ['Stories', '/dashboard/stories'],
        ['Monetization', '/dashboard/monetization'],
        ['Resources', '/dashboard/resources/client'],
        ['Settings', '/dashboard/settings'],
      ],
    ],
  ] as const)('%s navigation', (role, items) => {
    expect(navigationFor(role, 'Stacy').map((i) => [i.label, i.to])).toEqual(items);
  });
});
