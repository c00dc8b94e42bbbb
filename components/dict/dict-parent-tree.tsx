'use client';

import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { withQuery } from '@/lib/client/api';
import { LoadFailure } from '../feedback/load-failure';
import { DictRowButtons } from './dict-row-buttons';
import { SealedChip } from './sealed-chip';
import type { DictAction, DictRow } from './dict-types';

type Props = {
  api: string;
  title: string;
  selectedId: string | null;
  onSelect: (row: DictRow) => void;
  allowed: Record<DictAction, boolean>;
  onAction: (action: DictAction, row: DictRow) => void;
};

/** The dictionaries as one tree level under the root, filtered as you type; the selected one opens below. */
export function DictParentTree({ api, title, selectedId, onSelect, allowed, onAction }: Props) {
  const t = useTranslations();
  const [filter, setFilter] = useState('');
  // Every dictionary (a few hundred at most) in sort order; the tree filters locally.
  const { data, error, mutate } = useSWR<{ records: DictRow[] }>(
    withQuery(`/api${api}/parent-list`, { current: 1, size: 1000, ascs: 'sort' }),
  );
  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (data?.records ?? []).filter((row) => !needle || `${row.code} ${row.dictValue}`.toLowerCase().includes(needle));
  }, [data, filter]);

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <TextField
        size="small"
        label={t('dictScreen.filter')}
        name="dict-filter"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {error && <LoadFailure error={error} onRetry={() => void mutate()} />}
      <Box sx={{ maxHeight: { xs: 280, md: 320 }, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <List dense disablePadding role="tree" aria-label={title} data-testid="dict-parent-tree">
          <ListItemButton disabled sx={{ '&.Mui-disabled': { opacity: 1 } }} role="treeitem" aria-expanded>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <FolderOpenIcon fontSize="small" color="primary" />
            </ListItemIcon>
            <ListItemText primary={title} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </ListItemButton>
          {rows.map((row) => (
            <ListItemButton
              key={row.id}
              selected={row.id === selectedId}
              onClick={() => onSelect(row)}
              sx={{ pl: 4, gap: 1 }}
              role="treeitem"
              aria-selected={row.id === selectedId}
              data-testid={`dict-parent-${row.code}`}
            >
              <ListItemIcon sx={{ minWidth: 28 }}>
                <FolderIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={row.dictValue} secondary={row.code} sx={{ minWidth: 0 }} slotProps={{ secondary: { noWrap: true } }} />
              <SealedChip value={row.isSealed} />
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <DictRowButtons allowed={allowed} onAction={(action) => onAction(action, row)} />
              </Box>
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
