'use client';

import { useTranslations } from 'next-intl';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import TabUnselectedIcon from '@mui/icons-material/TabUnselected';
import ClearAllIcon from '@mui/icons-material/ClearAll';

export type TabMenuProps = {
  anchor: HTMLElement | null;
  onClose: () => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
  onClearCache: () => void;
};

/** The tab bar's "more" list (tab-bar.tsx loads it after the first paint): close the other tabs, close all, clear the cache. */
export function TabMenu({ anchor, onClose, onCloseOthers, onCloseAll, onClearCache }: TabMenuProps) {
  const t = useTranslations('tabs');
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      <MenuItem onClick={onCloseOthers}>
        <ListItemIcon>
          <TabUnselectedIcon fontSize="small" />
        </ListItemIcon>
        {t('closeOthers')}
      </MenuItem>
      <MenuItem onClick={onCloseAll}>
        <ListItemIcon>
          <ClearAllIcon fontSize="small" />
        </ListItemIcon>
        {t('closeAll')}
      </MenuItem>
      <MenuItem onClick={onClearCache}>
        <ListItemIcon>
          <CleaningServicesIcon fontSize="small" />
        </ListItemIcon>
        {t('clearCache')}
      </MenuItem>
    </Menu>
  );
}
