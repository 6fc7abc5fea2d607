// Fake AI services on loopback: an OpenAI-compatible one (/v1/chat/completions,
// /v1/audio/transcriptions) and an Anthropic one (/v1/messages). Each records the requests it
// got and answers as the test scripts it: text, a stream, an error status, or silence.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'text'; text: string }
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  | { kind: 'hang' }
  | { kind: 'stall-stream'; first: string };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: Record<string, unknown> | null;
}

export interface FakeAi {
  url: string;
  requests: RecordedRequest[];
  /** What the next requests get (default: a text answer). */
  behave(b: FakeBehaviour): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** Splits a text into small streamed pieces. */
const pieces = (text: string) => text.match(/.{1,12}/gs) ?? [];

export async function startFakeAi(flavour: 'openai' | 'anthropic'): Promise<FakeAi> {
  let behaviour: FakeBehaviour = { kind: 'text', text: 'A story written by the fake model' };
  const requests: RecordedRequest[] = [];
  const open = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(body);
    } catch {
      json = null;
    }
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, json });
    const b = behaviour;
    if (b.kind === 'hang') {
      open.add(res);
      return;
    }
    if (b.kind === 'status') {
      res.writeHead(b.status, {
        'content-type': 'application/json',
        ...(b.retryAfter ? { 'retry-after': b.retryAfter } : {}),
      });
      res.end(b.body ?? JSON.stringify({ error: { message: `fake ${b.status}` } }));
      return;
    }
    if (req.url?.endsWith('/audio/transcriptions')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: ` ${b.kind === 'text' ? b.text : b.first} ` }));
      return;
    }
    const stream = json?.stream === true;
    if (!stream && b.kind === 'text') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          flavour === 'openai'
            ? {
                id: 'x',
                object: 'chat.completion',
                choices: [{ index: 0, message: { role: 'assistant', content: b.text } }],
              }
            : { id: 'x', type: 'message', role: 'assistant', content: [{ type: 'text', text: b.text }] },
        ),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const text = b.kind === 'text' ? b.text : b.first;
    for (const p of pieces(text)) {
      if (flavour === 'openai')
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: p } }] })}\n\n`);
      else
        res.write(
          `event: content_block_delta\ndata: ${JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: p } })}\n\n`,
        );
    }
    if (b.kind === 'stall-stream') {
      open.add(res);
      return;
    }
    if (flavour === 'openai') res.write('data: [DONE]\n\n');
    else res.write(`event: message_stop\ndata: ${JSON.stringify({ type: 'message_stop' })}\n\n`);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: flavour === 'openai' ? `http://127.0.0.1:${port}/v1` : `http://127.0.0.1:${port}`,
    requests,
    behave(b) {
      behaviour = b;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
