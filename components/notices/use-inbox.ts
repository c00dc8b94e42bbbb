'use client';

import { useCallback, useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { SessionUser } from '@/lib/auth/session-data';
import { postJson, request } from '@/lib/client/api';
import { pageRecords, pageTotal, toMailItems, toMessageItems, toNoticeItems, type FeedItem } from '@/lib/notices/feed-item';
import { countUnread, isUnread, markAllRead, markersStorageKey, markRead } from '@/lib/notices/read-markers';
import { inboxKeys, MARK_ALL_LIMIT, MESSAGE_AS_READ, POLL_MS, type InboxTab } from '@/lib/notices/sources';
import { useReadMarkers } from './use-read-markers';

/**
 * Live: every source is polled every POLL_MS (30 s) while the page is visible (SWR pauses hidden tabs), and
 * again when the window regains focus or the network comes back, so a new notice reaches the badge
 * within half a minute without a reload. Blade has no push channel for notices, so polling is what
 * works against a real gateway too; the requests are small (one page, or one row for the count).
 */
const LIVE: SWRConfiguration = {
  refreshInterval: POLL_MS,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  focusThrottleInterval: 5_000,
  dedupingInterval: 2_000,
  keepPreviousData: true,
};

export type InboxFeed = {
  items: FeedItem[];
  /** Unread count for the badge (null while unknown: loading or failed). */
  unread: number | null;
  isLoading: boolean;
  error: unknown;
  isUnread: (item: FeedItem) => boolean;
  retry: () => void;
  markRead: (item: FeedItem) => Promise<void>;
  markAllRead: () => Promise<void>;
};

export type Inbox = Record<InboxTab, InboxFeed> & { total: number };

/** The three inbox tabs for the signed-in user; the messages list itself is only fetched while `listMessages`. */
export function useInbox(user: SessionUser, listMessages: boolean): Inbox {
  const notices = useMarkedFeed(user, 'notices', inboxKeys.notices(), toNoticeItems);
  const mail = useMarkedFeed(user, 'mail', inboxKeys.mail(user.userId), toMailItems);
  const messages = useMessages(user, listMessages);
  const total = [notices, mail, messages].reduce((sum, feed) => sum + (feed.unread ?? 0), 0);
  return { notices, mail, messages, total };
}

/** A family without a server read flag: unread state from the browser's read markers. */
function useMarkedFeed(user: SessionUser, tab: InboxTab, key: string, toItems: (data: unknown) => FeedItem[]): InboxFeed {
  const { data, error, isLoading, mutate } = useSWR<unknown>(key, LIVE);
  const [markers, updateMarkers] = useReadMarkers(markersStorageKey(user.tenantId, user.userId, tab));
  const items = useMemo(() => (data === undefined ? [] : toItems(data)), [data, toItems]);
  return {
    items,
    unread: data === undefined ? null : countUnread(items, markers),
    isLoading,
    error,
    isUnread: (item) => isUnread(item, markers),
    retry: () => void mutate(),
    markRead: async (item) => updateMarkers((current) => markRead(current, item.id)),
    markAllRead: async () => updateMarkers((current) => markAllRead(current, items)),
  };
}

/** Chat messages: the server keeps the read flag (isRead) and counts the unread ones. */
function useMessages(user: SessionUser, listMessages: boolean): InboxFeed {
  const countKey = inboxKeys.unreadMessages(user.userId);
  const listKey = inboxKeys.messages(user.userId);
  const count = useSWR<unknown>(countKey, LIVE);
  const list = useSWR<unknown>(listMessages ? listKey : null, LIVE);
  const items = useMemo(() => (list.data === undefined ? [] : toMessageItems(list.data)), [list.data]);
  const { mutate: mutateCount } = count;
  const { mutate: mutateList } = list;

  const markIds = useCallback(
    async (ids: string[]) => {
      if (ids.length === 0) return;
      await postJson(MESSAGE_AS_READ, { ids });
      const marked = new Set(ids);
      // Show the change at once, then confirm it with the server's answer.
      await Promise.all([mutateList((data: unknown) => withRead(data, marked), { revalidate: true }), mutateCount()]);
    },
    [mutateCount, mutateList],
  );

  return {
    items,
    unread: count.data === undefined ? null : pageTotal(count.data),
    isLoading: list.isLoading,
    error: list.error ?? count.error,
    isUnread: (item) => isUnread(item, { before: '', ids: [] }),
    retry: () => void Promise.all([mutateList(), mutateCount()]),
    markRead: (item) => (item.read ? Promise.resolve() : markIds([item.id])),
    markAllRead: async () => {
      // Every unread message, not only the listed ones: the badge counts them all.
      const unread = await request<unknown>(inboxKeys.unreadMessages(user.userId, MARK_ALL_LIMIT));
      await markIds(
        pageRecords(unread)
          .map((row) => String(row.id ?? ''))
          .filter(Boolean),
      );
    },
  };
}

/** The cached page with the given messages flagged read. */
function withRead(data: unknown, ids: Set<string>): unknown {
  if (!data || typeof data !== 'object' || !Array.isArray((data as { records?: unknown }).records)) return data;
  const page = data as { records: Record<string, unknown>[] };
  return { ...page, records: page.records.map((row) => (ids.has(String(row.id)) ? { ...row, isRead: 1 } : row)) };
}
