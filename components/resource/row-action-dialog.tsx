'use client';

import { useFormSave } from '@/lib/hooks/use-form-save';
import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { RowActionDef } from '@/lib/resources/define-resource';
import { fieldSchema, type FormValues } from '@/lib/forms/form-schema';
import { zodCheck, zodFieldCheck } from '@/lib/forms/form-checks';
import { useFormState } from '@/lib/hooks/use-form-state';
import { actionFormValues } from '@/lib/resources/row-actions';
import { useValidationTexts } from '@/lib/hooks/use-validation-texts';
import { z } from 'zod';
import { FieldInput, preloadFormInputs } from './field-input';
import { FormFailure } from '../feedback/form-failure';

void preloadFormInputs().catch(() => undefined);

type Props = {
  action: RowActionDef;
  /** The form's starting values; by default the action's defaults (lib/resources/row-actions.ts actionFormValues). */
  initial?: FormValues;
  title: string;
  label: (field: string) => string;
  /** Sends the typed values; rejects with the message to show (the dialog stays with what was typed). */
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
};

/** The small form of a row action (a reason, a weigh slip), validated from its field definitions. */
export function RowActionDialog({ action, initial, title, label, onSubmit, onClose }: Props) {
  const t = useTranslations();
  const texts = useValidationTexts();
  const fields = Object.entries(action.form ?? {});
  const rule = (name: string) => fieldSchema(action.form![name], label(name), texts);
  const { values, errors, setField, blur, validate } = useFormState<FormValues>(() => initial ?? actionFormValues(action, []), {
    check: zodCheck(z.object(Object.fromEntries(fields.map(([name]) => [name, rule(name)])))),
    checkField: zodFieldCheck(rule),
  });
  const { saving, failure, run, clearFailure } = useFormSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearFailure();
    if (!validate()) return;
    const body: Record<string, unknown> = {};
    for (const [name, field] of fields) {
      const value = (values[name] ?? '').trim();
      if (value === '') continue;
      body[name] = ['number', 'money', 'weight'].includes(field.type) ? Number(value) : value;
    }
    // The caller's onSubmit throws the reason already worded for the user (use-row-actions.tsx).
    await run(
      () => onSubmit(body),
      (error) => (error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="row-action-title"
      data-testid="row-action-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="row-action-title">{title}</DialogTitle>
        <DialogContent dividers>
          <FormFailure message={failure} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5, pt: 1 }}>
            {fields.map(([name, field]) => (
              <Box key={name} sx={{ gridColumn: field.type === 'textarea' || field.wide ? '1 / -1' : undefined }}>
                <FieldInput
                  name={name}
                  field={field}
                  label={label(name)}
                  value={values[name] ?? ''}
                  error={errors[name] || undefined}
                  onChange={(value) => setField(name, value)}
                  onBlur={() => blur(name)}
                />
              </Box>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('crud.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="row-action-submit">
            {t('actions.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
