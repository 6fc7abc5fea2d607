// Realtime (Phoenix protocol over WebSocket). Filled in by the realtime work.
import type { Server } from 'node:http';
import type { StandInDeps } from '../app.ts';

export interface RealtimeHandle {
  close(): Promise<void>;
}

export async function attachRealtime(_server: Server, _deps: StandInDeps): Promise<RealtimeHandle> {
  return { close: async () => undefined };
}
