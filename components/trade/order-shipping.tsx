'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { IntentLink } from '@/components/layout/intent-link';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { order as orderResource } from '@/lib/resources/trade/order';
import { shipping } from '@/lib/resources/trade/shipping';
import { sumShipping } from '@/lib/trade/shipping-totals';
import { withQuery } from '@/lib/client/api';
import { navigationStarted } from '@/lib/client/progress';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { lazyComponent } from '../lazy';
import { RecordSummary, RecordTable } from './record-table';
import { Section } from './section';

type Row = Record<string, unknown>;

// The add/edit form (inputs, validation, fee schedules) loads when first opened.
const ShippingDialog = lazyComponent(() => import('./shipping-dialog').then((module) => module.ShippingDialog));

// Freight + other charges = total, side by side; the start fee and carrier are in the edit form.
const COLUMNS = [
  'shippingNo',
  'pickupNo',
  'quantity',
  'transportMode',
  'shipTime',
  'logisticsStatus',
  'unitFee',
  'freightFee',
  'extraFee',
  'totalFee',
];
const FIGURES = ['count', 'quantity', 'freightFee', 'extraFee', 'totalFee'] as const;

/**
 * /component/orderShipping?orderNo=…[&pickupNo=…]: an order's (or one pick-up's) shipping records with their
 * fees and the totals over them; adding and editing a record (shipping_add / shipping_edit) recomputes them.
 */
export function OrderShipping({ orderNo, pickupNo }: { orderNo: string; pickupNo: string }) {
  const t = useTranslations('orderShipping');
  const format = useFormatter();
  const { permissions } = usePermissions();
  const order = useSWR<Row>(orderNo ? withQuery('/api/blade-tradePort/order/detail', { orderNo }) : null);
  const records = useSWR<{ records: Row[] }>(
    orderNo ? withQuery('/api/blade-tradePort/shipping/list', { orderNo_equal: orderNo, pickupNo_equal: pickupNo, size: 200 }) : null,
  );
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  if (!orderNo) return <OrderPicker />;
  const record = order.data && Object.keys(order.data).length > 0 ? order.data : null;
  const rows = records.data?.records ?? [];
  const totals = sumShipping(rows);
  const figure = (key: (typeof FIGURES)[number]) =>
    key === 'count'
      ? String(totals.count)
      : key === 'quantity'
        ? `${format.number(totals.quantity, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} t`
        : format.number(totals[key], { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h1">
          {pickupNo ? t('titlePickup', { orderNo, pickupNo }) : t('title', { orderNo })}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {permissions.has('shipping_add') && record && (
            <Button variant="contained" onClick={() => setEditing('new')} data-testid="shipping-add">
              {t('add')}
            </Button>
          )}
          {pickupNo && (
            <Button component={IntentLink} href={withQuery('/component/orderShipping', { orderNo })}>
              {t('wholeOrder')}
            </Button>
          )}
          <Button component={IntentLink} href={`/order/orderdetail/${encodeURIComponent(orderNo)}`}>
            {t('orderPage')}
          </Button>
        </Stack>
      </Stack>
      {order.data && !record && <Alert severity="warning">{t('notFound', { orderNo })}</Alert>}
      <Section title={t('order')} loading={order.isLoading} error={order.error} id="shipping-order">
        {record && (
          <RecordSummary
            resource={orderResource}
            record={record}
            fields={['orderStatus', 'goodsName', 'buyerName', 'sellerName', 'quantity', 'pickedQuantity']}
          />
        )}
      </Section>
      <Section title={t('totals')} loading={records.isLoading} id="shipping-totals">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, gap: 1.5 }}>
          {FIGURES.map((key) => (
            <Box key={key} sx={{ p: 1.25, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }} data-figure={key}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t(`figures.${key}`)}
              </Typography>
              <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {figure(key)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <Section title={t('records')} loading={records.isLoading} error={records.error} id="shipping-records">
        <RecordTable
          resource={shipping}
          rows={rows}
          columns={pickupNo ? COLUMNS.filter((name) => name !== 'pickupNo') : COLUMNS}
          testId="shipping-table"
          actions={
            permissions.has('shipping_edit')
              ? {
                  label: t('actions'),
                  render: (row) => (
                    <Button size="small" onClick={() => setEditing(row)} data-testid="shipping-edit">
                      {t('edit')}
                    </Button>
                  ),
                }
              : undefined
          }
        />
      </Section>
      {editing && record && (
        <ShippingDialog
          order={record}
          pickupNo={pickupNo}
          record={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), void records.mutate())}
        />
      )}
    </Stack>
  );
}

/** Opened without an order (from the menu or a bare link): asks for the order number. */
function OrderPicker() {
  const t = useTranslations('orderShipping');
  const router = useRouter();
  const [value, setValue] = useState('');
  const open = (event: React.FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    navigationStarted();
    router.push(withQuery('/component/orderShipping', { orderNo: value.trim() }));
  };
  return (
    <Stack spacing={2} component="form" onSubmit={open} sx={{ maxWidth: 480 }}>
      <Typography variant="h6" component="h1">
        {t('pageName')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('pickOrder')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          fullWidth
          label={t('orderNo')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Button type="submit" variant="contained">
          {t('open')}
        </Button>
      </Stack>
    </Stack>
  );
}
