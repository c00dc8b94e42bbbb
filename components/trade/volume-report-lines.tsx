'use client';

import useSWR from 'swr';
import { IntentLink } from '@/components/layout/intent-link';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportedvolume } from '@/lib/resources/trade/reportedvolume';
import { reportedvolumedetail } from '@/lib/resources/trade/reportedvolumedetail';
import { rowOffers } from '@/lib/resources/row-actions';
import { withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useFigureFormat } from '../dashboard/use-figure-format';
import { useRowActions } from '../resource/use-row-actions';
import { RecordSummary, RecordTable } from './record-table';
import { Section } from './section';

type Row = Record<string, unknown>;

const passin = reportedvolumedetail.rowActions!.find((action) => action.name === 'passin')!;
const sum = (rows: Row[], field: string) => Math.round(rows.reduce((total, row) => total + (Number(row[field]) || 0), 0) * 1000) / 1000;

/** /order/reportedvolumedetail/{id}: a volume report, its trucks, and the depot's admitted tonnes per truck. */
export function VolumeReportLines({ reportId }: { reportId: string }) {
  const t = useTranslations('volumeReport');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const { permissions } = usePermissions();
  const format = useFigureFormat();
  const report = useSWR<Row>(withQuery('/api/blade-order/reportedvolume/detail', { id: reportId }));
  const lines = useSWR<Row[]>(withQuery('/api/blade-order/reportedvolumedetail/listAll', { reportedVolumeId: reportId }));
  const actions = useRowActions(reportedvolumedetail, async () => {
    await Promise.all([report.mutate(), lines.mutate()]);
  });
  const record = report.data && Object.keys(report.data).length > 0 ? report.data : null;
  const rows = lines.data ?? [];

  if (report.error) return <Alert severity="error">{errorText(report.error)}</Alert>;
  if (report.data && !record) return <Alert severity="warning">{t('notFound')}</Alert>;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h1">
          {t('title', { reportNo: String(record?.reportNo ?? '') })}
        </Typography>
        {record && permissions.has('order_view') && (
          <Button component={IntentLink} href={`/order/orderdetail/${encodeURIComponent(String(record.orderNo))}`}>
            {t('orderPage')}
          </Button>
        )}
      </Stack>
      <Section title={t('report')} loading={report.isLoading} id="volume-report">
        {record && (
          <RecordSummary
            resource={reportedvolume}
            record={record}
            fields={[
              'reportStatus',
              'orderNo',
              'reporterName',
              'warehouseName',
              'planStart',
              'planEnd',
              'reportedQuantity',
              'confirmedQuantity',
              'vehicleCount',
            ]}
          />
        )}
      </Section>
      <Section title={t('trucks')} loading={lines.isLoading} error={lines.error} id="volume-trucks">
        {lines.data && (
          <RecordTable
            resource={reportedvolumedetail}
            rows={rows}
            testId="trucks-table"
            columns={['plateNo', 'driverName', 'driverPhone', 'plannedQuantity', 'passinQuantity', 'actualQuantity', 'arriveTime']}
            actions={
              permissions.has(passin.code)
                ? {
                    label: tRoot('crud.actions'),
                    render: (row) =>
                      rowOffers(passin, row) && (
                        <Button size="small" onClick={() => actions.run(passin, [row])} data-testid="truck-passin">
                          {actions.label(passin)}
                        </Button>
                      ),
                  }
                : undefined
            }
          />
        )}
        {rows.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="trucks-total">
            {t('totals', {
              planned: format.tonnes(sum(rows, 'plannedQuantity')),
              passin: format.tonnes(sum(rows, 'passinQuantity')),
              actual: format.tonnes(sum(rows, 'actualQuantity')),
            })}
          </Typography>
        )}
      </Section>
      {actions.dialog}
    </Stack>
  );
}
