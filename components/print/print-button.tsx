'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { DocumentKind } from '@/lib/print/document';
import { printPath } from '@/lib/print/registry';

/** 打印 on a record's own page: its document in a new tab, outside the shell (the page stays as it was). */
export function PrintButton({
  kind,
  id,
  params,
  size,
}: {
  kind: DocumentKind;
  id: string;
  params?: Record<string, string>;
  size?: 'small' | 'medium';
}) {
  const t = useTranslations('print');
  return (
    <Button
      component="a"
      href={printPath(kind, id, params)}
      target="_blank"
      rel="noopener"
      size={size}
      startIcon={<PrintOutlined />}
      data-testid={`print-${kind}`}
    >
      {t(`open.${kind}`)}
    </Button>
  );
}
