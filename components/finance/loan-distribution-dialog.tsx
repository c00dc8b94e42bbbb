'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { postJson, request } from '@/lib/client/api';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { useFormState } from '@/lib/hooks/use-form-state';
import {
  fromApplication,
  toDistributionPayload,
  validateDistribution,
  type DistributionValues,
} from '@/lib/finance/loan-distribution-form';
import { text } from '@/lib/resources/fields';
import { useNotify } from '../feedback/notifier';
import { DictSelect } from '../resource/fields/dict-select';
import { TextInput } from '../goods/text-input';
import { FormFailure } from '../feedback/form-failure';

type Row = Record<string, unknown>;
const STATUS_FIELD = text();

/** Assigns a loan application's funder (甲方) and supervisor (丙方) with their answers; the funder is prefilled by firstPartyName. */
export function LoanDistributionDialog({
  api,
  row,
  onClose,
  onSaved,
}: {
  api: string;
  row: Row;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations();
  const notify = useNotify();
  const id = String(row.id);
  const label = (key: string) => t(`resources.financeloanapplication.fields.${key}`);
  // Loaded first: the funder is prefilled from the application's firstPartyName.
  const { values, errors, setField, reset, validate } = useFormState<DistributionValues | null>(null, {
    check: (typed) =>
      validateDistribution(typed, {
        firstPartyRequired: t('validation.required', { field: label('firstPartyName') }),
        tooLong: t('validation.tooLong', { max: 100 }),
        thirdPartyStatusWithoutParty: t('loanDistribution.thirdPartyStatusWithoutParty'),
      }),
  });
  const { saving, failure, run, fail } = useFormSave();

  useEffect(() => {
    let active = true;
    request<string>(`/api${api}/firstPartyName`, { query: { id } })
      .then((name) => active && reset(fromApplication(row, typeof name === 'string' ? name : '')))
      .catch((error) => active && (reset(fromApplication(row, '')), fail(error)));
    return () => {
      active = false;
    };
  }, [api, id, row, fail, reset]);

  const set = (key: keyof DistributionValues) => (value: string) => setField(key, value);

  const save = async () => {
    if (!values || !validate()) return;
    await run(async () => {
      await postJson(`/api${api}/distribution`, toDistributionPayload(id, values));
      notify(t('loanDistribution.saved'));
      onSaved();
    });
  };

  const status = (key: 'firstPartyStatus' | 'thirdPartyStatus') => (
    <DictSelect
      name={key}
      field={STATUS_FIELD}
      code="audit_status"
      biz
      label={label(key)}
      value={values?.[key] ?? ''}
      onChange={set(key)}
      error={errors[key]}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="loan-distribution-title">
      <DialogTitle id="loan-distribution-title">{t('loanDistribution.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {String(row.applicationNo ?? '')} · {String(row.applicantName ?? '')}
        </Typography>
        <FormFailure message={failure} testId="distribution-error" />
        {values && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <TextInput
                name="firstPartyName"
                label={label('firstPartyName')}
                required
                value={values.firstPartyName}
                onChange={set('firstPartyName')}
                error={errors.firstPartyName}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{status('firstPartyStatus')}</Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <TextInput
                name="thirdPartyName"
                label={label('thirdPartyName')}
                value={values.thirdPartyName}
                onChange={set('thirdPartyName')}
                error={errors.thirdPartyName}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{status('thirdPartyStatus')}</Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('crud.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={!values || saving} data-testid="distribution-save">
          {t('crud.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
