// The one client for calling the project: the headers every call carries, a failure to connect
// told apart from an answer, and server-sent events read across chunk boundaries.
import { describe, expect, it } from 'vitest';
import {
  functionPath,
  isEventStream,
  postToProject,
  readEventStream,
  type StreamEvent,
} from '../../../../src/data/remote/function-client';

const ANON = 'anon-key-from-the-stand-in-0123456789';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('postToProject', () => {
  it('sends the anon key and the token asked at send time, the anon key when signed out', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string> });
      return new Response('{}');
    }) as unknown as typeof globalThis.fetch;
    let token: string | null = 'user-token';
    const endpoint = { url: 'http://127.0.0.1:54321/', anonKey: ANON, token: async () => token, fetch };
    await postToProject(endpoint, functionPath('ai engine'), { body: '{}' });
    token = null;
    await postToProject(endpoint, '/rest/v1/rpc/x', { body: '{}', headers: { accept: 'text/event-stream' } });
    await postToProject(endpoint, '/rest/v1/rpc/x', { body: '{}', token: 'given' });
    expect(seen.map((s) => s.url)).toEqual([
      'http://127.0.0.1:54321/functions/v1/ai%20engine',
      'http://127.0.0.1:54321/rest/v1/rpc/x',
      'http://127.0.0.1:54321/rest/v1/rpc/x',
    ]);
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer user-token', `Bearer ${ANON}`, 'Bearer given']);
    expect(seen[1].headers).toMatchObject({
      apikey: ANON,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    });
  });

  it('answers a failed connection (or an unreadable token) with its message, not an exception', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    expect(await postToProject({ url: 'http://x', anonKey: ANON, fetch }, '/p', { body: null })).toEqual({
      ok: false,
      message: 'Failed to fetch',
    });
    const token = async (): Promise<string | null> => {
      throw new Error('no session');
    };
    expect(await postToProject({ url: 'http://x', anonKey: ANON, token, fetch }, '/p', { body: null })).toEqual({
      ok: false,
      message: 'no session',
    });
  });
});

describe('readEventStream', () => {
  it('reads events split across chunks, with their names, until the handler answers', async () => {
    const events: StreamEvent[] = [];
    const body = streamOf(
      'data: {"delta":"Hel',
      'lo"}\n\nevent: error\ndata: {"error":"x"}\n\n',
      'data: {"late":1}\n\n',
    );
    const outcome = await readEventStream(body, (event) => {
      events.push(event);
      return event.event === 'error' ? 'stopped' : undefined;
    });
    expect(outcome).toBe('stopped');
    expect(events).toEqual([
      { event: null, data: { delta: 'Hello' } },
      { event: 'error', data: { error: 'x' } },
    ]);
  });

  it('ends with undefined when the stream ends, and throws on data that is not JSON', async () => {
    expect(await readEventStream(streamOf(': ping\n\n', 'data: 1\n\n'), () => undefined)).toBeUndefined();
    await expect(readEventStream(streamOf('data: {broken\n\n'), () => undefined)).rejects.toThrow();
  });

  it('tells an event stream from a JSON answer', () => {
    const sse = new Response(streamOf(''), { headers: { 'content-type': 'text/event-stream' } });
    expect(isEventStream(sse)).toBe(true);
    expect(isEventStream(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
    expect(isEventStream(new Response('x', { status: 500, headers: { 'content-type': 'text/event-stream' } }))).toBe(
      false,
    );
  });
});
