'use client';

import { useEffect, useState, type ReactElement } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import type { NavItem } from '@/lib/menu/nav-item';
import { trailTo } from '@/lib/menu/normalize-menu';
import { useOpenTabUrl } from '@/lib/hooks/use-tabs';
import { useMenuLabel } from '@/lib/hooks/use-menu-label';
import { MenuIcon } from './menu-icon';
import { LazyAlert } from '../feedback/lazy-alert';
import { IntentLink } from './intent-link';

type Props = {
  items: NavItem[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Icons only (desktop collapsed sidebar). */
  compact: boolean;
  /** Called after a leaf is chosen: the mobile drawer closes (docs/spec.md §2 sidebar). */
  onNavigate: () => void;
};

/** The ids of the submenus on the way to the current page. */
function branchesTo(items: NavItem[], pathname: string): string[] {
  return trailTo(items, pathname)
    .slice(0, -1)
    .map((item) => item.id);
}

/** The sidebar tree: submenus open along the current page's trail; leaves are links. */
export function SidebarNav({ items, isLoading, error, onRetry, compact, onNavigate }: Props) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  // Open from the first render (the server's too: the menu is in SWR's fallback), so the page's group does not
  // unfold after hydration and push the rest of the sidebar down (layout shift).
  const [open, setOpen] = useState<Set<string>>(() => new Set(branchesTo(items, pathname)));

  useEffect(() => {
    const branches = branchesTo(items, pathname);
    if (branches.length) setOpen((current) => (branches.every((id) => current.has(id)) ? current : new Set([...current, ...branches])));
  }, [items, pathname]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (isLoading) return <Loading />;
  return (
    // A list of entries inside the navigation landmark: nav > ul > li, as assistive technology expects.
    <Box component="nav" aria-label={t('openMenu')}>
      <List component="ul" dense sx={LIST_SX}>
        <NavLeaf
          item={{ id: 'home', code: '', name: t('home'), href: '/wel/index', icon: '', newWindow: false, children: [] }}
          depth={0}
          active={pathname === '/wel/index'}
          compact={compact}
          onNavigate={onNavigate}
          homeIcon
        />
        {error ? (
          <li style={{ listStyle: 'none' }}>
            <LazyAlert
              severity="error"
              sx={{ m: 1 }}
              action={
                <Button color="inherit" size="small" onClick={onRetry}>
                  {t('retry')}
                </Button>
              }
            >
              {t('menuLoadFailed')}
            </LazyAlert>
          </li>
        ) : (
          <NavBranch items={items} depth={0} open={open} onToggle={toggle} pathname={pathname} compact={compact} onNavigate={onNavigate} />
        )}
      </List>
    </Box>
  );
}

/**
 * Shared by every entry through one class on the list, instead of styles of their own per entry (an entry's name was a
 * ListItemText: two elements and two components each): the sidebar is in every page's HTML before the page's content.
 * An entry's name looks as ListItemText's did (body2, one line cut with an ellipsis, 4 px above and below). The entries'
 * <li> need no style of their own either: they inherit the list's `list-style: none`.
 */
const LIST_SX = {
  py: 0.5,
  '& .nav-label': {
    flex: '1 1 auto',
    minWidth: 0,
    my: 0.5,
    typography: 'body2',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
} as const;

/**
 * A nested entry's indent (the spacing 2 + 1.5 per level it had, in px), as an inline style: `sx` gave each depth a copy
 * of ListItemButton's styles of its own. The first level keeps ListItemButton's own 16 px.
 */
const indent = (depth: number) => (depth ? { paddingLeft: 16 + depth * 12 } : undefined);

// Placeholder bars while the menu loads (plain boxes: MUI's Skeleton is not worth its bytes on every page).
function Loading() {
  return (
    <Box aria-busy="true" sx={{ py: 1 }}>
      {Array.from({ length: 8 }, (_, index) => (
        <Box key={index} sx={{ height: 28, mx: 2, my: 1, borderRadius: 1, bgcolor: 'currentColor', opacity: 0.08 }} />
      ))}
    </Box>
  );
}

type BranchProps = {
  items: NavItem[];
  depth: number;
  open: Set<string>;
  onToggle: (id: string) => void;
  pathname: string;
  compact: boolean;
  onNavigate: () => void;
};

function NavBranch({ items, depth, open, onToggle, pathname, compact, onNavigate }: BranchProps) {
  const label = useMenuLabel();
  return items.map((item) => {
    if (item.children.length === 0) {
      return (
        <NavLeaf
          key={item.id}
          item={item}
          depth={depth}
          active={item.href.split('?')[0] === pathname}
          compact={compact}
          onNavigate={onNavigate}
        />
      );
    }
    const isOpen = open.has(item.id) && !compact;
    return (
      <li key={item.id}>
        <CompactTip compact={compact} title={label(item)}>
          <ListItemButton onClick={() => onToggle(item.id)} style={indent(depth)} aria-expanded={isOpen} data-menu-code={item.code}>
            <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
              <MenuIcon name={item.icon} fontSize="small" />
            </ListItemIcon>
            {!compact && <span className="nav-label">{label(item)}</span>}
            {!compact && (isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
          </ListItemButton>
        </CompactTip>
        <Collapse in={isOpen} timeout="auto" unmountOnExit>
          <List component="ul" dense disablePadding>
            <NavBranch
              items={item.children}
              depth={depth + 1}
              open={open}
              onToggle={onToggle}
              pathname={pathname}
              compact={compact}
              onNavigate={onNavigate}
            />
          </List>
        </Collapse>
      </li>
    );
  });
}

type LeafProps = { item: NavItem; depth: number; active: boolean; compact: boolean; onNavigate: () => void; homeIcon?: boolean };

function NavLeaf({ item, depth, active, compact, onNavigate, homeIcon }: LeafProps) {
  const label = useMenuLabel();
  const text = item.code ? label(item) : item.name;
  // An open tab is brought back as it was left (its filters, page and sort), like switching tabs.
  const openTabUrl = useOpenTabUrl(item.href.split('?')[0]);
  const linkProps = item.newWindow
    ? { component: 'a' as const, href: item.href, target: '_blank', rel: 'noopener noreferrer' }
    : { component: IntentLink, href: active ? item.href : (openTabUrl ?? item.href) };
  return (
    <li>
      <CompactTip compact={compact} title={text}>
        <ListItemButton
          {...linkProps}
          selected={active}
          onClick={onNavigate}
          style={indent(depth)}
          aria-current={active ? 'page' : undefined}
          data-menu-code={item.code}
        >
          <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
            {homeIcon ? <HomeIcon fontSize="small" /> : <MenuIcon name={item.icon} fontSize="small" />}
          </ListItemIcon>
          {!compact && <span className="nav-label">{text}</span>}
        </ListItemButton>
      </CompactTip>
    </li>
  );
}

/**
 * The entry's name as a tooltip, only in the compact sidebar where the name is hidden: dozens of idle Tooltips
 * cost the first render (hydration, total blocking time) and show nothing in the full sidebar.
 */
function CompactTip({ compact, title, children }: { compact: boolean; title: string; children: ReactElement }) {
  return compact ? (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}
