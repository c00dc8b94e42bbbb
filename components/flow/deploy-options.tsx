'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFlowRoutes } from './use-flow-routes';

export type DeployTarget = { category: string; tenantIds: string[] };

type Tenant = { tenantId: string; tenantName: string };

/** 流程类型 (from the `flow` dictionary) and 租户 of a deployment; tenants only when the caller may list them. */
export function DeployOptions({
  value,
  onChange,
  categoryError,
}: {
  value: DeployTarget;
  onChange: (next: DeployTarget) => void;
  categoryError?: boolean;
}) {
  const t = useTranslations('workflow.deploy');
  const { categories } = useFlowRoutes();
  const { data: tenants, error } = useSWR<Tenant[]>('/api/blade-system/tenant/select', {
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return (
    <>
      <TextField
        select
        required
        fullWidth
        size="small"
        label={t('category')}
        value={value.category}
        error={categoryError}
        helperText={categoryError ? t('categoryRequired') : ' '}
        onChange={(event) => onChange({ ...value, category: event.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'deploy-category' } }}
      >
        {categories.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {!error && Array.isArray(tenants) && (
        <TextField
          select
          fullWidth
          size="small"
          label={t('tenants')}
          helperText={t('tenantsHelp')}
          value={value.tenantIds}
          onChange={(event) => onChange({ ...value, tenantIds: event.target.value as unknown as string[] })}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as string[]).map((id) => tenants.find((tenant) => tenant.tenantId === id)?.tenantName ?? id).join(', '),
            },
          }}
        >
          {tenants.map((tenant) => (
            <MenuItem key={tenant.tenantId} value={tenant.tenantId}>
              <Checkbox size="small" checked={value.tenantIds.includes(tenant.tenantId)} />
              <ListItemText primary={tenant.tenantName} secondary={tenant.tenantId} />
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
