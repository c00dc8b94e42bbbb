'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { ACCENTS, CHROMES, THEME_NAMES } from '@/lib/theme/themes';
import { useThemeSettings } from './theme-settings';

/** The picker's popover, loaded on demand: the 11 themes and the accent colours. */
export function ThemePickerPanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const t = useTranslations('themes');
  const { theme, accent, setTheme, setAccent } = useThemeSettings();
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ p: 2, width: 320 }}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }} role="radiogroup" aria-label={t('title')}>
          {THEME_NAMES.map((name) => {
            const chrome = CHROMES[name];
            return (
              <ButtonBase
                key={name}
                onClick={() => setTheme(name)}
                role="radio"
                aria-checked={theme === name}
                aria-label={t(name)}
                data-testid={`theme-${name}`}
                sx={{
                  flexDirection: 'column',
                  borderRadius: 1,
                  border: 2,
                  borderColor: theme === name ? 'primary.main' : 'divider',
                  overflow: 'hidden',
                }}
              >
                <Box sx={{ display: 'flex', width: '100%', height: 36 }}>
                  <Box sx={{ width: '30%', background: chrome.sidebar }} />
                  <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
                    <Box sx={{ height: 10, background: chrome.header }} />
                    <Box sx={{ flex: 1, background: chrome.background }} />
                  </Box>
                </Box>
                <Typography variant="caption" sx={{ py: 0.25 }}>
                  {t(name)}
                </Typography>
              </ButtonBase>
            );
          })}
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {t('accent')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="radiogroup" aria-label={t('accent')}>
          {ACCENTS.map((color) => (
            <ButtonBase
              key={color}
              onClick={() => setAccent(color)}
              role="radio"
              aria-checked={accent.toLowerCase() === color.toLowerCase()}
              aria-label={color}
              sx={{ width: 26, height: 26, borderRadius: '50%', bgcolor: color, color: '#fff' }}
            >
              {accent.toLowerCase() === color.toLowerCase() && <CheckIcon sx={{ fontSize: 16 }} />}
            </ButtonBase>
          ))}
        </Box>
      </Box>
    </Popover>
  );
}
