// The bell's notifications, kept in the mirror so they survive reloads and work offline. Other
// parts add them with notify(); conflicts and refused writes become notifications through
// noticeAttention(), which the page runs whenever those lists change (they may have been
// recorded by the service worker while no page was open).
import { notificationWanted, resolvePreferences } from '../../domain/preferences';
import { dataDeps } from './clock';
import { db as defaultDb, type StoryStackDb } from './db';
import { lastUser } from '../remote/session-cache';
import type { NotificationKind, NotificationRecord } from './types';

/** How many the device keeps: the oldest go first. */
export const NOTIFICATIONS_KEPT = 100;

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /** Give one to make notify() idempotent (the same event noticed twice adds one entry). */
  id?: string;
  createdAt?: number;
}

/** Adds a notification, unless the user turned its kind off (settings → Preferences); its id either way. */
export async function notify(n: NewNotification, target: StoryStackDb = defaultDb): Promise<string> {
  const id = n.id ?? dataDeps.uuid();
  const user = await lastUser(target);
  const stored = user ? await target.preferences.get(user.id) : undefined;
  if (!notificationWanted(n.kind, resolvePreferences(stored?.deleted_at ? null : stored?.preferences))) return id;
  await target.transaction('rw', target.notifications, async () => {
    if (await target.notifications.get(id)) return;
    await target.notifications.add({
      id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link ?? null,
      createdAt: n.createdAt ?? dataDeps.now(),
      readAt: null,
    });
    const extra = (await target.notifications.count()) - NOTIFICATIONS_KEPT;
    if (extra > 0) {
      const oldest = await target.notifications.orderBy('createdAt').limit(extra).primaryKeys();
      await target.notifications.bulkDelete(oldest);
    }
  });
  return id;
}

export async function markRead(id: string, target: StoryStackDb = defaultDb): Promise<void> {
  await target.notifications
    .where('id')
    .equals(id)
    .and((n) => n.readAt === null)
    .modify({ readAt: dataDeps.now() });
}

export async function markAllRead(target: StoryStackDb = defaultDb): Promise<void> {
  const now = dataDeps.now();
  await target.notifications.filter((n) => n.readAt === null).modify({ readAt: now });
}

/** Newest first. */
export async function listNotifications(target: StoryStackDb = defaultDb): Promise<NotificationRecord[]> {
  return (await target.notifications.orderBy('createdAt').reverse().toArray()) as NotificationRecord[];
}

/**
 * Open conflicts and refused writes without a notification get one (same id as the record, so
 * noticing twice adds nothing). `describe` names the record for the user.
 */
export async function noticeAttention(
  describe: (table: string, row: Record<string, unknown> | null) => string,
  target: StoryStackDb = defaultDb,
): Promise<number> {
  let added = 0;
  const known = new Set(await target.notifications.toCollection().primaryKeys());
  for (const c of await target.conflicts.where('state').equals('open').toArray()) {
    if (known.has(c.id)) continue;
    const name = describe(c.table, (c.theirs ?? c.mine) as Record<string, unknown> | null);
    await notify(
      {
        id: c.id,
        kind: 'conflict',
        title: 'A change needs your decision',
        body: `${name} was changed in two places. Choose which text to keep.`,
        link: '/dashboard/attention',
        createdAt: c.createdAt,
      },
      target,
    );
    added++;
  }
  for (const a of await target.attention.toArray()) {
    if (known.has(a.id)) continue;
    const name = a.entry.kind === 'mutation' ? describe(a.entry.table, a.localRow) : 'A change';
    await notify(
      {
        id: a.id,
        kind: 'refused',
        title: 'A change could not be saved',
        body: `${name}: the server refused it. Your text is kept; retry, edit or discard it.`,
        link: '/dashboard/attention',
        createdAt: a.createdAt,
      },
      target,
    );
    added++;
  }
  return added;
}
