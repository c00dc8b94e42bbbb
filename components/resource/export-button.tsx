'use client';

import { platformStamp } from '@/lib/i18n/platform-time';
import { memo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { endpointPath } from '@/lib/resources/define-resource';
import type { GridState } from '@/lib/grid/grid-state';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { useDictLabel } from '@/lib/hooks/use-dict-label';
import { useNotify } from '../feedback/notifier';
import { lazyComponent } from '../lazy';
import type { ExportProgress } from './export-progress-dialog';

const ExportProgressDialog = lazyComponent(() => import('./export-progress-dialog').then((module) => module.ExportProgressDialog));

/** Exports the whole filtered result (every page, no row cap) as .xlsx, showing progress; cancellable. Memoised like the search form. */
export const ExportButton = memo(function ExportButton({
  resource,
  state,
  hidden,
}: {
  resource: ResourceDef;
  state: GridState;
  hidden: Record<string, boolean>;
}) {
  const t = useTranslations();
  const errorText = useErrorText();
  const text = useResourceText(resource);
  const dictLabel = useDictLabel();
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const cancelled = useRef(false);
  if (!endpointPath(resource, 'list')) return null;

  const run = async () => {
    cancelled.current = false;
    setProgress({ done: 0, total: 0 });
    try {
      // The reader and the workbook writer load only when someone exports.
      const { runExport } = await import('@/lib/export/run-export');
      const bytes = await runExport({
        resource,
        state,
        hidden,
        title: text.name(),
        labels: { field: text.label, option: text.option, yes: t('crud.yes'), no: t('crud.no') },
        dictLabel,
        onProgress: (done, total) => setProgress({ done, total }),
        isCancelled: () => cancelled.current,
      });
      if (!bytes) return;
      const url = URL.createObjectURL(
        new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `${text.name()}-${platformStamp(new Date())}.xlsx`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify(t('crud.exported'));
    } catch (error) {
      notify(errorText(error) || t('crud.exportFailed'), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={run} disabled={!!progress} data-testid="toolbar-export">
        {t('crud.export')}
      </Button>
      {progress && <ExportProgressDialog progress={progress} onCancel={() => (cancelled.current = true)} />}
    </>
  );
});
