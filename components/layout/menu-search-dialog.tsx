'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { NavItem } from '@/lib/menu/nav-item';
import { searchMenu, type MenuHit } from '@/lib/menu/menu-search';
import { useMenuLabel } from '@/lib/hooks/use-menu-label';
import { MenuIcon } from './menu-icon';
import { useOpenHit } from './use-open-hit';

/** The search dialog's content, loaded on demand: type to filter, arrows move, Enter or a click opens, Esc closes. */
export function MenuSearchDialog({ items, open: isOpen, onClose }: { items: NavItem[]; open: boolean; onClose: () => void }) {
  const t = useTranslations('menuSearch');
  const label = useMenuLabel();
  const open = useOpenHit();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const hits = searchMenu(items, query, label);

  const close = () => {
    onClose();
    setQuery('');
    setActive(0);
  };
  const choose = (hit: MenuHit | undefined) => {
    if (!hit) return;
    close();
    open(hit);
  };

  return (
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="sm" slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 10 } } }} aria-label={t('open')}>
        <DialogContent sx={{ p: 1.5 }}>
          <TextField
            autoFocus fullWidth placeholder={t('placeholder')} value={query} name="menu-search"
            onChange={(event) => (setQuery(event.target.value), setActive(0))}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') (event.preventDefault(), setActive((index) => Math.min(index + 1, hits.length - 1)));
              if (event.key === 'ArrowUp') (event.preventDefault(), setActive((index) => Math.max(index - 1, 0)));
              if (event.key === 'Enter') (event.preventDefault(), choose(hits[active]));
            }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
          />
          <List dense sx={{ maxHeight: 360, overflowY: 'auto', mt: 1 }} role="listbox">
            {hits.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{t('noResults')}</Typography>}
            {hits.map((hit, index) => {
              return (
                <ListItemButton key={hit.item.id} selected={index === active} onClick={() => choose(hit)} role="option" aria-selected={index === active}>
                  <ListItemIcon sx={{ minWidth: 36 }}><MenuIcon name={hit.item.icon} fontSize="small" /></ListItemIcon>
                  <ListItemText primary={hit.label} secondary={hit.item.newWindow ? hit.item.href : hit.item.href.split('?')[0]} />
                </ListItemButton>
              );
            })}
          </List>
        </DialogContent>
      </Dialog>
  );
}
