import { describe, expect, it } from 'vitest';
import {
  signDownloadToken,
  signUploadToken,
  verifyDownloadToken,
  verifyUploadToken,
} from '../../../../supabase/local/storage/signed-token.ts';

const secret = 'a-secret-that-is-at-least-32-characters-long';
const now = 1_800_000_000;

describe('signed storage tokens', () => {
  it('accepts a token until its expiry second, then calls it expired', () => {
    const token = signDownloadToken('recordings/a/b.webm', 60, secret, now);
    expect(verifyDownloadToken(token, secret, now + 59)).toMatchObject({
      ok: true,
      claims: { url: 'recordings/a/b.webm' },
    });
    expect(verifyDownloadToken(token, secret, now + 60)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses every single-character change and another secret', () => {
    const token = signDownloadToken('recordings/a/b.webm', 60, secret, now);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < token.length; i++) {
      if (token[i] === '.') continue;
      const other = alphabet[(alphabet.indexOf(token[i]) + 1) % alphabet.length];
      const changed = token.slice(0, i) + other + token.slice(i + 1);
      expect(verifyDownloadToken(changed, secret, now).ok, `changed at ${i}`).toBe(false);
    }
    expect(verifyDownloadToken(token, `${secret}!`, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps upload and download tokens apart', () => {
    const upload = signUploadToken({ url: 'recordings/a/b.webm', owner: 'u', upsert: false }, secret, now);
    const download = signDownloadToken('recordings/a/b.webm', 60, secret, now);
    expect(verifyUploadToken(upload, secret, now)).toMatchObject({ ok: true, claims: { owner: 'u', upsert: false } });
    expect(verifyDownloadToken(upload, secret, now).ok).toBe(false);
    expect(verifyUploadToken(download, secret, now).ok).toBe(false);
  });
});
