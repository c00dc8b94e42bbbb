'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../feedback/hint';
import { WIDE_ONLY } from './icon-slot';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';

/** Enters and leaves full screen; follows Esc and the browser's own control. */
export function FullscreenToggle() {
  const t = useTranslations('shell');
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () =>
    (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  const label = active ? t('exitFullscreen') : t('fullscreen');
  return (
    <Hint title={label}>
      <IconButton onClick={toggle} aria-label={label} data-testid="fullscreen-toggle" className={WIDE_ONLY}>
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Hint>
  );
}
