// Issue 26's REST and Storage side doors for `npm run bench:hostile`: each answered up front
// (405, 400, 403) instead of running, failing deep in SQL, or erasing rows.
import { randomUUID } from 'node:crypto';

export interface Attack {
  name: string;
  clients: number;
  send(): Promise<Response>;
}

export interface RestAttackContext {
  url: string;
  anonKey: string;
  /** The reading user's token and id. */
  token: string;
  userId: string;
  /** A story of another user (an id the reading user cannot see). */
  hiddenStoryId: string;
  rest(path: string, token: string, init?: RequestInit): Promise<Response>;
  anotherAddress(): string;
}

export function restAttacks(ctx: RestAttackContext): Attack[] {
  const json = { 'content-type': 'application/json' };
  const { rest, token } = ctx;
  const storage = (method: string, path: string, body?: string) =>
    fetch(`${ctx.url}/storage/v1/${path}`, {
      method,
      headers: { ...json, apikey: ctx.anonKey, authorization: `Bearer ${token}` },
      body,
    });
  const wideSelect = Array.from({ length: 2000 }, () => 'id').join(',');
  return [
    {
      name: 'GET rpc/check_beta_code with a guess (new address each)',
      clients: 1,
      send: () =>
        rest(`rpc/check_beta_code?code=guess-${randomUUID()}`, ctx.anonKey, {
          headers: { 'x-forwarded-for': ctx.anotherAddress() },
        }),
    },
    {
      name: 'Storage paths with malformed percent-encoding (DELETE, list, bucket)',
      clients: 1,
      send: async () => {
        await (await storage('DELETE', 'object/%E0%A4')).arrayBuffer();
        await (await storage('POST', 'object/list/%E0%A4', '{"prefix":""}')).arrayBuffer();
        return storage('GET', 'bucket/%E0%A4');
      },
    },
    {
      name: 'insert of rows without the ?columns= keys (was 08P01 / 42P18)',
      clients: 1,
      send: () => rest('stories?columns=title', token, { method: 'POST', headers: json, body: '[{"x":1},{"x":2}]' }),
    },
    { name: 'NUL in a filter (was 22021)', clients: 1, send: () => rest('stories?title=eq.a%00b', token) },
    {
      name: 'select of 2,000 columns (was 54011)',
      clients: 1,
      send: () => rest(`stories?select=${wideSelect}`, token),
    },
    {
      name: 'unfiltered DELETE and PATCH of stories',
      clients: 1,
      send: async () => {
        await (await rest('stories', token, { method: 'DELETE' })).arrayBuffer();
        return rest('stories', token, { method: 'PATCH', headers: json, body: '{"title":"same"}' });
      },
    },
    {
      name: "insert and push_mutation with another user's story id",
      clients: 1,
      send: async () => {
        const row = { id: ctx.hiddenStoryId, user_id: ctx.userId, title: 'mine' };
        await (
          await rest('stories', token, { method: 'POST', headers: json, body: JSON.stringify(row) })
        ).arrayBuffer();
        const mutation = { id: randomUUID(), table: 'stories', op: 'insert', row_id: row.id, values: row };
        return rest('rpc/push_mutation', token, { method: 'POST', headers: json, body: JSON.stringify({ mutation }) });
      },
    },
  ];
}
