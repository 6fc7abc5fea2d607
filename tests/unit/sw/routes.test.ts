import { describe, expect, it } from 'vitest';
import {
  isApiPath,
  isApiRequest,
  isCacheableImage,
  isFontFile,
  isFontStylesheet,
  isShellNavigation,
} from '../../../sw/routes.ts';

const origin = 'http://127.0.0.1:54321';
const at = (path: string) => new URL(path, origin);

describe('isShellNavigation', () => {
  it.each([
    ['/', true],
    ['/dashboard', true],
    ['/stories/123/edit?step=2', true],
    ['/index.html', true],
    ['/auth/v1/callback', false],
    ['/auth', false],
    ['/rest/v1/stories', false],
    ['/functions/v1/generate-story', false],
    ['/realtime/v1/websocket', false],
    ['/storage/v1/object/x', false],
    ['/sw.js', false],
    ['/manifest.webmanifest', false],
    ['/icons/icon-192.png', false],
  ])('%s → %s', (path, expected) => {
    expect(isShellNavigation(at(path), origin)).toBe(expected);
  });

  it('leaves other origins alone', () => {
    expect(isShellNavigation(new URL('https://example.com/'), origin)).toBe(false);
  });

  it('does not mistake app routes that merely start with an API word', () => {
    expect(isShellNavigation(at('/authors'), origin)).toBe(true);
    expect(isShellNavigation(at('/restaurants'), origin)).toBe(true);
  });
});

describe('API requests are recognised wherever Supabase lives', () => {
  it.each(['/auth/v1/token', '/rest/v1/rpc/push_mutation', '/functions/v1/x', '/realtime/v1/websocket'])(
    '%s',
    (path) => {
      expect(isApiPath(path)).toBe(true);
      expect(isApiRequest(at(path), origin)).toBe(true);
    },
  );
  it('a hosted project on another origin', () => {
    expect(isApiRequest(new URL('https://abcd.supabase.co/rest/v1/stories'), origin)).toBe(true);
  });
  it('not the app itself', () => {
    expect(isApiRequest(at('/assets/index-abc.js'), origin)).toBe(false);
  });
});

describe('runtime-cached assets', () => {
  it('caches images but never API responses that happen to be images', () => {
    expect(isCacheableImage('image', at('/icons/icon-192.png'), origin)).toBe(true);
    expect(isCacheableImage('image', new URL('https://images.example.com/a.jpg'), origin)).toBe(true);
    expect(isCacheableImage('image', at('/functions/v1/avatar'), origin)).toBe(false);
    expect(isCacheableImage('image', new URL('https://abcd.supabase.co/storage/v1/object/public/a.png'), origin)).toBe(
      false,
    );
    expect(isCacheableImage('script', at('/assets/a.png'), origin)).toBe(false);
    expect(isCacheableImage('image', new URL('http://insecure.example.com/a.png'), origin)).toBe(false);
  });
  it('recognises fonts by destination, extension or host', () => {
    expect(isFontFile('font', at('/x'))).toBe(true);
    expect(isFontFile('', at('/assets/inter-abc.woff2'))).toBe(true);
    expect(isFontFile('', new URL('https://fonts.gstatic.com/s/inter/v1/x'))).toBe(true);
    expect(isFontFile('script', at('/assets/index.js'))).toBe(false);
    expect(isFontStylesheet(new URL('https://fonts.googleapis.com/css2?family=Inter'))).toBe(true);
    expect(isFontStylesheet(at('/assets/index.css'))).toBe(false);
  });
});
