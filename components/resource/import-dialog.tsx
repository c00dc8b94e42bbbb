'use client';

import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { submitPath } from '@/lib/resources/define-resource';
import { postJson } from '@/lib/client/api';
import { saveFile } from '@/lib/client/save-file';
import { toSubmitBody } from '@/lib/forms/record-values';
import { platformStamp } from '@/lib/i18n/platform-time';
import { useDictLabel } from '@/lib/hooks/use-dict-label';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { importColumns } from '@/lib/import/columns';
import { loadLookups } from '@/lib/import/load-lookups';
import type { Lookups } from '@/lib/import/lookups';
import { buildTemplate } from '@/lib/import/template';
import { parseInWorker } from '@/lib/import/parse-in-worker';
import type { Preview } from '@/lib/import/rows';
import { runImport, type ImportOutcome } from '@/lib/import/run-import';
import { buildFailedSheet, errorSummary } from '@/lib/import/failed-sheet';
import type { TextTemplates } from '@/lib/import/validation-texts';
import { ImportPreviewTable } from './import-preview-table';

type Props = {
  resource: ResourceDef;
  /** Values every imported record gets whatever the sheet says (a dictionary entry's parent and code). */
  fixedValues?: Record<string, unknown>;
  onClose: () => void;
  /** After an import that added rows: the list reloads. */
  onImported: () => void;
};

type Stage =
  | { step: 'choose'; error?: string }
  | { step: 'reading'; file: string }
  | { step: 'preview'; file: string; preview: Preview }
  | { step: 'importing'; file: string; preview: Preview; sent: number; total: number }
  | { step: 'result'; file: string; preview: Preview; outcome: ImportOutcome };

const TEMPLATE_KEYS = ['required', 'requiredSelect', 'decimals', 'tooLong', 'tooShort', 'tooLarge', 'tooSmall'] as const;
const PLACEHOLDER: Record<(typeof TEMPLATE_KEYS)[number], string> = {
  required: 'field',
  requiredSelect: 'field',
  decimals: 'count',
  tooLong: 'max',
  tooShort: 'min',
  tooLarge: 'max',
  tooSmall: 'min',
};

/**
 * 导入: download the template, upload a filled .xlsx or .csv, see every row checked by the form's rules, then send
 * the valid rows batch by batch to the add endpoint with a progress bar and 取消; the result offers the rows that did
 * not go in as a sheet with the reason per row.
 */
export function ImportDialog({ resource, fixedValues, onClose, onImported }: Props) {
  const t = useTranslations();
  const tv = useTranslations('validation');
  const text = useResourceText(resource);
  const errorText = useErrorText();
  const dictLabel = useDictLabel();
  const { permissions } = usePermissions();
  const columns = useMemo(() => importColumns(resource, text.label, (code) => permissions.has(code)), [resource, text, permissions]);
  const [lookups, setLookups] = useState<Lookups | null>(null);
  const [lookupError, setLookupError] = useState('');
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const cancelled = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const yesNo = useMemo(() => ({ yes: t('crud.yes'), no: t('crud.no') }), [t]);

  useEffect(() => {
    let current = true;
    loadLookups(columns, { dictLabel, option: text.option, ...yesNo })
      .then((loaded) => current && setLookups(loaded))
      .catch((error) => current && setLookupError(errorText(error)));
    return () => {
      current = false;
    };
  }, [columns, dictLabel, text, yesNo, errorText]);

  const downloadTemplate = () => {
    if (!lookups) return;
    saveFile(buildTemplate(text.name(), columns, lookups), `${t('import.templateName', { name: text.name() })}.xlsx`);
  };

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !lookups) return;
    setStage({ step: 'reading', file: file.name });
    const templates = Object.fromEntries([
      ...TEMPLATE_KEYS.map((key) => [key, tv(key, { [PLACEHOLDER[key]]: `{${PLACEHOLDER[key]}}` })]),
      ...(['number', 'email', 'phoneEmpty', 'phoneLength', 'phoneFormat', 'date', 'digits'] as const).map((key) => [key, tv(key)]),
    ]) as TextTemplates;
    const rules = Object.fromEntries(
      columns.map((column) => [column.name, text.rule(column.name)]).filter((entry): entry is [string, string] => !!entry[1]),
    );
    const answer = await parseInWorker({
      bytes: await file.arrayBuffer(),
      resource,
      columns,
      lookups,
      yesNo,
      templates,
      rules,
      unknownOption: t('import.unknownOption', { value: '{value}' }),
    });
    if (!answer.ok)
      return setStage({ step: 'choose', error: t(answer.reason === 'failed' ? 'import.readFailed' : `import.${answer.reason}`) });
    setStage({ step: 'preview', file: file.name, preview: answer.preview });
  };

  const valid =
    stage.step === 'preview' || stage.step === 'importing' || stage.step === 'result'
      ? stage.preview.rows.filter((row) => Object.keys(row.errors).length === 0)
      : [];

  const start = async () => {
    if (stage.step !== 'preview') return;
    const path = submitPath(resource, 'add');
    if (!path) return;
    const { file, preview } = stage;
    cancelled.current = false;
    setStage({ step: 'importing', file, preview, sent: 0, total: valid.length });
    const outcome = await runImport({
      items: valid.map((row) => ({ line: row.line, body: { ...toSubmitBody(resource, row.values, 'add'), ...fixedValues } })),
      submit: (body) => postJson(`/api${path}`, body),
      message: (error) => errorText(error) || t('crud.saveFailed'),
      onProgress: (sent, total) => setStage({ step: 'importing', file, preview, sent, total }),
      isCancelled: () => cancelled.current,
    });
    setStage({ step: 'result', file, preview, outcome });
    if (outcome.imported > 0) onImported();
  };

  const downloadFailed = () => {
    if (stage.step !== 'result') return;
    const reasons = new Map<number, string>();
    for (const row of stage.preview.rows)
      if (Object.keys(row.errors).length > 0) reasons.set(row.line, errorSummary(row.errors, text.label));
    for (const failure of stage.outcome.failed) reasons.set(failure.line, failure.message);
    const bytes = buildFailedSheet(text.name(), stage.preview.header, stage.preview.rows, reasons, t('import.reason'), t('import.line'));
    saveFile(bytes, `${t('import.failedSheet', { name: text.name() })}-${platformStamp(new Date())}.xlsx`);
  };

  const busy = stage.step === 'reading' || stage.step === 'importing';
  const preview = stage.step === 'choose' || stage.step === 'reading' ? null : stage.preview;
  const missing = preview?.missing.map(text.label).join(t('import.listSeparator')) ?? '';
  const importable = stage.step === 'preview' && !missing && valid.length > 0;
  const failedCount = stage.step === 'result' ? stage.outcome.failed.length + stage.preview.invalid : 0;

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="lg" fullWidth aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{t('import.title', { name: text.name() })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('import.templateHint')}
        </Typography>
        {lookupError && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {lookupError}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button startIcon={<DownloadIcon />} onClick={downloadTemplate} disabled={!lookups} data-testid="import-template">
            {t('import.template')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={!lookups || busy}
            data-testid="import-choose"
          >
            {t('import.choose')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={read}
            data-testid="import-file"
          />
          {stage.step !== 'choose' && <Typography variant="body2">{t('import.file', { name: stage.file })}</Typography>}
        </Stack>
        {!lookups && !lookupError && <LinearProgress sx={{ mt: 2 }} />}
        {stage.step === 'choose' && stage.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="import-read-error">
            {stage.error}
          </Alert>
        )}
        {stage.step === 'reading' && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <LinearProgress />
            <Typography variant="body2">{t('import.reading')}</Typography>
          </Stack>
        )}
        {preview && (
          <>
            <Typography variant="body2" sx={{ mt: 2 }} data-testid="import-summary">
              {t('import.summary', { total: preview.rows.length, valid: preview.rows.length - preview.invalid, invalid: preview.invalid })}
            </Typography>
            {missing && (
              <Alert severity="error" sx={{ mt: 1 }} data-testid="import-missing">
                {t('import.missingColumns', { columns: missing })}
              </Alert>
            )}
            {preview.rows.length === 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {t('import.noRows')}
              </Alert>
            )}
            {preview.rows.length > 0 && !missing && <ImportPreviewTable preview={preview} label={text.label} />}
          </>
        )}
        {stage.step === 'importing' && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={stage.total ? (100 * stage.sent) / stage.total : 0}
              aria-label={t('import.progressLabel')}
            />
            <Typography variant="body2" data-testid="import-progress">
              {t('import.importing', { done: stage.sent, total: stage.total })}
            </Typography>
          </Stack>
        )}
        {stage.step === 'result' && (
          <Alert
            severity={failedCount > 0 || stage.outcome.cancelled ? 'warning' : 'success'}
            sx={{ mt: 2 }}
            data-testid="import-result"
            action={
              failedCount > 0 ? (
                <Button color="inherit" size="small" onClick={downloadFailed} data-testid="import-download-failed">
                  {t('import.downloadFailed')}
                </Button>
              ) : undefined
            }
          >
            {stage.outcome.cancelled
              ? t('import.cancelled', { imported: stage.outcome.imported, failed: failedCount, left: valid.length - stage.outcome.sent })
              : t('import.done', { imported: stage.outcome.imported, failed: failedCount })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {stage.step === 'importing' ? (
          <Button onClick={() => (cancelled.current = true)} data-testid="import-cancel">
            {t('import.cancel')}
          </Button>
        ) : (
          <Button onClick={onClose} disabled={busy}>
            {t('import.close')}
          </Button>
        )}
        {(stage.step === 'preview' || stage.step === 'importing') && (
          <Button variant="contained" onClick={start} disabled={!importable} data-testid="import-start">
            {t('import.start', { count: valid.length })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
