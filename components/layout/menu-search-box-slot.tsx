'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';

/**
 * The header search box's size, shared by the box and its stand-in while its code loads (layout shift).
 * It gives way first when the bar is crowded, so the user's name is not cut.
 */
export const MENU_SEARCH_BOX_SIZE = { width: 240, minWidth: 150, flexShrink: 1, display: { xs: 'none', md: 'block' } } as const;

/**
 * The search box as it looks (MUI's small outlined field with its search icon and placeholder), in the first HTML while
 * the autocomplete's code loads after the first paint; inert until then, marked `data-standin` like the top bar's buttons.
 */
export function MenuSearchBoxSlot() {
  const t = useTranslations('menuSearch');
  return (
    <Box aria-hidden data-standin="menu-search-box" sx={{ ...MENU_SEARCH_BOX_SIZE, height: 40, pointerEvents: 'none' }}>
      <Box
        sx={(theme) => ({
          height: '100%',
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: '14px',
          border: 1,
          borderColor: theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '1rem',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        })}
      >
        <SearchIcon fontSize="small" sx={{ color: 'action.active' }} />
        <Box component="span" sx={{ opacity: 0.42, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {t('placeholder')}
        </Box>
      </Box>
    </Box>
  );
}
