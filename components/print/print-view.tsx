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
  const [loaded, setLoaded] = useState<Record<string, unknown>>({});
  const can = (code: string) => permissions.has(code);
  const plan = DOCUMENTS[kind].sources({ id, params, loaded, can });
  const sources = usePrintSources(plan);
  // Settled only when what was read asks for nothing more (else the server's renderer would print before the lines came).
  const complete = JSON.stringify(DOCUMENTS[kind].sources({ id, params, loaded: sources.loaded, can })) === JSON.stringify(plan);
  const mainSource = Object.keys(plan)[0];
  // The plan's later records depend on the earlier ones (the pick-up's order number): feed them back once changed.
  const key = JSON.stringify(Object.keys(sources.loaded));
  useEffect(() => setLoaded(sources.loaded), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const doc = useMemo(() => DOCUMENTS[kind].build(sources.loaded, id), [kind, id, sources.loaded]);
  const ready = sources.settled && complete && !permissionsLoading;
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

  const mainError = sources.errors[mainSource];
  return (
    <main className="print-page" data-print-ready={ready && (doc !== null || !!mainError || sources.loaded[mainSource] !== undefined) ? 'true' : undefined}>
      <nav className="print-toolbar" aria-label={t('toolbar')}>
        <Button variant="contained" onClick={() => window.print()} disabled={!doc}>{t('print')}</Button>
        <Button variant="outlined" onClick={download} disabled={!doc || downloading} startIcon={downloading ? <CircularProgress size={16} /> : undefined}>
          {t('downloadPdf')}
        </Button>
        <span className="print-hint">{t('printHint')}</span>
      </nav>
      {failure && <Alert severity="error" className="print-toolbar">{failure}</Alert>}
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
