'use client';

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { endpointPath, submitPath } from '@/lib/resources/define-resource';
import { isEditable, isInForm, isShownFor } from '@/lib/resources/fields';
import { fieldSchema, formSchema, type FormValues } from '@/lib/forms/form-schema';
import { zodCheck, zodFieldCheck } from '@/lib/forms/form-checks';
import { useFormState } from '@/lib/hooks/use-form-state';
import { toFormValues, toSubmitBody } from '@/lib/forms/record-values';
import { useValidationTexts } from '@/lib/hooks/use-validation-texts';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { postJson, request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { useNotify } from '../feedback/notifier';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { FieldInput, preloadFormInputs } from './field-input';
import { FieldValue } from './field-value';
import { FormFailure } from '../feedback/form-failure';
import { useConfirm } from '../feedback/confirm';
import { ViewHistoryTabs } from '../history/view-history-tabs';

// This module itself loads on demand; the inputs only the form uses come along with it.
void preloadFormInputs().catch(() => undefined);

export type DialogMode = 'add' | 'edit' | 'view';

type Props = {
  resource: ResourceDef;
  mode: DialogMode;
  recordId: string | null;
  /** What was typed before a tab switch or reload (see lib/forms/form-draft.ts); wins over the loaded record. */
  draft?: FormValues;
  /** What is typed, and whether it differs from what the form started from (unsaved changes). */
  onValuesChange?: (values: FormValues, dirty: boolean) => void;
  /** Values sent with every save whatever the form shows (a dictionary entry's parent). */
  fixedValues?: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Add, edit and view from the same definition. Edit and view load the record with `detail`.
 * Fields validate on blur; a failed save keeps the dialog and everything typed, and shows Blade's message.
 */
export function ResourceFormDialog({ resource, mode, recordId, draft, onValuesChange, fixedValues, onClose, onSaved }: Props) {
  const t = useTranslations();
  const errorText = useErrorText();
  const text = useResourceText(resource);
  const texts = useValidationTexts();
  const notify = useNotify();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // What the form started from (a new record's defaults, or the record loaded): closing asks before losing changes to it.
  const form = useFormState<FormValues>(() => toFormValues(resource, null), {
    draft,
    // Only an add or edit form is saved (a view closes instead).
    check: zodCheck((typed: FormValues) =>
      mode === 'view' ? z.object({}) : formSchema(resource, mode, text.label, texts, text.rule, typed),
    ),
    checkField: (name, typed) => {
      const field = resource.fields[name];
      if (mode === 'view' || !isEditable(field, mode)) return '';
      return zodFieldCheck(() => fieldSchema(field, text.label(name), texts, text.rule(name)))(name, typed);
    },
    onValuesChange,
  });
  const { values, errors } = form;
  const confirm = useConfirm();
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  const [loading, setLoading] = useState(mode !== 'add');
  const { saving, failure, run, fail, showFailure, clearFailure } = useFormSave();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft only seeds the first load
  useEffect(() => {
    if (mode === 'add' || !recordId) return;
    const detail = endpointPath(resource, 'detail');
    if (!detail) return;
    let cancelled = false;
    request<Record<string, unknown>>(`/api${detail}`, { query: { [resource.rowKey ?? 'id']: recordId } })
      .then((data) => {
        if (cancelled) return;
        const found = data && Object.keys(data).length > 0 ? data : null;
        if (!found) showFailure(t('crud.notFound'));
        setRecord(found);
        form.reset(toFormValues(resource, found), { keep: found ? draft : undefined });
      })
      .catch((error) => !cancelled && fail(error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [mode, recordId, resource, t, fail, showFailure, form.reset]);

  const change = (name: string, value: string) =>
    form.update((current) => {
      const next = { ...current, [name]: value };
      // Pickers reading this field's tenant start over when it changes (another tenant's roles, depts, posts).
      for (const [other, field] of Object.entries(resource.fields))
        if (field.type === 'tree' && field.tenantFrom === name && current[name] !== value) next[other] = '';
      return next;
    });

  /** Esc, the backdrop and 取消: a form with unsaved changes asks before they are discarded. */
  const requestClose = async () => {
    if (saving) return;
    if (mode !== 'view' && !loading && form.dirty && !(await confirm(t('crud.discardConfirm')))) return;
    onClose();
  };

  const { permissions } = usePermissions();
  const allowedFields = useMemo(
    () =>
      Object.entries(resource.fields).filter(([, field]) => isInForm(field, mode) && (!field.requires || permissions.has(field.requires))),
    [resource, mode, permissions],
  );
  // A field shown only for some values of others (shownWhen) follows the form as it is typed, or the record viewed.
  const fields = allowedFields.filter(([, field]) => isShownFor(field, mode === 'view' ? (record ?? {}) : values));
  const title = t(`crud.${mode}Title`, { name: text.item() });

  /** The record this dialog edits no longer exists (false when that cannot be told). */
  const recordGone = async () => {
    const detail = endpointPath(resource, 'detail');
    if (!detail || !recordId) return false;
    const found = await request<Record<string, unknown> | null>(`/api${detail}`, { query: { [resource.rowKey ?? 'id']: recordId } }).catch(
      () => undefined,
    );
    return found !== undefined && (!found || Object.keys(found).length === 0);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'view') return onClose();
    // The last save's server error is stale now: what is wrong this time is shown under the fields.
    clearFailure();
    if (!form.validate()) return;
    const path = submitPath(resource, mode);
    if (!path) return;
    await run(
      async () => {
        await postJson(`/api${path}`, { ...toSubmitBody(resource, values, mode, recordId ?? undefined), ...fixedValues });
        notify(mode === 'add' ? t('crud.added') : t('crud.updated'));
        onSaved();
      },
      // Keep the dialog and what was typed; only the loading state resets. Blade answers a record deleted meanwhile (in
      // another tab) with a bare 操作失败: the record is looked up again so the user is told why.
      async (error) => (mode === 'edit' && (await recordGone()) ? t('crud.goneWhileEditing') : errorText(error) || t('crud.saveFailed')),
    );
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : () => void requestClose()}
      maxWidth={resource.dialogWidth ? false : 'md'}
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="resource-dialog-title"
      slotProps={resource.dialogWidth && !fullScreen ? { paper: { sx: { maxWidth: resource.dialogWidth } } } : undefined}
    >
      <form onSubmit={save} noValidate>
        <DialogTitle id="resource-dialog-title">{title}</DialogTitle>
        {loading && <LinearProgress />}
        <DialogContent dividers>
          <FormFailure message={failure} />
          {mode === 'view' ? (
            <ViewHistoryTabs
              resource={resource}
              recordId={(resource.rowKey ?? 'id') === 'id' ? recordId : record?.id ? String(record.id) : null}
            >
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: 1.5, m: 0 }}
              >
                {fields.map(([name, field]) => (
                  <Box key={name} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {text.label(name)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                      data-field={name}
                    >
                      {record ? (
                        <FieldValue field={field} value={record[name]} optionLabel={(value) => text.option(name, value)} thumbSize={96} />
                      ) : null}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </ViewHistoryTabs>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5, pt: 1 }}>
              {fields.map(([name, field]) => (
                <Box
                  key={name}
                  sx={{
                    gridColumn:
                      field.wide || field.type === 'textarea' || field.type === 'image' || field.type === 'file' ? '1 / -1' : undefined,
                  }}
                >
                  <FieldInput
                    name={name}
                    field={field}
                    label={text.label(name)}
                    value={values[name] ?? ''}
                    error={errors[name] || undefined}
                    disabled={loading || !isEditable(field, mode as 'add' | 'edit')}
                    optionLabel={(value) => text.option(name, value)}
                    tenantId={field.type === 'tree' && field.tenantFrom ? values[field.tenantFrom] || undefined : undefined}
                    onChange={(value) => change(name, value)}
                    onBlur={() => form.blur(name)}
                  />
                </Box>
              ))}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void requestClose()} disabled={saving}>
            {mode === 'view' ? t('crud.close') : t('crud.cancel')}
          </Button>
          {mode !== 'view' && (
            <Button type="submit" variant="contained" disabled={saving || loading} data-testid="dialog-save">
              {t('crud.save')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
