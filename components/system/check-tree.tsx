'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { checkStates, toggleNode, type TreeIndex } from '@/lib/grant/check-tree';

type Props = { index: TreeIndex; granted: ReadonlySet<string>; onChange: (next: Set<string>) => void; testId: string };

/** A checkable tree (roots open): checking a node checks its subtree; parents show checked or half-checked. */
export function CheckTree({ index, granted, onChange, testId }: Props) {
  const t = useTranslations('crud');
  const states = useMemo(() => checkStates(index, granted), [index, granted]);
  const [open, setOpen] = useState<Set<string>>(() => new Set(index.order.filter((id) => index.parent.get(id) === null)));

  const render = (id: string, depth: number): React.ReactNode => {
    const kids = index.children.get(id) ?? [];
    const expanded = open.has(id);
    const state = states.get(id);
    const title = index.title.get(id);
    return (
      <Box key={id} role="treeitem" aria-expanded={kids.length ? expanded : undefined} aria-selected={state === 'checked'}>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5, minHeight: 34 }}>
          {kids.length ? (
            <IconButton
              size="small"
              aria-label={expanded ? t('collapse') : t('expand')}
              onClick={() =>
                setOpen((current) => {
                  const next = new Set(current);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
            >
              {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            </IconButton>
          ) : (
            <Box sx={{ width: 34 }} />
          )}
          <Checkbox
            size="small"
            checked={state === 'checked'}
            indeterminate={state === 'indeterminate'}
            onChange={() => onChange(toggleNode(index, granted, id))}
            slotProps={{ input: { 'aria-label': title } }}
            data-node-id={id}
          />
          <Typography
            variant="body2"
            sx={{ cursor: 'pointer', userSelect: 'none' }}
            onClick={() => onChange(toggleNode(index, granted, id))}
          >
            {title}
          </Typography>
        </Box>
        {kids.length > 0 && expanded && <Box role="group">{kids.map((kid) => render(kid, depth + 1))}</Box>}
      </Box>
    );
  };

  const roots = index.order.filter((id) => index.parent.get(id) === null);
  return (
    <Box role="tree" aria-multiselectable data-testid={testId}>
      {roots.length ? (
        roots.map((id) => render(id, 0))
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {t('noRows')}
        </Typography>
      )}
    </Box>
  );
}
