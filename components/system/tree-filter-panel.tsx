'use client';

import { useCallback, useEffect, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { request } from '@/lib/client/api';
import { levelsOf, lazyLevel, ROOT, type PanelNode } from '@/lib/system/tree-levels';
import { LoadFailure } from '../feedback/load-failure';

/**
 * A tree beside a grid that filters it: clicking a node puts `param=<id>` in the URL (where the
 * grid reads its filters), clicking it again clears it. `forest` loads a whole TreeNode forest
 * (dept/tree); `lazy` loads one level per expansion (menu/lazy-menu-list?parentId=). Narrow
 * screens fold it above the grid.
 */
export type TreeFilterSource = { kind: 'forest'; url: string } | { kind: 'lazy'; url: string };

export type TreeFilterPanelProps = {
  source: TreeFilterSource;
  param: string;
  title: string;
  /** A node's text from its id and Blade's title (menus: the sidebar's name). */
  label?: (id: string, title: string) => string;
};

export function TreeFilterPanel({ source, param, title, label = (_id, text) => text }: TreeFilterPanelProps) {
  const t = useTranslations('crud');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [unfolded, setUnfolded] = useState(false);
  const [levels, setLevels] = useState<Map<string, PanelNode[]>>(new Map());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [loading, setLoading] = useState<string | null>(ROOT);
  // A tree that failed to load says so and offers 重试 (it stayed empty, the failure swallowed, after an outage).
  const [failure, setFailure] = useState<unknown>(null);
  const selected = searchParams.get(param) ?? '';

  const loadLevel = useCallback(
    async (parentId: string) => {
      setLoading(parentId);
      try {
        const data = await request<unknown>(source.url, source.kind === 'lazy' ? { query: { parentId } } : {});
        setLevels((current) => {
          if (source.kind === 'forest') return levelsOf(data);
          return new Map(current).set(parentId, lazyLevel(data));
        });
        if (source.kind === 'forest')
          setExpanded(
            new Set(
              levelsOf(data)
                .get(ROOT)
                ?.map((node) => node.id) ?? [],
            ),
          );
      } finally {
        setLoading(null);
      }
    },
    [source],
  );

  const loadRoot = useCallback(() => {
    setFailure(null);
    loadLevel(ROOT).catch(setFailure);
  }, [loadLevel]);
  useEffect(loadRoot, [loadRoot]);

  const toggle = (node: PanelNode) => {
    const open = expanded.has(node.id);
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.delete(node.id);
      else next.add(node.id);
      return next;
    });
    if (!open && source.kind === 'lazy' && !levels.has(node.id)) loadLevel(node.id).catch(setFailure);
  };

  const choose = (id: string) => {
    const query = new URLSearchParams(searchParams.toString());
    if (selected === id) query.delete(param);
    else query.set(param, id);
    query.delete('current');
    const text = query.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
    if (narrow) setUnfolded(false);
  };

  const names = new Map([...levels.values()].flat().map((node) => [node.id, label(node.id, node.title)]));
  const render = (node: PanelNode, depth: number): React.ReactNode => {
    const open = expanded.has(node.id);
    const kids = levels.get(node.id) ?? [];
    const text = names.get(node.id) ?? node.title;
    return (
      <Box key={node.id}>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 0.5 + depth * 2 }}>
          {node.hasChildren ? (
            <IconButton
              size="small"
              aria-label={`${open ? t('collapse') : t('expand')} ${text}`}
              aria-expanded={open}
              onClick={() => toggle(node)}
            >
              {loading === node.id ? (
                <CircularProgress size={14} />
              ) : open ? (
                <ExpandMoreIcon fontSize="small" />
              ) : (
                <ChevronRightIcon fontSize="small" />
              )}
            </IconButton>
          ) : (
            <Box sx={{ width: 30, flexShrink: 0 }} />
          )}
          <ListItemButton
            selected={selected === node.id}
            onClick={() => choose(node.id)}
            sx={{ py: 0.25, px: 1, borderRadius: 1, minWidth: 0 }}
            data-testid="filter-node"
            aria-current={selected === node.id ? 'true' : undefined}
          >
            <ListItemText primary={text} slotProps={{ primary: { variant: 'body2', noWrap: true } }} />
          </ListItemButton>
        </Box>
        {open && kids.map((kid) => render(kid, depth + 1))}
      </Box>
    );
  };

  const tree = (
    // A group of filter buttons, not a list (its rows are not list items).
    <List component="div" role="group" dense disablePadding aria-label={title} data-testid={`filter-tree-${param}`}>
      {loading === ROOT && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={20} aria-label={t('loading')} />
        </Box>
      )}
      {failure !== null && <LoadFailure error={failure} onRetry={loadRoot} testId="filter-tree-failure" />}
      {(levels.get(ROOT) ?? []).map((node) => render(node, 0))}
    </List>
  );

  if (narrow) {
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Button
          fullWidth
          startIcon={<AccountTreeIcon />}
          endIcon={unfolded ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          onClick={() => setUnfolded((value) => !value)}
          sx={{ justifyContent: 'flex-start' }}
          aria-expanded={unfolded}
          data-testid="filter-tree-toggle"
        >
          {title}
          {selected && names.get(selected) ? ` · ${names.get(selected)}` : ''}
        </Button>
        <Collapse in={unfolded}>
          <Box sx={{ maxHeight: 320, overflow: 'auto', pb: 1 }}>{tree}</Box>
        </Collapse>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        width: 240,
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight: 'calc(100dvh - 330px)',
        minHeight: 420,
      }}
    >
      <Typography variant="subtitle2" sx={{ px: 1.5, pt: 1, pb: 0.5 }}>
        {title}
      </Typography>
      {tree}
    </Box>
  );
}
