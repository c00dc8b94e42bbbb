'use client';

import dynamic from 'next/dynamic';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/**
 * A menu's icon by name. The icon set (about 120 icons) loads after the first paint, so it costs
 * nothing on a page's first load; until then every entry shows the default icon.
 */
export const MenuIcon = dynamic<SvgIconProps & { name: string }>(
  () => import('./menu-icons').then((module) => function NamedMenuIcon({ name, ...props }: SvgIconProps & { name: string }) {
    const Icon = module.menuIcon(name);
    return <Icon {...props} />;
  }),
  { ssr: false, loading: () => <ListAltIcon fontSize="small" /> },
);
