'use client';

import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { postJson, withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { CHAT_API, privateConversationId, toChatMessage, unreadFor, type ChatMessage } from '@/lib/chat/messages';
import { useSessionUser } from '../layout/session-user';
import { useNotify } from '../feedback/notifier';
import { useChatHistory } from './use-chat-history';
import { useChatStream, type StreamStatus } from './use-chat-stream';
import { MessageList } from './message-list';
import { ChatComposer } from './chat-composer';
import { useTabTitle } from '@/lib/hooks/use-tab-title';

type Contact = { userId: string; name: string; account: string };

/** How close to the top (px) scrolling loads older messages, and to the bottom counts as "following". */
const EDGE_PX = 48;

/**
 * /conversations/PrivateChat/{id}: the signed-in user's private chat with user {id}. History pages
 * from imhistory (newest at the bottom, older ones on scrolling up), live messages from the chat
 * stream, messages addressed to me marked read once shown, and a message box.
 */
export function PrivateChat({ peerId }: { peerId: string }) {
  const t = useTranslations('chat');
  const user = useSessionUser();
  const me = user?.userId ?? '';
  if (peerId === me)
    return (
      <Alert severity="info" data-testid="chat-self">
        {t('self')}
      </Alert>
    );
  return <Conversation me={me} peerId={peerId} />;
}

function Conversation({ me, peerId }: { me: string; peerId: string }) {
  const t = useTranslations('chat');
  const errorText = useErrorText();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const conversationId = privateConversationId(me, peerId);
  const contact = useSWR<Contact>(withQuery(CHAT_API.contact, { userId: peerId }));
  const history = useChatHistory(conversationId);
  const { loadNewest, add } = history;

  const onMessage = useCallback(
    (message: ChatMessage) => {
      if (message.conversationId === conversationId) add([message]);
    },
    [add, conversationId],
  );
  const status = useChatStream(onMessage, loadNewest);
  useEffect(() => void loadNewest(), [loadNewest]);

  useMarkShownRead(history.messages, me, history.markRead, () =>
    mutate((key) => typeof key === 'string' && key.startsWith(CHAT_API.list), undefined, { revalidate: true }),
  );

  const scroller = useRef<HTMLUListElement>(null);
  useScrollKeeping(scroller, history.messages, me);
  const onScroll = () => {
    const element = scroller.current;
    if (element && element.scrollTop < EDGE_PX && history.hasOlder && !history.loading) void history.loadOlder();
  };

  const send = async (text: string) => {
    try {
      const sent = toChatMessage(await postJson(CHAT_API.send, { receiverId: peerId, content: text.trim() }));
      if (sent) add([sent]);
      return true;
    } catch (error) {
      notify(errorText(error), 'error');
      return false;
    }
  };

  const name = contact.data?.name ?? '';
  useTabTitle(name);
  if (contact.error)
    return (
      <Alert severity="error" data-testid="chat-contact-error">
        {errorText(contact.error)}
      </Alert>
    );
  return (
    <Paper
      data-testid="private-chat"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 132px)', md: 'calc(100dvh - 150px)' },
        minHeight: 360,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>{name.slice(0, 1)}</Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 600 }} data-testid="chat-peer">
            {name || '…'}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {t('localProvider')}
          </Typography>
        </Box>
        <StatusChip status={status} />
      </Box>
      <Box
        component="ul"
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={t('history', { name })}
        data-testid="chat-log"
        sx={{ flex: 1, overflowY: 'auto', overflowAnchor: 'none', m: 0, px: { xs: 1.5, sm: 2.5 }, py: 1 }}
      >
        <Box component="li" sx={{ listStyle: 'none', textAlign: 'center', minHeight: 32 }}>
          {history.loading ? (
            <CircularProgress size={18} aria-label={t('loading')} />
          ) : history.hasOlder ? (
            <Button size="small" onClick={() => void history.loadOlder()} data-testid="chat-load-older">
              {t('loadOlder')}
            </Button>
          ) : history.messages.length > 0 ? (
            <Typography variant="caption" color="text.disabled">
              {t('start')}
            </Typography>
          ) : null}
        </Box>
        {history.error ? (
          <Box component="li" sx={{ listStyle: 'none' }}>
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void loadNewest()}>
                  {t('retry')}
                </Button>
              }
            >
              {errorText(history.error)}
            </Alert>
          </Box>
        ) : null}
        {!history.loading && !history.error && history.messages.length === 0 && (
          <Box component="li" sx={{ listStyle: 'none', textAlign: 'center', color: 'text.secondary', py: 6 }} data-testid="chat-empty">
            {t('empty', { name })}
          </Box>
        )}
        <MessageList messages={history.messages} me={me} />
      </Box>
      <ChatComposer onSend={send} />
    </Paper>
  );
}

function StatusChip({ status }: { status: StreamStatus }) {
  const t = useTranslations('chat');
  const color = status === 'live' ? 'success' : status === 'offline' ? 'error' : 'default';
  return (
    <Chip size="small" variant="outlined" color={color} label={t(`status.${status}`)} data-testid="chat-status" data-status={status} />
  );
}

/** Marks messages addressed to me read while the page is visible (each id once), then refreshes the bell. */
function useMarkShownRead(messages: ChatMessage[], me: string, markRead: (ids: string[]) => void, refreshBell: () => void) {
  const pending = useRef(new Set<string>());
  const refresh = useRef(refreshBell);
  useEffect(() => {
    refresh.current = refreshBell;
  });
  useEffect(() => {
    const run = () => {
      if (document.visibilityState !== 'visible') return;
      const ids = unreadFor(messages, me).filter((id) => !pending.current.has(id));
      if (ids.length === 0) return;
      ids.forEach((id) => pending.current.add(id));
      postJson(CHAT_API.markRead, { ids })
        .then(() => {
          markRead(ids);
          refresh.current();
        })
        .catch(() => ids.forEach((id) => pending.current.delete(id)));
    };
    run();
    document.addEventListener('visibilitychange', run);
    return () => document.removeEventListener('visibilitychange', run);
  }, [messages, me, markRead]);
}

/**
 * Keeps the view where the reader expects it: at the bottom on first load and when a new message
 * arrives while following (or is my own), and in place when older messages are put above.
 */
function useScrollKeeping(scroller: React.RefObject<HTMLUListElement | null>, messages: ChatMessage[], me: string) {
  const last = useRef({ firstId: '', lastId: '', height: 0, following: true });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = last.current;
    const firstId = messages[0]?.id ?? '';
    const newest = messages[messages.length - 1];
    const lastId = newest?.id ?? '';
    if (lastId && lastId !== previous.lastId && (previous.following || newest.senderId === me)) element.scrollTop = element.scrollHeight;
    else if (firstId !== previous.firstId && previous.firstId) element.scrollTop += element.scrollHeight - previous.height;
    last.current = {
      firstId,
      lastId,
      height: element.scrollHeight,
      following: element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX,
    };
  }, [messages, me, scroller]);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const track = () => {
      last.current.following = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
      last.current.height = element.scrollHeight;
    };
    element.addEventListener('scroll', track);
    return () => element.removeEventListener('scroll', track);
  }, [scroller]);
}
