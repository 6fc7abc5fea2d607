import { describe, expect, it } from 'vitest';
import {
  LAST_ADMIN_MESSAGE,
  OWN_ROLE_MESSAGE,
  addUserAnswerSchema,
  addUserSchema,
  clientPeople,
  coachSummaries,
  countByRole,
  countByStatus,
  filterLeads,
  roleActions,
  roleUpdatedMessage,
} from '../../../src/domain/admin-users.ts';

const ME = 'me';
const actions = (role: 'admin' | 'coach' | 'user' | 'client', adminCount = 2, id = 'other') =>
  roleActions({ id, role }, { currentUserId: ME, adminCount }).map((a) => [a.label, a.to, a.blockedBy]);

describe('role-change rules', () => {
  it.each([
    [
      'user',
      [
        ['Make Admin', 'admin', null],
        ['Make Coach', 'coach', null],
      ],
    ],
    [
      'client',
      [
        ['Make Admin', 'admin', null],
        ['Make Coach', 'coach', null],
      ],
    ],
    [
      'coach',
      [
        ['Make Admin', 'admin', null],
        ['Remove Coach', 'user', null],
      ],
    ],
    [
      'admin',
      [
        ['Remove Admin', 'user', null],
        ['Make Coach', 'coach', null],
      ],
    ],
  ] as const)('offers a %s: %j', (role, expected) => {
    expect(actions(role)).toEqual(expected);
  });

  it('never lets the last admin be removed, by either button', () => {
    expect(actions('admin', 1)).toEqual([
      ['Remove Admin', 'user', LAST_ADMIN_MESSAGE],
      ['Make Coach', 'coach', LAST_ADMIN_MESSAGE],
    ]);
  });

  it('blocks every change of the admin\u2019s own role', () => {
    for (const role of ['admin', 'coach', 'user'] as const) {
      expect(actions(role, 3, ME).every(([, , blocked]) => blocked === OWN_ROLE_MESSAGE)).toBe(true);
    }
  });

  it('words the success toast as the spec does', () => {
    expect(roleUpdatedMessage('coach')).toBe('User role updated to coach');
  });
});

describe('the add-user form', () => {
  it('requires an email', () => {
    for (const email of [undefined, '', '   ']) {
      const result = addUserSchema.safeParse({ email, role: 'user' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Email is required');
    }
  });

  it('trims, defaults the role to user, keeps the SQL limits', () => {
    expect(addUserSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co', role: 'user' });
    expect(addUserSchema.safeParse({ email: 'a@b.co', name: 'x'.repeat(201) }).success).toBe(false);
    expect(addUserSchema.safeParse({ email: 'a@b.co', role: 'client' }).success).toBe(false);
    expect(addUserSchema.safeParse({ email: 'not-an-email' }).error?.issues[0].message).toBe(
      'Enter a valid email address',
    );
  });

  it('reads the function\u2019s answer before and after invitations', () => {
    const user = { id: 'u1', email: 'a@b.co', role: 'coach' };
    expect(addUserAnswerSchema.parse({ user, temporaryPassword: 'abc' }).temporaryPassword).toBe('abc');
    const invited = addUserAnswerSchema.parse({
      user,
      invitationUrl: 'https://app.test/register?invitation=xyz',
      expiresAt: '2026-12-01T00:00:00Z',
    });
    expect(invited.invitationUrl).toContain('invitation=xyz');
    // A link relative to the app is still a link to hand over.
    expect(addUserAnswerSchema.parse({ user, invitationUrl: '/register?invitation=abc' }).invitationUrl).toBe(
      '/register?invitation=abc',
    );
    expect(addUserAnswerSchema.safeParse({ user: { id: 'u1' } }).success).toBe(false);
  });
});

describe('leads', () => {
  const leads = [
    { name: 'Ana Ortiz', email: 'ana@acme.co', company: 'Acme', message: 'Keynote help', status: 'new' },
    { name: 'Ben Li', email: 'ben@li.dev', company: null, message: null, status: 'qualified' },
    { name: 'Cy Ng', email: 'cy@ng.io', company: 'Bakery', message: 'ACME referred me', status: 'new' },
  ];

  it('searches name, email, company and message, ignoring case', () => {
    expect(filterLeads(leads, 'acme', '').map((l) => l.name)).toEqual(['Ana Ortiz', 'Cy Ng']);
    expect(filterLeads(leads, 'LI.DEV', '').map((l) => l.name)).toEqual(['Ben Li']);
    expect(filterLeads(leads, '  ', '')).toHaveLength(3);
  });

  it('filters by status, together with the search', () => {
    expect(filterLeads(leads, '', 'qualified').map((l) => l.name)).toEqual(['Ben Li']);
    expect(filterLeads(leads, 'bakery', 'new').map((l) => l.name)).toEqual(['Cy Ng']);
    expect(filterLeads(leads, 'bakery', 'converted')).toEqual([]);
  });

  it('counts each status', () => {
    expect(countByStatus(leads)).toEqual({ new: 2, contacted: 0, qualified: 1, converted: 0 });
  });
});

describe('the admin dashboard tables', () => {
  const users = [
    { id: 'a', email: 'ada@x.co', name: 'Ada', role: 'admin' as const, created_at: '2026-01-01' },
    { id: 'c1', email: 'cora@x.co', name: 'Cora', role: 'coach' as const, created_at: '2026-01-02' },
    { id: 'c2', email: null, name: 'Bo', role: 'coach' as const, created_at: '2026-01-03' },
    { id: 'f', email: 'finn@x.co', name: null, role: 'user' as const, created_at: '2026-01-04' },
  ];
  const clients = [
    { id: 'k1', coach_id: 'c1', user_id: 'f' },
    { id: 'k2', coach_id: 'c1', user_id: null },
    { id: 'k3', coach_id: null, user_id: 'gone' },
  ];

  it('counts each coach\u2019s clients, zero included', () => {
    expect(coachSummaries(users, clients).map((c) => [c.id, c.clientCount])).toEqual([
      ['c1', 2],
      ['c2', 0],
    ]);
  });

  it('names the coach and the owner by email, with the spec\u2019s fallbacks', () => {
    const byId = new Map(users.map((u) => [u.id, u]));
    expect(clientPeople(clients[0], byId)).toEqual({ coachEmail: 'cora@x.co', ownerEmail: 'finn@x.co' });
    expect(clientPeople(clients[2], byId)).toEqual({ coachEmail: 'No coach assigned', ownerEmail: 'Unknown' });
  });

  it('counts users per role', () => {
    expect(countByRole(users)).toEqual({ admin: 1, coach: 2, user: 1, client: 0 });
  });
});
