'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../feedback/hint';
import SearchIcon from '@mui/icons-material/Search';
import type { NavItem } from '@/lib/menu/nav-item';
import { lazyComponent } from '../lazy';

const MenuSearchDialog = lazyComponent(() => import('./menu-search-dialog').then((module) => module.MenuSearchDialog));

/** The search button and its Ctrl/⌘+K shortcut, which open the menu search and command palette. */
export function MenuSearch({ items, onLock }: { items: NavItem[]; onLock: () => void }) {
  const t = useTranslations('menuSearch');
  const [open, setOpen] = useState(false);
  // The palette's code (and the resource registry it searches) loads the first time it opens.
  const [used, setUsed] = useState(false);
  const show = () => (setUsed(true), setOpen(true));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Hint title={`${t('open')} (Ctrl+K)`}>
        <IconButton onClick={show} aria-label={t('open')} data-testid="menu-search-button">
          <SearchIcon />
        </IconButton>
      </Hint>
      {used && <MenuSearchDialog items={items} open={open} onClose={() => setOpen(false)} onLock={onLock} />}
    </>
  );
}
