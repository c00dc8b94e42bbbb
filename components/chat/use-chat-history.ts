'use client';

import { useCallback, useRef, useState } from 'react';
import { request } from '@/lib/client/api';
import { HISTORY_PAGE_SIZE, historyUrl, mergeMessages, toChatMessage, type ChatMessage } from '@/lib/chat/messages';

type Page = { records?: unknown[]; total?: number };

export type ChatHistory = {
  messages: ChatMessage[];
  /** Older pages remain on the server. */
  hasOlder: boolean;
  loading: boolean;
  error: unknown;
  /** The newest page again (first load, and after a reconnection to catch up). */
  loadNewest: () => Promise<void>;
  loadOlder: () => Promise<void>;
  add: (messages: ChatMessage[]) => void;
  markRead: (ids: string[]) => void;
};

/**
 * The conversation's messages, oldest first: history pages from imhistory/list (newest page first,
 * older ones on demand) merged with live and sent messages. A message that arrives while older pages
 * load only shifts rows to later pages, so merging by id never loses one.
 */
export function useChatHistory(conversationId: string): ChatHistory {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const pages = useRef(0);
  const busy = useRef(false);

  const fetchPage = useCallback(
    async (current: number) => {
      const page = await request<Page>(historyUrl(conversationId, current));
      const rows = (page.records ?? []).map(toChatMessage).filter((message): message is ChatMessage => message !== null);
      setMessages((list) => mergeMessages(list, rows));
      return { rows, total: Number(page.total ?? 0) };
    },
    [conversationId],
  );

  const load = useCallback(
    async (current: number) => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      try {
        const { total } = await fetchPage(current);
        pages.current = Math.max(pages.current, current);
        setHasOlder(pages.current * HISTORY_PAGE_SIZE < total);
        setError(null);
      } catch (failure) {
        setError(failure);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [fetchPage],
  );

  return {
    messages,
    hasOlder,
    loading,
    error,
    loadNewest: useCallback(() => load(1), [load]),
    loadOlder: useCallback(() => load(pages.current + 1), [load]),
    add: useCallback((incoming: ChatMessage[]) => setMessages((list) => mergeMessages(list, incoming)), []),
    markRead: useCallback((ids: string[]) => {
      const marked = new Set(ids);
      setMessages((list) => list.map((message) => (marked.has(message.id) ? { ...message, isRead: true } : message)));
    }, []),
  };
}
