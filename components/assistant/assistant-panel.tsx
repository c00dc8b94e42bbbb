'use client';

import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IntentLink } from '@/components/layout/intent-link';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import SendIcon from '@mui/icons-material/Send';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { navigationStarted } from '@/lib/client/progress';
import { useAssistant, type ChatMessage } from './use-assistant';

const MAX_QUESTION = 500;
const SUGGESTIONS = ['price', 'pickups', 'today', 'order'] as const;

/**
 * The AI assistant drawer: the conversation (kept while the page lives, also when the drawer is closed),
 * suggestions to start with, the question box (Enter sends, Shift+Enter breaks the line), a thinking state,
 * and each failure in place with a retry.
 */
export function AssistantPanel({ open, userId, onClose }: { open: boolean; userId: string; onClose: () => void }) {
  const t = useTranslations('assistant');
  const errorText = useErrorText();
  const assistant = useAssistant(userId);
  const [question, setQuestion] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const last = assistant.messages.at(-1);
  // Until the first words arrive: after the question, or while Coze's reply bubble is still empty.
  const thinking = assistant.busy && (last?.role === 'user' || (last?.role === 'bot' && !last.text));
  const input = useRef<HTMLTextAreaElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message or answer scrolls the list to its end
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [assistant.messages, assistant.busy]);
  useEffect(() => {
    if (open) setTimeout(() => input.current?.focus(), 50);
  }, [open]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!question.trim() || assistant.busy) return;
    void assistant.ask(question);
    setQuestion('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      keepMounted
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 420 }, display: 'flex', flexDirection: 'column' },
          'aria-labelledby': 'assistant-title',
          role: 'dialog',
        } as object,
      }}
      data-testid="assistant-panel"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="assistant-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('title')}
        </Typography>
        {assistant.provider && <Chip size="small" label={t(`provider.${assistant.provider}`)} data-testid="assistant-provider" />}
        <Tooltip title={t('clear')}>
          <span>
            <IconButton
              size="small"
              onClick={assistant.clear}
              disabled={assistant.messages.length === 0 || assistant.busy}
              aria-label={t('clear')}
            >
              <DeleteSweepIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton size="small" onClick={onClose} aria-label={t('close')} data-testid="assistant-close">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>

      <Box
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={t('conversation')}
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, bgcolor: 'background.default' }}
        data-testid="assistant-messages"
      >
        {assistant.tokenError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={assistant.retryToken}>
                {t('retry')}
              </Button>
            }
            data-testid="assistant-token-error"
          >
            {t('unavailable', { reason: errorText(assistant.tokenError) })}
          </Alert>
        ) : null}
        {assistant.messages.length === 0 && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('hello')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {SUGGESTIONS.map((key) => (
                <Chip
                  key={key}
                  label={t(`suggestions.${key}`)}
                  variant="outlined"
                  clickable
                  onClick={() =>
                    key === 'order'
                      ? (setQuestion(t('suggestions.orderPrefix')), input.current?.focus())
                      : void assistant.ask(t(`suggestions.${key}`))
                  }
                />
              ))}
            </Stack>
          </Box>
        )}
        {assistant.messages.map((message) => (
          <Bubble key={message.id} message={message} onRetry={(failed) => void assistant.ask(failed, true)} onNavigate={onClose} />
        ))}
        {thinking && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, color: 'text.secondary' }} data-testid="assistant-thinking">
            <CircularProgress size={16} />
            <Typography variant="body2">{t('thinking')}</Typography>
          </Stack>
        )}
      </Box>

      <Box
        component="form"
        onSubmit={send}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          inputRef={input}
          fullWidth
          multiline
          maxRows={4}
          size="small"
          value={question}
          placeholder={t('placeholder')}
          onChange={(event) => setQuestion(event.target.value.slice(0, MAX_QUESTION))}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { 'aria-label': t('question'), maxLength: MAX_QUESTION, 'data-testid': 'assistant-input' } }}
        />
        <Tooltip title={t('send')}>
          <span>
            <IconButton
              type="submit"
              color="primary"
              disabled={!question.trim() || assistant.busy}
              aria-label={t('send')}
              data-testid="assistant-send"
            >
              <SendIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Drawer>
  );
}

function Bubble({ message, onRetry, onNavigate }: { message: ChatMessage; onRetry: (question: string) => void; onNavigate: () => void }) {
  const t = useTranslations('assistant');
  const errorText = useErrorText();
  const mine = message.role === 'user';
  if (!mine && !message.failed && !message.text) return null;
  if (message.failed) {
    const failed = message.failed;
    return (
      <Alert
        severity="error"
        data-testid="assistant-error"
        action={
          <Button color="inherit" size="small" onClick={() => onRetry(failed.question)}>
            {t('retry')}
          </Button>
        }
      >
        {t('failed', { reason: errorText(failed.error) })}
      </Alert>
    );
  }
  return (
    <Box
      sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '88%' }}
      data-testid={mine ? 'assistant-question' : 'assistant-answer'}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: mine ? 0 : 1,
          borderColor: 'divider',
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2" component="div">
          {message.text}
        </Typography>
      </Box>
      {(message.links ?? []).length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {message.links!.map((link) => (
            <Button
              key={link.href}
              size="small"
              component={IntentLink}
              href={link.href}
              onClick={() => (navigationStarted(), onNavigate())}
            >
              {link.label}
            </Button>
          ))}
        </Stack>
      )}
    </Box>
  );
}
