'use client';

import type { FormEvent } from 'react';
import useSWR from 'swr';
import { useFormatter, useTranslations } from 'next-intl';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { shipping } from '@/lib/resources/trade/shipping';
import { shippingTotals } from '@/lib/trade/shipping-totals';
import { fieldSchema, type FormValues } from '@/lib/forms/form-schema';
import { zodCheck, zodFieldCheck } from '@/lib/forms/form-checks';
import { useFormState } from '@/lib/hooks/use-form-state';
import { postJson, withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { useValidationTexts } from '@/lib/hooks/use-validation-texts';
import { FieldInput } from '../resource/field-input';

type Row = Record<string, unknown>;

/** The form's fields, in order; the fees last, where the live sums show under them. */
const FIELDS = [
  'shippingNo',
  'pickupNo',
  'quantity',
  'transportMode',
  'carrierName',
  'shipTime',
  'logisticsStatus',
  'consignee',
  'consigneePhone',
  'shipAddress',
  'receiveAddress',
  'startFee',
  'unitFee',
  'extraFee',
  'remark',
] as const;
const NUMERIC = new Set(['number', 'money', 'weight']);

const initialValues = (order: Row, pickupNo: string, record: Row | null): FormValues => {
  const from = record ?? {
    pickupNo,
    consignee: order.consignee,
    consigneePhone: order.consigneePhone,
    receiveAddress: order.deliveryPlace,
    logisticsStatus: 1,
    transportMode: 1,
  };
  return Object.fromEntries(
    [...FIELDS, 'feeId'].map((name) => [name, from[name] === undefined || from[name] === null ? '' : String(from[name])]),
  );
};

/**
 * Adds or edits one shipping record of an order. A fee schedule (运费设置) fills the start fee and 元/吨; the
 * freight and total shown are what the service will store (lib/trade/shipping-totals.ts, same sums).
 */
export function ShippingDialog({
  order,
  pickupNo,
  record,
  onClose,
  onSaved,
}: {
  order: Row;
  pickupNo: string;
  record: Row | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations();
  const errorText = useErrorText();
  const text = useResourceText(shipping);
  const texts = useValidationTexts();
  const format = useFormatter();
  const rule = (name: string) => fieldSchema(shipping.fields[name], text.label(name), texts);
  const { values, errors, update, blur, validate } = useFormState<FormValues>(() => initialValues(order, pickupNo, record), {
    check: zodCheck(z.object(Object.fromEntries(FIELDS.map((name) => [name, rule(name)])))),
    checkField: zodFieldCheck(rule),
  });
  const { saving, failure, run } = useFormSave();
  const schedules = useSWR<{ records: Row[] }>(withQuery('/api/blade-tradePort/shippingfee/list', { size: 200 }));
  const totals = shippingTotals(values);
  const money = (value: number) => format.number(value, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });
  const set = (patch: FormValues) => update((current) => ({ ...current, ...patch }));

  const chooseSchedule = (id: string) => {
    const schedule = schedules.data?.records.find((row) => String(row.id) === id);
    set(
      schedule
        ? {
            feeId: id,
            startFee: String(schedule.startFee ?? 0),
            unitFee: String(schedule.unitFee ?? 0),
            transportMode: String(schedule.transportMode ?? values.transportMode),
          }
        : { feeId: '' },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const body: Row = {
      orderNo: order.orderNo,
      sellerName: order.sellerName,
      buyerName: order.buyerName,
      feeId: values.feeId ?? '',
      ...(record ? { id: record.id } : {}),
    };
    for (const name of FIELDS) {
      const value = (values[name] ?? '').trim();
      body[name] =
        value === '' ? (NUMERIC.has(shipping.fields[name].type) ? 0 : '') : NUMERIC.has(shipping.fields[name].type) ? Number(value) : value;
    }
    await run(async () => {
      await postJson('/api/blade-tradePort/shipping/submit', body);
      onSaved();
    });
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="shipping-dialog-title"
      data-testid="shipping-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="shipping-dialog-title">
          {t(record ? 'orderShipping.editTitle' : 'orderShipping.addTitle', { orderNo: String(order.orderNo) })}
        </DialogTitle>
        <DialogContent dividers>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="dialog-error">
              {failure}
            </Alert>
          )}
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, columnGap: 2, rowGap: 0.5, pt: 1 }}
          >
            {FIELDS.filter((name) => !['startFee', 'unitFee', 'extraFee', 'remark'].includes(name)).map((name) => (
              <FieldInput
                key={name}
                name={name}
                field={shipping.fields[name]}
                label={text.label(name)}
                value={values[name] ?? ''}
                error={errors[name] || undefined}
                disabled={name === 'shippingNo' && !!record}
                onChange={(value) => set({ [name]: value })}
                onBlur={() => blur(name)}
              />
            ))}
          </Box>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {t('orderShipping.fees')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
            <TextField
              select
              fullWidth
              label={t('orderShipping.schedule')}
              value={values.feeId ?? ''}
              onChange={(event) => chooseSchedule(event.target.value)}
              helperText={schedules.error ? errorText(schedules.error) : t('orderShipping.scheduleHint')}
              sx={{ gridColumn: '1 / -1' }}
              data-testid="shipping-schedule"
            >
              <MenuItem value="">{t('orderShipping.noSchedule')}</MenuItem>
              {(schedules.data?.records ?? []).map((row) => (
                <MenuItem
                  key={String(row.id)}
                  value={String(row.id)}
                >{`${String(row.feeName)} · ${money(Number(row.startFee ?? 0))} + ${money(Number(row.unitFee ?? 0))}/t`}</MenuItem>
              ))}
            </TextField>
            {(['startFee', 'unitFee', 'extraFee'] as const).map((name) => (
              <FieldInput
                key={name}
                name={name}
                field={shipping.fields[name]}
                label={text.label(name)}
                value={values[name] ?? ''}
                error={errors[name] || undefined}
                onChange={(value) => set({ [name]: value })}
                onBlur={() => blur(name)}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', my: 1.5 }} data-testid="shipping-live-totals">
            <Typography variant="body2">
              {text.label('freightFee')}: <strong data-total="freightFee">{money(totals.freightFee)}</strong>
            </Typography>
            <Typography variant="body2">
              {text.label('totalFee')}: <strong data-total="totalFee">{money(totals.totalFee)}</strong>
            </Typography>
          </Box>
          <FieldInput
            name="remark"
            field={shipping.fields.remark}
            label={text.label('remark')}
            value={values.remark ?? ''}
            error={errors.remark || undefined}
            onChange={(value) => set({ remark: value })}
            onBlur={() => blur('remark')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('crud.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="shipping-save">
            {t('crud.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
