'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../feedback/hint';
import SmartToyIcon from '@mui/icons-material/SmartToyOutlined';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { lazyComponent } from '../lazy';
import { useSessionUser } from '../layout/session-user';
import { ASSISTANT_CODE } from './assistant-code';

// The drawer, its chat state and Coze streaming load on first hover or click.
const AssistantPanel = lazyComponent(() => import('./assistant-panel').then((module) => module.AssistantPanel));

/** The top bar's AI assistant button, for users granted it; the panel stays mounted once opened (history kept). */
export function AssistantButton() {
  const t = useTranslations('assistant');
  const user = useSessionUser();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!user || !permissions.has(ASSISTANT_CODE)) return null;
  return (
    <>
      <Hint title={t('open')}>
        <IconButton
          onClick={() => (setOpened(true), setOpen(true))}
          onPointerEnter={() => void AssistantPanel.preload()}
          onFocus={() => void AssistantPanel.preload()}
          aria-label={t('open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="assistant-button"
        >
          <SmartToyIcon />
        </IconButton>
      </Hint>
      {opened && <AssistantPanel open={open} userId={user.userId} onClose={() => setOpen(false)} />}
    </>
  );
}
