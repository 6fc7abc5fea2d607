import { describe, expect, it } from 'vitest';
import {
  invitationDetailsSchema,
  invitationUrl,
  looksLikeInvitationToken,
} from '../../../../src/data/remote/invitations';

describe('invitation links', () => {
  it('only a 48-hex-character token is worth asking the server about', () => {
    expect(looksLikeInvitationToken('a'.repeat(48))).toBe(true);
    expect(looksLikeInvitationToken('0123456789abcdef'.repeat(3))).toBe(true);
    expect(looksLikeInvitationToken('A'.repeat(48))).toBe(false);
    expect(looksLikeInvitationToken('a'.repeat(47))).toBe(false);
    expect(looksLikeInvitationToken(`${'a'.repeat(47)}'`)).toBe(false);
    expect(looksLikeInvitationToken(null)).toBe(false);
  });

  it('points at the register page of this app', () => {
    expect(invitationUrl('ab12', 'https://app.example.com')).toBe('https://app.example.com/register?invite=ab12');
  });

  it('reads what the server says about an invitation, and refuses anything else', () => {
    const ok = invitationDetailsSchema.safeParse({
      kind: 'client',
      email: 'maya@example.com',
      role: 'client',
      expires_at: '2026-12-01T00:00:00Z',
      name: 'Maya Baker',
      company: null,
      invited_by: 'Cora',
    });
    expect(ok.success).toBe(true);
    expect(
      invitationDetailsSchema.safeParse({ kind: 'admin', email: 'x', role: 'admin', expires_at: '' }).success,
    ).toBe(false);
    expect(invitationDetailsSchema.safeParse(null).success).toBe(false);
  });
});
