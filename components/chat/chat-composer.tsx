'use client';

import { useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { MAX_MESSAGE_LENGTH } from '@/lib/chat/messages';

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing picks the candidate). The text stays when sending fails.
 */
export function ChatComposer({ onSend, disabled }: { onSend: (text: string) => Promise<boolean>; disabled?: boolean }) {
  const t = useTranslations('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const tooLong = text.length > MAX_MESSAGE_LENGTH;
  const canSend = !disabled && !sending && text.trim() !== '' && !tooLong;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    const sent = await onSend(text);
    setSending(false);
    if (sent) setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        maxRows={4}
        fullWidth
        size="small"
        placeholder={t('placeholder')}
        disabled={disabled}
        error={tooLong}
        helperText={text.length > MAX_MESSAGE_LENGTH - 100 ? t('length', { count: text.length, max: MAX_MESSAGE_LENGTH }) : undefined}
        slotProps={{ htmlInput: { 'aria-label': t('input'), 'data-testid': 'chat-input' } }}
      />
      <Button
        variant="contained"
        onClick={send}
        disabled={!canSend}
        endIcon={<SendIcon />}
        data-testid="chat-send"
        sx={{ flexShrink: 0, mb: text.length > MAX_MESSAGE_LENGTH - 100 ? 2.75 : 0 }}
      >
        {t('send')}
      </Button>
    </Stack>
  );
}
