import { formatBladeTime } from './blade-time';
import type { FeedItem } from './feed-item';

/**
 * Read state for the families Blade keeps no read flag for (notices, mail), stored in the browser per
 * tenant + user + tab.
 *
 * Why in the browser: blade_notice has no read table in BladeX, and adding one to the embedded
 * service alone would make the feature vanish (or break) in front of a real gateway. The price is that
 * read marks do not follow the user to another browser or device; the chat messages, which do have a
 * server flag (imhistory isRead + messageAsRead), do follow them.
 *
 * To stay small and sensible on a gateway with years of notices, an item is read when it is
 *  - older than the news window (NEWS_WINDOW_DAYS): old notices are archive, not news;
 *  - at or before `before`, the watermark "mark all as read" sets (the newest item it saw, in the
 *    server's own clock, so a skewed browser clock cannot hide new items);
 *  - or in `ids`, the items opened one by one after the watermark (capped, oldest dropped).
 */
export type ReadMarkers = { before: string; ids: string[] };

export const NEWS_WINDOW_DAYS = 14;
export const MAX_READ_IDS = 300;
export const EMPTY_MARKERS: ReadMarkers = { before: '', ids: [] };

export const markersStorageKey = (tenantId: string, userId: string, tab: string) => `tradeport-inbox-read:${tenantId}:${userId}:${tab}`;

/** Storage text → markers; anything unreadable counts as nothing read yet. */
export function parseMarkers(raw: string | null): ReadMarkers {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<ReadMarkers> | null;
    return {
      before: typeof value?.before === 'string' ? value.before : '',
      ids: Array.isArray(value?.ids) ? value.ids.filter((id): id is string => typeof id === 'string').slice(-MAX_READ_IDS) : [],
    };
  } catch {
    return EMPTY_MARKERS;
  }
}

/** Whether the user has not seen the item yet; a server flag, where the family has one, wins. */
export function isUnread(item: FeedItem, markers: ReadMarkers, now: number = Date.now()): boolean {
  if (item.read !== undefined) return !item.read;
  const windowStart = formatBladeTime(now - NEWS_WINDOW_DAYS * 86_400_000);
  if (!item.arrivedAt || item.arrivedAt <= windowStart) return false;
  if (markers.before && item.arrivedAt <= markers.before) return false;
  return !markers.ids.includes(item.id);
}

export function countUnread(items: FeedItem[], markers: ReadMarkers, now: number = Date.now()): number {
  return items.reduce((count, item) => count + (isUnread(item, markers, now) ? 1 : 0), 0);
}

export function markRead(markers: ReadMarkers, id: string): ReadMarkers {
  if (markers.ids.includes(id)) return markers;
  return { before: markers.before, ids: [...markers.ids, id].slice(-MAX_READ_IDS) };
}

/** Everything listed is read: the watermark moves to the newest item, single marks below it are dropped. */
export function markAllRead(markers: ReadMarkers, items: FeedItem[]): ReadMarkers {
  const newest = items.reduce((latest, item) => (item.arrivedAt > latest ? item.arrivedAt : latest), markers.before);
  const listed = new Map(items.map((item) => [item.id, item.arrivedAt]));
  // Ids of items not in the list (or arrived after the watermark) stay marked.
  const ids = markers.ids.filter((id) => !listed.has(id) || (listed.get(id) ?? '') > newest);
  return { before: newest, ids };
}
