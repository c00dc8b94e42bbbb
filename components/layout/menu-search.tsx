'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import type { NavItem } from '@/lib/menu/nav-item';
import { lazyComponent } from '../lazy';

const MenuSearchDialog = lazyComponent(() => import('./menu-search-dialog').then((module) => module.MenuSearchDialog));

/** The search button and its Ctrl/⌘+K shortcut; the dialog's code loads after the first paint. */
export function MenuSearch({ items }: { items: NavItem[] }) {
  const t = useTranslations('menuSearch');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Tooltip title={`${t('open')} (Ctrl+K)`}>
        <IconButton onClick={() => setOpen(true)} aria-label={t('open')} data-testid="menu-search-button"><SearchIcon /></IconButton>
      </Tooltip>
      <MenuSearchDialog items={items} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
