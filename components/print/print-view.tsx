'use client';

import { useEffect, useMemo, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { DOCUMENTS } from '@/lib/print/registry';
import type { DocumentKind } from '@/lib/print/document';
import { pdfPath } from '@/lib/print/pdf-path';
import { downloadFile } from '@/lib/client/download';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { PrintDocument } from './print-document';
import { usePrintSources } from './use-print-sources';

/**
 * /print/{kind}/{id}: a document on its A4 sheet, with 打印 (the browser's print dialog, which also saves as PDF) and
 * 下载PDF (the same page rendered by the server). `data-print-ready` tells the server's renderer when to print.
 */
export function PrintView({ kind, id, params }: { kind: DocumentKind; id: string; params: Record<string, string> }) {
  const t = useTranslations('print');
  const format = useFormatter();
  const errorText = useErrorText();
  const { permissions, isLoading: permissionsLoading } = usePermissions();
  const planFor = (loaded: Record<string, unknown>) =>
    DOCUMENTS[kind].sources({ id, params, loaded, can: (code) => permissions.has(code) });
  // The key names what is read first, so a change of buttons reads again.
  const sources = usePrintSources(permissionsLoading ? null : `print:${JSON.stringify(planFor({}))}`, planFor);
  const loaded = sources.data?.loaded;
  const doc = useMemo(() => (loaded ? DOCUMENTS[kind].build(loaded, id) : null), [kind, id, loaded]);
  const mainSource = Object.keys(planFor({}))[0];
  const mainError = sources.error ?? sources.data?.errors[mainSource];
  const ready = !!sources.data || !!sources.error;
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (doc) document.title = `${t(`titles.${kind}`)} ${doc.number}`;
  }, [doc, kind, t]);

  const download = () => {
    setDownloading(true);
    setFailure(null);
    downloadFile(pdfPath(kind, id, params), `${kind}-${id}.pdf`)
      .catch((error) => setFailure(errorText(error)))
      .finally(() => setDownloading(false));
  };

  return (
    <main className="print-page" data-print-ready={ready ? 'true' : undefined}>
      <nav className="print-toolbar" aria-label={t('toolbar')}>
        <Button variant="contained" onClick={() => window.print()} disabled={!doc}>
          {t('print')}
        </Button>
        <Button
          variant="outlined"
          onClick={download}
          disabled={!doc || downloading}
          startIcon={downloading ? <CircularProgress size={16} /> : undefined}
        >
          {t('downloadPdf')}
        </Button>
        <span className="print-hint">{t('printHint')}</span>
      </nav>
      {failure && (
        <Alert severity="error" className="print-toolbar">
          {failure}
        </Alert>
      )}
      {mainError ? (
        <Alert severity="error">{errorText(mainError)}</Alert>
      ) : !ready && !doc ? (
        <CircularProgress aria-label={t('loading')} />
      ) : doc ? (
        <PrintDocument doc={doc} printedAt={format.dateTime(new Date(), { dateStyle: 'medium', timeStyle: 'short' })} />
      ) : (
        <Alert severity="warning">{t('notFound')}</Alert>
      )}
    </main>
  );
}
