'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { request } from '@/lib/client/api';
import { ApiError, readEnvelope } from '@/lib/client/api-error';
import { assistantTokenSchema, isFresh, renewDelayMs, type AssistantToken } from '@/lib/assistant/assistant-token';
import { readCozeEvent, splitBlocks } from '@/lib/assistant/coze-stream';
import { isLocalTokenRefusal, readCozeFailure } from '@/lib/assistant/refused-token';

/** A failed reply keeps its error (shown translated) and the question, to ask again. */
export type ChatMessage = {
  id: number;
  role: 'user' | 'bot';
  text: string;
  links?: { label: string; href: string }[];
  failed?: { error: unknown; question: string };
};
type LocalAnswer = { text: string; links: { label: string; href: string }[] };

const ASK_TIMEOUT_MS = 20_000;
/** How many earlier turns go to Coze with a question (the local assistant answers each question alone). */
const COZE_CONTEXT = 10;

/**
 * The assistant panel's state: the token (fetched through the BFF, renewed before it expires), the
 * conversation (kept while the panel lives) and `ask`, which goes to the embedded desk assistant (local) or
 * streams from Coze's chat API v3 (coze).
 */
export function useAssistant(userId: string) {
  const locale = useLocale();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [tokenError, setTokenError] = useState<unknown>(null);
  const token = useRef<AssistantToken | null>(null);
  const pending = useRef<Promise<AssistantToken> | null>(null);
  const nextId = useRef(1);
  const [provider, setProvider] = useState<AssistantToken['provider'] | null>(null);

  const fetchToken = useCallback(() => {
    pending.current ??= request<unknown>('/api/blade-api/coze/getToken')
      .then((data) => {
        const parsed = assistantTokenSchema.parse(data);
        token.current = { ...parsed, expiresAt: Date.now() + parsed.expiresIn * 1000 };
        setProvider(parsed.provider);
        setTokenError(null);
        return token.current;
      })
      .catch((error) => {
        setTokenError(error);
        throw error;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, []);

  const currentToken = useCallback(
    async (force = false) => (!force && isFresh(token.current) ? token.current : fetchToken()),
    [fetchToken],
  );

  // A token at once (the panel shows the provider and any refusal), then renewed before each expiry.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const schedule = (held: AssistantToken) => {
      timer = setTimeout(
        () =>
          active &&
          fetchToken()
            .then(schedule)
            .catch(() => undefined),
        renewDelayMs(held.expiresIn),
      );
    };
    fetchToken()
      .then(schedule)
      .catch(() => undefined);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [fetchToken]);

  const append = (message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id }]);
    return id;
  };
  const update = (id: number, change: Partial<ChatMessage> | ((message: ChatMessage) => Partial<ChatMessage>)) =>
    setMessages((list) =>
      list.map((message) => (message.id === id ? { ...message, ...(typeof change === 'function' ? change(message) : change) } : message)),
    );

  /** The embedded desk assistant; a refused token (403 with its reason, never a 401) gets one retry with a new token. */
  const askLocal = async (question: string, retried = false): Promise<LocalAnswer> => {
    const held = await currentToken(retried);
    const response = await fetch(`/api${held.apiBase}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token: held.token, question, lang: locale === 'en' ? 'en' : 'zh' }),
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    }).catch((error) => {
      throw new ApiError(0, '', (error as Error)?.name === 'TimeoutError' ? 'errors.upstream_timeout' : 'errors.network');
    });
    const body = await response.json().catch(() => null);
    if (isLocalTokenRefusal(response.status, body) && !retried) return askLocal(question, true);
    const { code, msg, data } = readEnvelope(response.status, body);
    if (code !== 200) throw new ApiError(code, msg, msg ? null : 'errors.unknown');
    return data as LocalAnswer;
  };

  /** Coze's bot, streamed into the reply bubble as it arrives. */
  const askCoze = async (question: string, history: ChatMessage[], replyId: number, retried = false): Promise<void> => {
    const held = await currentToken(retried);
    const response = await fetch(`${held.apiBase}/v3/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${held.token}` },
      body: JSON.stringify({
        bot_id: held.botId,
        user_id: userId,
        stream: true,
        auto_save_history: true,
        additional_messages: [...history.filter((message) => !message.failed).slice(-COZE_CONTEXT), { role: 'user', text: question }].map(
          (message) => ({ role: message.role === 'bot' ? 'assistant' : 'user', content: message.text, content_type: 'text' }),
        ),
      }),
    }).catch(() => {
      throw new ApiError(0, '', 'errors.network');
    });
    if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // Not the event stream: Coze's JSON failure. A refused token (expired, revoked) gets one retry with a new one.
      const failure = readCozeFailure(response.status, await response.json().catch(() => null));
      if (failure.tokenRefused && !retried) return askCoze(question, history, replyId, true);
      throw new ApiError(response.status, failure.message, failure.message ? null : 'errors.unknown');
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const { blocks, rest } = splitBlocks(buffer + value);
      buffer = rest;
      for (const block of blocks) {
        const event = readCozeEvent(block);
        if (event?.kind === 'delta') update(replyId, (message) => ({ text: message.text + event.text }));
        if (event?.kind === 'failed') throw new ApiError(500, event.message, event.message ? null : 'errors.unknown');
        if (event?.kind === 'done') return void reader.cancel();
      }
    }
  };

  const ask = async (question: string, again = false) => {
    const text = question.trim();
    if (!text || busy) return;
    const history = messages.filter((message) => !message.failed);
    if (again) setMessages(history);
    else append({ role: 'user', text });
    setBusy(true);
    try {
      const held = await currentToken();
      if (held.provider === 'coze') {
        const replyId = append({ role: 'bot', text: '' });
        await askCoze(text, history, replyId).catch((error) => {
          setMessages((list) => list.filter((message) => message.id !== replyId || message.text));
          throw error;
        });
      } else {
        const reply = await askLocal(text);
        append({ role: 'bot', text: reply.text, links: reply.links });
      }
    } catch (error) {
      append({ role: 'bot', text: '', failed: { error, question: text } });
    } finally {
      setBusy(false);
    }
  };

  return {
    messages,
    busy,
    provider,
    tokenError,
    ask,
    clear: () => setMessages([]),
    retryToken: () => void fetchToken().catch(() => undefined),
  };
}
