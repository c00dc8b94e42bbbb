'use client';

import { memo, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/Upload';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { submitPath } from '@/lib/resources/define-resource';
import { can } from '@/lib/auth/access';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { lazyComponent } from '../lazy';

// The dialog, the workbook reader's worker and the template writer load only when someone imports.
const ImportDialog = lazyComponent(() => import('./import-dialog').then((module) => module.ImportDialog));

/**
 * 导入 on a resource that opts in (`importable`), for holders of its add button code: rows are added through the
 * same endpoint as the add dialog, which checks the same code.
 */
export const ImportButton = memo(function ImportButton({
  resource,
  onImported,
  fixedValues,
}: {
  resource: ResourceDef;
  onImported: () => void;
  fixedValues?: Record<string, unknown>;
}) {
  const t = useTranslations('import');
  const { permissions } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!resource.importable || !submitPath(resource, 'add') || !can(permissions, resource, 'add')) return null;
  return (
    <>
      <Button
        startIcon={<UploadIcon />}
        onClick={() => setOpen(true)}
        onMouseEnter={() => void ImportDialog.preload()}
        data-testid="toolbar-import"
      >
        {t('button')}
      </Button>
      {open && <ImportDialog resource={resource} fixedValues={fixedValues} onClose={() => setOpen(false)} onImported={onImported} />}
    </>
  );
});
