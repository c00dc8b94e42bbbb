'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResourceDef } from '@/lib/resources/define-resource';
import type { HistoryEntry } from '@/lib/history/change-history';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { FieldValue } from '../resource/field-value';

const GENERIC_WRITES = new Set(['submit', 'save', 'update', 'remove']);

/** The path segment of a row action's endpoint (`orderpickup/confirmOrder` → `confirmOrder`). */
const lastSegment = (path: string) => path.split('/').filter(Boolean).pop() ?? path;

/**
 * A record's change history, newest first: when, who, what they did, and each changed field's value before → after
 * read as the resource shows it (dictionary labels, tree names, money). Fields the resource does not show are left out.
 */
export function ChangeHistoryList({ resource, entries }: { resource: ResourceDef; entries: HistoryEntry[] }) {
  const t = useTranslations();
  const text = useResourceText(resource);
  const actionLabel = (entry: HistoryEntry) => {
    const rowAction = resource.rowActions?.find((action) => action.endpoint && lastSegment(action.endpoint) === entry.action);
    if (rowAction && t.has(`resources.${resource.name}.actions.${rowAction.name}`))
      return t(`resources.${resource.name}.actions.${rowAction.name}`);
    // A named action (起草, 调价…); the generic writes read as what they did (新增, 修改, 删除).
    if (!GENERIC_WRITES.has(entry.action) && t.has(`history.actions.${entry.action}`)) return t(`history.actions.${entry.action}`);
    return t(`history.kinds.${entry.kind}`);
  };
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" data-testid="history-empty">
        {t('history.empty')}
      </Typography>
    );
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="history-list">
      {entries.map((entry) => {
        const shown = entry.changes.filter((change) => resource.fields[change.field]);
        return (
          <Box component="li" key={entry.id} data-testid="history-entry" data-action={entry.action}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
              <Chip
                size="small"
                color={entry.kind === 'delete' ? 'error' : entry.kind === 'create' ? 'success' : 'primary'}
                variant="outlined"
                label={actionLabel(entry)}
              />
              <Typography variant="body2" component="span">
                {entry.userName}
              </Typography>
              <Typography variant="body2" component="time" color="text.secondary">
                {entry.createTime}
              </Typography>
            </Stack>
            {shown.length > 0 && (
              <Table size="small" aria-label={t('history.changesOf', { action: actionLabel(entry), time: entry.createTime })}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: '30%' }}>{t('history.field')}</TableCell>
                    <TableCell>{t('history.before')}</TableCell>
                    <TableCell>{t('history.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((change) => {
                    const field = resource.fields[change.field];
                    const value = (raw: unknown) =>
                      raw === null || raw === undefined || raw === '' ? (
                        <span>{t('crud.empty')}</span>
                      ) : (
                        <FieldValue field={field} value={raw} optionLabel={(option) => text.option(change.field, option)} />
                      );
                    return (
                      // data-history-field, not data-field: the record's own page marks its fields with data-field (order-detail.tsx).
                      <TableRow key={change.field} data-history-field={change.field}>
                        <TableCell component="th" scope="row">
                          {text.label(change.field)}
                        </TableCell>
                        <TableCell data-testid="history-before">{entry.kind === 'create' ? '' : value(change.before)}</TableCell>
                        <TableCell data-testid="history-after">{value(change.after)}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
