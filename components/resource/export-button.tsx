'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { endpointPath } from '@/lib/resources/define-resource';
import type { GridState } from '@/lib/grid/grid-state';
import { toListQuery } from '@/lib/grid/to-query';
import { request } from '@/lib/client/api';
import { errorText } from '@/lib/client/error-text';
import { flattenTree } from '@/lib/resources/tree-options';
import { exportedFields, toCells } from '@/lib/export/to-cells';
import type { Cell } from '@/lib/export/xlsx';
import { TREE_SOURCE_URLS } from '@/lib/hooks/use-tree-options';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { useNotify } from '../feedback/notifier';

const EXPORT_PAGE_SIZE = 500;

type Page = { records?: Record<string, unknown>[]; total?: number } | Record<string, unknown>[];

/** Exports the whole filtered result (every page, no row cap) as .xlsx, showing progress; cancellable. */
export function ExportButton({ resource, state, hidden }: { resource: ResourceDef; state: GridState; hidden: Record<string, boolean> }) {
  const t = useTranslations();
  const text = useResourceText(resource);
  const notify = useNotify();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const cancelled = useRef(false);
  const listPath = endpointPath(resource, 'list');
  if (!listPath) return null;

  const lookups = async (fields: ReturnType<typeof exportedFields>) => {
    const result: Record<string, Map<string, string>> = {};
    for (const [name, field] of fields) {
      if (field.type === 'dict') {
        const rows = await request<{ dictKey: unknown; dictValue: unknown }[]>(`/api/blade-system/${(field as { biz?: boolean }).biz ? 'dict-biz' : 'dict'}/dictionary`, { query: { code: field.dict } });
        result[name] = new Map((rows ?? []).map((row) => [String(row.dictKey), String(row.dictValue)]));
      } else if (field.type === 'tree') {
        result[name] = new Map(flattenTree(await request(TREE_SOURCE_URLS[field.source])).map((option) => [option.value, option.label]));
      }
    }
    return result;
  };

  const run = async () => {
    cancelled.current = false;
    setProgress({ done: 0, total: 0 });
    try {
      const fields = exportedFields(resource, hidden);
      const labels = { field: text.label, option: text.option, yes: t('crud.yes'), no: t('crud.no'), lookups: await lookups(fields) };
      const rows: Cell[][] = [];
      for (let current = 1; ; current++) {
        const page = await request<Page>(`/api${listPath}`, { query: toListQuery(resource, { ...state, current, size: EXPORT_PAGE_SIZE }) });
        const records = Array.isArray(page) ? page : (page?.records ?? []);
        const total = Array.isArray(page) ? page.length : Number(page?.total ?? records.length);
        rows.push(...records.map((record) => toCells(record, fields, labels)));
        setProgress({ done: rows.length, total });
        if (cancelled.current) return;
        if (Array.isArray(page) || records.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
      }
      // The workbook writer loads only when someone exports.
      const { buildXlsx } = await import('@/lib/export/xlsx');
      const bytes = buildXlsx(text.name(), fields.map(([name]) => text.label(name)), rows);
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${text.name()}-${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')}.xlsx`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify(t('crud.exported'));
    } catch (error) {
      notify(errorText(error, t) || t('crud.exportFailed'), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={run} disabled={!!progress} data-testid="toolbar-export">{t('crud.export')}</Button>
      <Dialog open={!!progress} maxWidth="xs" fullWidth>
        <DialogTitle>{t('crud.export')}</DialogTitle>
        <DialogContent>
          <LinearProgress variant={progress?.total ? 'determinate' : 'indeterminate'} value={progress?.total ? (100 * progress.done) / progress.total : 0} />
          <Typography variant="body2" sx={{ mt: 1 }}>{t('crud.exporting', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => (cancelled.current = true)}>{t('crud.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
