'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { startsNewGroup, type ChatMessage } from '@/lib/chat/messages';

/**
 * The conversation, oldest first: my messages on the right, the other party's on the left, a time
 * line before each group. Content is rendered as text (React escapes it), never as HTML.
 */
export function MessageList({ messages, me }: { messages: ChatMessage[]; me: string }) {
  const t = useTranslations('chat');
  return (
    <>
      {messages.map((message, index) => {
        const mine = message.senderId === me;
        return (
          <Box key={message.id} component="li" sx={{ listStyle: 'none' }}>
            {startsNewGroup(messages[index - 1], message) && (
              <Typography component="div" variant="caption" color="text.secondary" sx={{ textAlign: 'center', my: 1 }}>
                {message.sendTime}
              </Typography>
            )}
            <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', my: 0.5 }}>
              <Box
                data-testid="chat-message"
                data-mine={mine}
                title={message.sendTime}
                sx={{
                  maxWidth: { xs: '85%', sm: '70%' },
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  fontSize: 14,
                  lineHeight: 1.6,
                  bgcolor: mine ? 'primary.main' : 'action.hover',
                  color: mine ? 'primary.contrastText' : 'text.primary',
                  borderTopRightRadius: mine ? 4 : undefined,
                  borderTopLeftRadius: mine ? undefined : 4,
                }}
              >
                {message.messageType === 'text' ? message.content : `${t(`kinds.${kind(message.messageType)}`)} ${message.content}`}
              </Box>
            </Box>
          </Box>
        );
      })}
    </>
  );
}

const KINDS = new Set(['image', 'file', 'order', 'goods']);
const kind = (type: string) => (KINDS.has(type) ? type : 'other');
