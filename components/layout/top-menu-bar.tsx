'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { TopMenu } from '@/lib/hooks/use-top-menus';
import { MenuIcon } from './menu-icon';

type Props = { menus: TopMenu[]; selected: string | null; onSelect: (id: string | null) => void; variant: 'header' | 'drawer' };

/** Top menus (BladeX 顶部菜单): each narrows the sidebar to its part of the menu; "all" shows everything. */
export function TopMenuBar({ menus, selected, onSelect, variant }: Props) {
  const t = useTranslations('topMenu');
  if (menus.length === 0) return null;
  const label = (menu: TopMenu) => (menu.code && t.has(menu.code) ? t(menu.code) : menu.name);
  const entries: { id: string | null; text: string; icon: string }[] = [
    { id: null, text: t('all'), icon: 'Apps' },
    ...menus.map((menu) => ({ id: menu.id, text: label(menu), icon: menu.source })),
  ];
  const header = variant === 'header';
  return (
    <Box
      role="tablist"
      aria-label={t('label')}
      data-testid={`top-menu-${variant}`}
      sx={
        header
          ? { display: { xs: 'none', md: 'flex' }, alignSelf: 'stretch', mx: 1 }
          : { display: 'flex', overflowX: 'auto', px: 1, py: 0.5, gap: 0.5 }
      }
    >
      {entries.map((entry) => {
        const active = entry.id === selected;
        return (
          <ButtonBase
            key={entry.id ?? 'all'}
            role="tab"
            aria-selected={active}
            onClick={() => onSelect(entry.id)}
            data-top-menu={entry.id ?? 'all'}
            sx={{
              gap: 0.75,
              px: 1.5,
              typography: 'body2',
              fontWeight: active ? 700 : 500,
              whiteSpace: 'nowrap',
              color: 'inherit',
              opacity: active ? 1 : 0.8,
              ...(header
                ? {
                    borderBottom: 3,
                    borderColor: active ? 'currentColor' : 'transparent',
                    '&:hover': { opacity: 1, bgcolor: 'rgba(127,127,127,0.12)' },
                  }
                : { py: 0.75, borderRadius: 1, bgcolor: active ? 'rgba(127,127,127,0.2)' : 'transparent' }),
            }}
          >
            {header && <MenuIcon name={entry.icon} fontSize="small" />}
            {entry.text}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
