'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { useFormState } from '@/lib/hooks/use-form-state';
import { useNotify } from '../feedback/notifier';

type Tenant = Record<string, unknown>;
type Datasources = { records: { id: string; name: string }[] };

/** 数据源配置: binds one tenant to a data source of the code generator's list, or unbinds it. */
export function DatasourceDialog({ tenant, onClose, onSaved }: { tenant: Tenant; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const notify = useNotify();
  const { data, error } = useSWR<Datasources>('/api/blade-develop/datasource/list?current=1&size=200');
  const { values, setField } = useFormState({ datasourceId: String(tenant.datasourceId ?? '') });
  const value = values.datasourceId;
  const { saving, failure, run } = useFormSave();

  const save = () =>
    run(async () => {
      await request('/api/blade-system/tenant/datasource', {
        method: 'POST',
        query: { tenantId: String(tenant.tenantId ?? ''), datasourceId: value },
      });
      notify(t('systemAdmin.datasourceSaved'));
      onSaved();
    });

  const options = data?.records ?? [];
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="datasource-title"
      data-testid="datasource-dialog"
    >
      <DialogTitle id="datasource-title">
        {t('systemAdmin.datasource')} · {String(tenant.tenantName ?? '')}
      </DialogTitle>
      <DialogContent dividers>
        {(failure || error) && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="dialog-error">
            {failure || errorText(error)}
          </Alert>
        )}
        <TextField
          select
          fullWidth
          name="datasourceId"
          label={t('resources.tenant.fields.datasourceId')}
          value={options.length || !value ? value : ''}
          onChange={(event) => setField('datasourceId', event.target.value)}
          sx={{ mt: 1 }}
        >
          <MenuItem value="">
            <em>{t('systemAdmin.noDatasource')}</em>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('crud.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || !data} data-testid="datasource-submit">
          {t('crud.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
