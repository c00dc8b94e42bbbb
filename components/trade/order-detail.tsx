'use client';

import type { ButtonCode } from '@/domain/button-codes';
import { useState } from 'react';
import useSWR from 'swr';
import { IntentLink } from '@/components/layout/intent-link';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PrintButton } from '@/components/print/print-button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RowActionDef } from '@/lib/resources/define-resource';
import { dict, money, text, textarea } from '@/lib/resources/fields';
import { order as orderResource } from '@/lib/resources/trade/order';
import { orderdetail } from '@/lib/resources/trade/orderdetail';
import { orderpickup } from '@/lib/resources/trade/orderpickup';
import { orderfile } from '@/lib/resources/trade/orderfile';
import { ordercontract } from '@/lib/resources/trade/ordercontract';
import { ContractSigners, refreshSigners } from '../esign/contract-signers';
import { logistics } from '@/lib/resources/trade/logistics';
import { orderActionAllowed } from '@/domain/trade-machines';
import { rowOffers } from '@/lib/resources/row-actions';
import { postJson, request, withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useConfirm } from '../feedback/confirm';
import { useNotify } from '../feedback/notifier';
import { lazyComponent } from '../lazy';
import { RecordSummary, RecordTable } from './record-table';
import { Section } from './section';
import { BalanceFigures, type Balance } from './balance-figures';
import { OrderLedger, type LedgerEntry } from './order-ledger';
import { ChangeHistorySection } from '../history/change-history-section';

type Row = Record<string, unknown>;
type Page = { records: Row[] };

const RowActionDialog = lazyComponent(() => import('../resource/row-action-dialog').then((module) => module.RowActionDialog));

const TP = '/api/blade-tradePort';
const LOGISTICS_ACTION = orderpickup.rowActions!.find((action) => action.name === 'logistics')!;
const HEADER = [
  'orderStatus',
  'payStatus',
  'goodsName',
  'buyerName',
  'sellerName',
  'quantity',
  'amount',
  'pickedQuantity',
  'depositAmount',
  'paidAmount',
  'contractNo',
  'orderTime',
  'deliveryPlace',
  'settlementMethod',
  'remark',
];

/** The forms of the order's own actions (labels under `orderDetail.fields`). */
const PRICE_FORM: RowActionDef = {
  name: 'price',
  code: 'order_price',
  form: { unitPrice: money({ required: true, min: 0 }), reason: textarea({ required: true, max: 200 }) },
};
const EXCHANGE_FORM: RowActionDef = {
  name: 'exchange',
  code: 'order_exchange',
  form: {
    productName: text({ required: true, max: 100 }),
    grade: dict('grain_grade', { biz: true, required: true }),
    unitPrice: money({ min: 0 }),
    reason: textarea({ required: true, max: 200 }),
  },
};

/**
 * /order/orderdetail/{orderNo}: the order's header, balance, money records (its ledger), lines (re-price, exchange, confirm), pick-ups,
 * logistics, contracts and files. Each block loads on its own; each action appears only when the order's
 * state (domain/trade-machines.ts) and the user's buttons allow it.
 */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const t = useTranslations('orderDetail');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const notify = useNotify();
  const confirm = useConfirm();
  const { permissions } = usePermissions();
  const q = { orderNo };
  const order = useSWR<Row>(withQuery(`${TP}/order/detail`, q));
  const lines = useSWR<Row[]>(withQuery(`${TP}/orderdetail/detailByOrderNo`, q));
  const balance = useSWR<Balance>(permissions.has('orderpickup_view') ? withQuery(`${TP}/orderpickup/orderBalance`, q) : null);
  const ledger = useSWR<{ entries: LedgerEntry[] }>(withQuery(`${TP}/order/ledger`, q));
  const pickups = useSWR<Page>(withQuery(`${TP}/orderpickup/list`, { orderNo_equal: orderNo, size: 200 }));
  // Shipments are their own menu (物流信息): a role without it (a trader) is not shown a refused section.
  const canSeeMoves = permissions.has('logistics_view');
  const moves = useSWR<Page>(canSeeMoves ? withQuery(`${TP}/logistics/list`, { orderNo_equal: orderNo, size: 200 }) : null);
  const contracts = useSWR<Page>(withQuery(`${TP}/ordercontract/list`, { orderNo_equal: orderNo, size: 50 }));
  const files = useSWR<Page>(withQuery('/api/blade-order/orderfile/list', { orderNo_equal: orderNo, size: 100 }));
  const [form, setForm] = useState<{ action: RowActionDef; line?: Row } | null>(null);

  const record = order.data && Object.keys(order.data).length > 0 ? order.data : null;
  const status = Number(record?.orderStatus ?? -1);
  const allowed = (action: 'confirmLines' | 'updatePrice' | 'exchange', code: ButtonCode) =>
    !!record && permissions.has(code) && orderActionAllowed(action, status);
  const refresh = () => Promise.all([order.mutate(), lines.mutate(), balance.mutate(), pickups.mutate(), ledger.mutate()]);

  const confirmLines = async () => {
    if (!(await confirm(t('confirmLinesConfirm', { orderNo })))) return;
    try {
      await request(`${TP}/orderdetail/confirmation`, { method: 'POST', query: q });
      notify(t('linesConfirmed'));
    } catch (error) {
      notify(errorText(error), 'error');
    }
    await refresh();
  };

  const submitForm = async (values: Record<string, unknown>) => {
    if (!form) return;
    const path = form.action.name === 'price' ? `${TP}/order/updateOrderPrice` : `${TP}/order/exchangeSave`;
    try {
      await postJson(path, { orderNo, ...(form.line ? { detailId: form.line.id } : {}), ...values });
    } catch (error) {
      throw new Error(errorText(error));
    }
    notify(form.action.name === 'price' ? t('priceUpdated') : t('exchanged'));
    setForm(null);
    await refresh();
  };

  if (order.error) return <Alert severity="error">{errorText(order.error)}</Alert>;
  if (order.data && !record)
    return (
      <Alert severity="warning" data-testid="order-not-found">
        {t('notFound', { orderNo })}
      </Alert>
    );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h1">
          {t('title', { orderNo })}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {allowed('confirmLines', 'orderdetail_confirm') && (
            <Button variant="contained" onClick={confirmLines} data-testid="confirm-lines">
              {t('confirmLines')}
            </Button>
          )}
          {allowed('updatePrice', 'order_price') && (
            <Button variant="outlined" onClick={() => setForm({ action: PRICE_FORM })} data-testid="update-price">
              {t('updatePrice')}
            </Button>
          )}
          {(permissions.has('order_contract') || permissions.has('ordercontract_view')) && (
            <Button component={IntentLink} href={`/order/ordercontract/${encodeURIComponent(orderNo)}`} data-testid="open-contract">
              {t('contractPage')}
            </Button>
          )}
          {permissions.has('shipping_view') && (
            <Button component={IntentLink} href={withQuery('/component/orderShipping', { orderNo })} data-testid="open-shipping">
              {t('shippingPage')}
            </Button>
          )}
          <PrintButton kind="contract" id={orderNo} />
        </Stack>
      </Stack>

      <Section title={t('header')} loading={order.isLoading} id="order-header">
        {record && <RecordSummary resource={orderResource} fields={HEADER} record={record} />}
      </Section>

      {permissions.has('orderpickup_view') && (
        <Section title={t('balance')} loading={balance.isLoading} error={balance.error} id="order-balance">
          {balance.data && <BalanceFigures balance={balance.data} />}
        </Section>
      )}

      <Section title={t('ledger.title')} loading={ledger.isLoading} error={ledger.error} id="order-ledger">
        {ledger.data && <OrderLedger entries={ledger.data.entries} />}
      </Section>

      <Section title={t('lines')} loading={lines.isLoading} error={lines.error} id="order-lines">
        <RecordTable
          resource={orderdetail}
          rows={lines.data ?? []}
          testId="lines-table"
          columns={['productName', 'grade', 'lotNo', 'warehouseName', 'quantity', 'unitPrice', 'amount', 'pickedQuantity', 'remark']}
          actions={
            allowed('updatePrice', 'order_price') || allowed('exchange', 'order_exchange')
              ? {
                  label: tRoot('crud.actions'),
                  render: (line) => (
                    <>
                      {allowed('updatePrice', 'order_price') && (
                        <Button size="small" onClick={() => setForm({ action: PRICE_FORM, line })}>
                          {t('updatePrice')}
                        </Button>
                      )}
                      {allowed('exchange', 'order_exchange') && Number(line.pickedQuantity) === 0 && (
                        <Button size="small" onClick={() => setForm({ action: EXCHANGE_FORM, line })}>
                          {t('exchange')}
                        </Button>
                      )}
                    </>
                  ),
                }
              : undefined
          }
        />
      </Section>

      <Section title={t('pickups')} loading={pickups.isLoading} error={pickups.error} id="order-pickups">
        <RecordTable
          resource={orderpickup}
          rows={pickups.data?.records ?? []}
          testId="pickups-table"
          columns={[
            'pickupNo',
            'pickupStatus',
            'applyQuantity',
            'approvedQuantity',
            'actualQuantity',
            'pickupAmount',
            'depositStatus',
            'warehouseName',
            'pickupStart',
          ]}
          links={{ pickupNo: (row) => `/order/orderpickup?pickupNo=${encodeURIComponent(String(row.pickupNo))}` }}
          // The pick-up list's own rule (its 物流信息 action): only a pick-up being lifted or lifted has logistics.
          actions={{
            label: tRoot('crud.actions'),
            render: (row) =>
              rowOffers(LOGISTICS_ACTION, row) ? (
                <Button size="small" component={IntentLink} href={`/order/logistics/${row.id}`}>
                  {t('logistics')}
                </Button>
              ) : null,
          }}
        />
      </Section>

      {canSeeMoves && (
        <Section title={t('logistics')} loading={moves.isLoading} error={moves.error} id="order-logistics">
          <RecordTable
            resource={logistics}
            rows={moves.data?.records ?? []}
            columns={[
              'pickupNo',
              'transportMode',
              'carrierName',
              'plateNo',
              'quantity',
              'logisticsStatus',
              'currentLocation',
              'departTime',
            ]}
          />
        </Section>
      )}

      <Section
        title={t('contracts')}
        loading={contracts.isLoading}
        error={contracts.error}
        id="order-contracts"
        actions={
          <Button
            size="small"
            onClick={() => void Promise.all([contracts.mutate(), refresh(), refreshSigners()])}
            data-testid="refresh-contracts"
          >
            {t('refreshContracts')}
          </Button>
        }
      >
        <RecordTable
          resource={ordercontract}
          rows={contracts.data?.records ?? []}
          columns={['contractNo', 'contractName', 'contractType', 'amount', 'signStatus', 'signTime']}
          links={{ contractNo: () => `/order/ordercontract/${encodeURIComponent(orderNo)}` }}
          actions={{
            label: t('signers'),
            render: (row) => (
              <ContractSigners
                contractId={String(row.id)}
                version={`${row.updateTime ?? ''}|${row.signStatus ?? ''}`}
                signing={[1, 2].includes(Number(row.signStatus))}
                canLink={permissions.has('ordercontract_sign_url')}
              />
            ),
          }}
        />
      </Section>

      <Section title={t('files')} loading={files.isLoading} error={files.error} id="order-files">
        <RecordTable
          resource={orderfile}
          rows={files.data?.records ?? []}
          columns={['fileType', 'fileName', 'fileSize', 'uploaderName', 'createTime']}
          links={{ fileName: (row) => String(row.fileUrl ?? '') }}
        />
      </Section>

      <ChangeHistorySection
        resource={orderResource}
        recordId={record?.id ? String(record.id) : null}
        version={order.data}
        id="order-history"
      />

      {form && (
        <Box>
          <RowActionDialog
            action={form.action}
            onClose={() => setForm(null)}
            onSubmit={submitForm}
            title={
              form.line
                ? `${t(form.action.name === 'price' ? 'updatePrice' : 'exchange')} · ${form.line.productName} ${form.line.lotNo}`
                : t('updatePriceAll')
            }
            label={(field) => t(`fields.${field}`)}
          />
        </Box>
      )}
    </Stack>
  );
}
