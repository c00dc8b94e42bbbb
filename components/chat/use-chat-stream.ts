'use client';

import { useEffect, useRef, useState } from 'react';
import { CHAT_API, toChatMessage, type ChatMessage } from '@/lib/chat/messages';

export type StreamStatus = 'connecting' | 'live' | 'offline';

/** Waits before opening a closed stream again (EventSource itself retries only while the answer is a stream). */
const REOPEN_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * The signed-in user's live chat messages: the local provider's server-sent events through the BFF
 * (`go-easy/imhistory/stream`). `onOpen` runs on every (re)connection so the caller can fetch what
 * arrived while it was away; `onMessage` gets each pushed message.
 */
export function useChatStream(onMessage: (message: ChatMessage) => void, onOpen: () => void): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const handlers = useRef({ onMessage, onOpen });
  useEffect(() => {
    handlers.current = { onMessage, onOpen };
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    const open = () => {
      setStatus('connecting');
      source = new EventSource(CHAT_API.stream);
      source.onopen = () => {
        failures = 0;
        setStatus('live');
        handlers.current.onOpen();
      };
      source.addEventListener('message', (event) => {
        const message = toChatMessage(safeParse((event as MessageEvent<string>).data));
        if (message) handlers.current.onMessage(message);
      });
      source.onerror = () => {
        if (source?.readyState === EventSource.CONNECTING) return setStatus('connecting');
        setStatus('offline');
        source?.close();
        if (!stopped) timer = setTimeout(open, REOPEN_MS[Math.min(failures++, REOPEN_MS.length - 1)]);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);
  return status;
}

function safeParse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
