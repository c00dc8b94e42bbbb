'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { IntentLink } from '@/components/layout/intent-link';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PrintButton } from '@/components/print/print-button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { order as orderResource } from '@/lib/resources/trade/order';
import { ordercontract } from '@/lib/resources/trade/ordercontract';
import { orderActionAllowed } from '@/domain/trade-machines';
import { request, withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useDict } from '@/lib/hooks/use-dict';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useNotify } from '../feedback/notifier';
import { useConfirm } from '../feedback/confirm';
import { RecordSummary, RecordTable } from './record-table';
import { Section } from './section';
import { ContractSigners, refreshSigners } from '../esign/contract-signers';

/** dict contract_type 补充协议: drafted by the order's 价格补充协议 action with its terms, never generated bare here. */
const SUPPLEMENT_TYPE = '6';

type Row = Record<string, unknown>;
const TP = '/api/blade-tradePort';

/**
 * /order/ordercontract/{orderNo}: generate the order's contract by type (while the order awaits signing),
 * follow each party's signature (copy or open its signing link) and download the document. 刷新 reloads
 * the contracts and the order after a party signed elsewhere.
 */
export function OrderContract({ orderNo }: { orderNo: string }) {
  const t = useTranslations('orderContract');
  const errorText = useErrorText();
  const notify = useNotify();
  const confirm = useConfirm();
  const { permissions } = usePermissions();
  const order = useSWR<Row>(withQuery(`${TP}/order/detail`, { orderNo }));
  const contracts = useSWR<{ records: Row[] }>(withQuery(`${TP}/ordercontract/list`, { orderNo_equal: orderNo, size: 50 }));
  const types = useDict('contract_type', true);
  const [type, setType] = useState('1');
  const [busy, setBusy] = useState(false);

  const record = order.data && Object.keys(order.data).length > 0 ? order.data : null;
  const canGenerate = !!record && permissions.has('order_contract') && orderActionAllowed('generateContract', Number(record.orderStatus));

  const generate = async () => {
    // Generating a contract again starts its signing over: a party's signature so far is discarded.
    const signedByOne = (contracts.data?.records ?? []).some((row) => String(row.contractType) === type && Number(row.signStatus) === 2);
    if (signedByOne && !(await confirm(t('regenerateConfirm')))) return;
    setBusy(true);
    try {
      await request(`${TP}/order/generateContract`, { method: 'POST', query: { orderNo, type } });
      notify(t('generated'));
      await Promise.all([contracts.mutate(), order.mutate()]);
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  const signing = (row: Row) => Number(row.signStatus) === 1 || Number(row.signStatus) === 2;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h1">
          {t('title', { orderNo })}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <PrintButton kind="contract" id={orderNo} />
          <Button component={IntentLink} href={`/order/orderdetail/${encodeURIComponent(orderNo)}`}>
            {t('orderPage')}
          </Button>
        </Stack>
      </Stack>
      {order.error && <Alert severity="error">{errorText(order.error)}</Alert>}
      <Section title={t('order')} loading={order.isLoading} id="contract-order">
        {record && (
          <RecordSummary
            resource={orderResource}
            fields={['orderStatus', 'buyerName', 'sellerName', 'goodsName', 'quantity', 'amount', 'contractNo']}
            record={record}
          />
        )}
      </Section>

      {permissions.has('order_contract') && (
        <Section title={t('generate')} id="contract-generate">
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('type')}
              value={type}
              onChange={(event) => setType(event.target.value)}
              sx={{ minWidth: 220 }}
              disabled={!canGenerate}
              slotProps={{ htmlInput: { 'data-testid': 'contract-type' } }}
            >
              {types.options
                .filter((option) => option.value !== SUPPLEMENT_TYPE)
                .map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
            </TextField>
            <Button variant="contained" onClick={generate} disabled={!canGenerate || busy} data-testid="generate-contract">
              {t('generateButton')}
            </Button>
            {record && !canGenerate && (
              <Typography variant="body2" color="text.secondary">
                {t('notNow')}
              </Typography>
            )}
          </Stack>
        </Section>
      )}

      <Section
        title={t('contracts')}
        loading={contracts.isLoading}
        error={contracts.error}
        id="contract-list"
        actions={
          <Button
            size="small"
            onClick={() => void Promise.all([contracts.mutate(), order.mutate(), refreshSigners()])}
            data-testid="refresh-contracts"
          >
            {t('refresh')}
          </Button>
        }
      >
        <RecordTable
          resource={ordercontract}
          rows={contracts.data?.records ?? []}
          testId="contracts-table"
          columns={['contractNo', 'contractName', 'contractType', 'amount', 'signStatus', 'signTime']}
          actions={{
            label: t('signers'),
            render: (row) => (
              <Stack sx={{ gap: 0.5 }}>
                <ContractSigners
                  contractId={String(row.id)}
                  version={`${row.updateTime ?? ''}|${row.signStatus ?? ''}`}
                  signing={signing(row)}
                  canLink={permissions.has('ordercontract_sign_url')}
                />
                <Stack direction="row" sx={{ gap: 1 }}>
                  {permissions.has('ordercontract_download') && (
                    <Button
                      size="small"
                      component="a"
                      href={withQuery(`${TP}/ordercontract/downDocuments`, { id: String(row.id) })}
                      download
                      data-testid="download"
                    >
                      {t('download')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            ),
          }}
        />
      </Section>
    </Stack>
  );
}
