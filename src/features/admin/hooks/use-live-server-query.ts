// A server read that stays current: loaded on mount, loaded again when Realtime says one of its
// tables changed (Realtime is a signal, the read is the truth) and when the network comes back.
// With no network it says so instead of spinning.
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadSupabase } from '../../../data/remote/load-supabase';

export type LiveQueryState<T> =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error' }
  | { status: 'ready'; data: T; refreshing: boolean };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
let channelCounter = 0;

/**
 * `load` runs the read; `tables` are the public tables whose changes should refresh it.
 * A failed refresh keeps the data already shown (and reports it through `onError`).
 */
export function useLiveServerQuery<T>(
  load: () => Promise<T>,
  tables: readonly string[],
  onError: (error: unknown) => void,
): LiveQueryState<T> & { reload: () => void } {
  const [state, setState] = useState<LiveQueryState<T>>(() =>
    isOffline() ? { status: 'offline' } : { status: 'loading' },
  );
  const loadRef = useRef(load);
  const errorRef = useRef(onError);
  loadRef.current = load;
  errorRef.current = onError;
  const generation = useRef(0);

  const reload = useCallback(() => {
    if (isOffline()) {
      setState((s) => (s.status === 'ready' ? s : { status: 'offline' }));
      return;
    }
    const mine = ++generation.current;
    setState((s) => (s.status === 'ready' ? { ...s, refreshing: true } : { status: 'loading' }));
    loadRef.current().then(
      (data) => {
        if (mine === generation.current) setState({ status: 'ready', data, refreshing: false });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        errorRef.current(error);
        setState((s) => (s.status === 'ready' ? { ...s, refreshing: false } : { status: 'error' }));
      },
    );
  }, []);

  const tableKey = tables.join(',');
  useEffect(() => {
    reload();
    let cancelled = false;
    let remove: (() => void) | null = null;
    void loadSupabase()
      .then((supabase) => {
        if (cancelled) return;
        const channel = supabase.channel(`admin-live-${tableKey}-${++channelCounter}`);
        for (const table of tableKey.split(',')) {
          channel.on('postgres_changes', { event: '*', schema: 'public', table }, () => reload());
        }
        channel.subscribe((status) => {
          // A (re)join may follow missed changes: read again.
          if (status === 'SUBSCRIBED') reload();
        });
        remove = () => void supabase.removeChannel(channel);
      })
      .catch(() => undefined); // no client (offline start): the 'online' listener below reloads
    const onOnline = () => reload();
    const onOffline = () => setState((s) => (s.status === 'ready' ? s : { status: 'offline' }));
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      cancelled = true;
      remove?.();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [reload, tableKey]);

  return { ...state, reload };
}
