// The Phoenix channel wire format that @supabase/realtime-js speaks. vsn 2.0.0 (the client's
// default) frames text messages as [join_ref, ref, topic, event, payload] and sends user
// broadcasts as a small binary frame; vsn 1.0.0 frames are JSON objects.
import { z } from 'zod';

export type Vsn = '1.0.0' | '2.0.0';
export const SUPPORTED_VSNS: readonly string[] = ['1.0.0', '2.0.0'];

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type DecodeResult = { ok: true; message: PhoenixMessage } | { ok: false; reason: string };

const refSchema = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .transform((v) => v ?? null);
const payloadSchema = z.record(z.string(), z.unknown());

const arrayFrameSchema = z.tuple([refSchema, refSchema, z.string().min(1), z.string().min(1), payloadSchema]);
const objectFrameSchema = z.object({
  join_ref: refSchema,
  ref: refSchema,
  topic: z.string().min(1),
  event: z.string().min(1),
  payload: payloadSchema,
});

// Binary frame kinds (see realtime-js lib/serializer.ts).
const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): DecodeResult {
  if (isBinary) return decodeBinaryBroadcastPush(data);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return { ok: false, reason: 'Message is not valid JSON' };
  }
  if (vsn === '2.0.0') {
    const frame = arrayFrameSchema.safeParse(parsed);
    if (!frame.success) return { ok: false, reason: 'Message must be [join_ref, ref, topic, event, payload]' };
    const [joinRef, ref, topic, event, payload] = frame.data;
    return { ok: true, message: { joinRef, ref, topic, event, payload } };
  }
  const frame = objectFrameSchema.safeParse(parsed);
  if (!frame.success) return { ok: false, reason: 'Message must be {topic, event, payload, ref}' };
  const { join_ref, ref, topic, event, payload } = frame.data;
  return { ok: true, message: { joinRef: join_ref, ref, topic, event, payload } };
}

/** kind(1) joinRefLen ref topic event metadata encoding(1), then the strings, then the payload. */
function decodeBinaryBroadcastPush(data: Buffer): DecodeResult {
  const headerLength = 7;
  if (data.length < headerLength || data[0] !== USER_BROADCAST_PUSH) {
    return { ok: false, reason: 'Unsupported binary message' };
  }
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [
    data[1],
    data[2],
    data[3],
    data[4],
    data[5],
    data[6],
  ];
  let offset = headerLength;
  const take = (n: number) => {
    const s = data.subarray(offset, offset + n).toString('utf8');
    offset += n;
    return s;
  };
  if (data.length < headerLength + joinRefLen + refLen + topicLen + eventLen + metaLen) {
    return { ok: false, reason: 'Truncated binary message' };
  }
  const joinRef = take(joinRefLen) || null;
  const ref = take(refLen) || null;
  const topic = take(topicLen);
  const userEvent = take(eventLen);
  const metadata = take(metaLen);
  const body = data.subarray(offset);
  let userPayload: unknown;
  let meta: Record<string, unknown> = {};
  try {
    userPayload = encoding === JSON_ENCODING ? JSON.parse(body.toString('utf8') || '{}') : body.toString('base64');
    if (metadata) meta = payloadSchema.parse(JSON.parse(metadata));
  } catch {
    return { ok: false, reason: 'Binary message payload is not valid JSON' };
  }
  return {
    ok: true,
    message: {
      joinRef,
      ref,
      topic,
      event: 'broadcast',
      payload: { ...meta, type: 'broadcast', event: userEvent, payload: userPayload },
    },
  };
}

export function encodeFrame(message: PhoenixMessage, vsn: Vsn): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

export const postgresChangeBindingSchema = z.object({
  // Matched case-insensitively; the reply echoes it as sent, which is what the client compares.
  event: z.string().refine((v) => ['*', 'INSERT', 'UPDATE', 'DELETE'].includes(v.toUpperCase()), {
    message: 'event must be *, INSERT, UPDATE or DELETE',
  }),
  schema: z.string().min(1),
  table: z.string().min(1).optional(),
  filter: z.string().optional(),
});
export type PostgresChangeBindingRequest = z.infer<typeof postgresChangeBindingSchema>;

export const joinPayloadSchema = z.object({
  access_token: z.string().optional(),
  config: z
    .object({
      broadcast: z.object({ self: z.boolean().optional(), ack: z.boolean().optional() }).partial().optional(),
      presence: z.object({ key: z.string().optional(), enabled: z.boolean().optional() }).partial().optional(),
      postgres_changes: z.array(postgresChangeBindingSchema).optional(),
      private: z.boolean().optional(),
    })
    .optional(),
});
export type JoinPayload = z.infer<typeof joinPayloadSchema>;

export const accessTokenPayloadSchema = z.object({ access_token: z.string().min(1) });

export const broadcastPayloadSchema = z.object({ type: z.literal('broadcast'), event: z.string() }).loose();

export const presencePayloadSchema = z.object({
  type: z.literal('presence'),
  event: z.enum(['track', 'untrack']),
  payload: z.record(z.string(), z.unknown()).optional(),
});
