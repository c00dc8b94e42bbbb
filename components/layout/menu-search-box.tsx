'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { NavItem } from '@/lib/menu/nav-item';
import { searchMenu, type MenuHit } from '@/lib/menu/menu-search';
import { useMenuLabel } from '@/lib/hooks/use-menu-label';
import { openHit } from './open-hit';
import { MENU_SEARCH_BOX_SIZE } from './menu-search-box-slot';

/** The top bar's autocomplete over leaf menu entries (desktop). */
export function MenuSearchBox({ items }: { items: NavItem[] }) {
  const t = useTranslations('menuSearch');
  const label = useMenuLabel();
  const [input, setInput] = useState('');
  return (
    <Autocomplete
      size="small"
      options={searchMenu(items, input, label)}
      filterOptions={(options) => options}
      getOptionLabel={(hit) => hit.label}
      isOptionEqualToValue={(a, b) => a.item.id === b.item.id}
      inputValue={input}
      onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
      value={null}
      onChange={(_, hit: MenuHit | null) => hit && openHit(hit)}
      noOptionsText={t('noResults')}
      sx={{ ...MENU_SEARCH_BOX_SIZE, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', color: 'text.primary' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
