'use client';

import useSWR from 'swr';
import { IntentLink } from '@/components/layout/intent-link';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PrintButton } from '@/components/print/print-button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderpickup } from '@/lib/resources/trade/orderpickup';
import { orderpickupdetail } from '@/lib/resources/trade/orderpickupdetail';
import { logistics } from '@/lib/resources/trade/logistics';
import { withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { RecordSummary, RecordTable } from './record-table';
import { Section } from './section';
import { ChangeHistorySection } from '../history/change-history-section';

type Row = Record<string, unknown>;

/** /order/logistics/{orderPickId}: a pick-up, the movements of its goods and its weigh slips. */
export function PickupLogistics({ pickupId }: { pickupId: string }) {
  const t = useTranslations('pickupLogistics');
  const errorText = useErrorText();
  const pickup = useSWR<Row>(withQuery('/api/blade-tradePort/orderpickup/detail', { id: pickupId }));
  // Shipments are their own menu (物流信息): a role without it sees the pick-up and its slips, not a refused section.
  const canSeeMoves = usePermissions().permissions.has('logistics_view');
  const moves = useSWR<{ records: Row[] }>(
    canSeeMoves ? withQuery('/api/blade-tradePort/logistics/list', { pickupId_equal: pickupId, size: 100 }) : null,
  );
  const slips = useSWR<Row[]>(withQuery('/api/blade-order/orderpickupdetail/listDetail', { pickupId }));
  const record = pickup.data && Object.keys(pickup.data).length > 0 ? pickup.data : null;

  if (pickup.error) return <Alert severity="error">{errorText(pickup.error)}</Alert>;
  if (pickup.data && !record) return <Alert severity="warning">{t('notFound')}</Alert>;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h1">
          {t('title', { pickupNo: String(record?.pickupNo ?? '') })}
        </Typography>
        {record && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <PrintButton kind="pickup" id={pickupId} />
            <Button component={IntentLink} href={`/order/orderdetail/${encodeURIComponent(String(record.orderNo))}`}>
              {t('orderPage')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Section title={t('pickup')} loading={pickup.isLoading} id="pickup-summary">
        {record && (
          <RecordSummary
            resource={orderpickup}
            record={record}
            fields={[
              'pickupStatus',
              'orderNo',
              'goodsName',
              'buyerName',
              'warehouseName',
              'pickupMethod',
              'applyQuantity',
              'actualQuantity',
              'releaseBy',
            ]}
          />
        )}
      </Section>
      {canSeeMoves && (
        <Section title={t('movements')} loading={moves.isLoading} error={moves.error} id="pickup-movements">
          <RecordTable
            resource={logistics}
            rows={moves.data?.records ?? []}
            testId="movements-table"
            columns={[
              'transportMode',
              'carrierName',
              'plateNo',
              'driverName',
              'fromAddress',
              'toAddress',
              'quantity',
              'currentLocation',
              'departTime',
              'arriveTime',
              'logisticsStatus',
            ]}
          />
        </Section>
      )}
      <Section title={t('slips')} loading={slips.isLoading} error={slips.error} id="pickup-slips">
        <RecordTable
          resource={orderpickupdetail}
          rows={slips.data ?? []}
          testId="slips-table"
          columns={['weighNo', 'plateNo', 'grossWeight', 'tareWeight', 'netWeight', 'deductWeight', 'settleWeight', 'grossTime']}
          actions={{
            label: t('slipActions'),
            render: (slip) => <PrintButton kind="weighslip" id={String(slip.id)} params={{ pickupId }} size="small" />,
          }}
        />
      </Section>
      <ChangeHistorySection
        resource={orderpickup}
        recordId={record?.id ? String(record.id) : null}
        version={pickup.data}
        id="pickup-history"
      />
    </Stack>
  );
}
