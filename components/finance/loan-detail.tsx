'use client';

import useSWR from 'swr';
import { useFormatter, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useDict } from '@/lib/hooks/use-dict';
import { Section } from '../trade/section';
import { PrintButton } from '../print/print-button';
import { Figures, RowsTable } from './loan-tables';
import { ChangeHistorySection } from '../history/change-history-section';
import { loanAgreement } from '@/lib/resources/business/loan-agreement';
import { pledgeAgreement } from '@/lib/resources/business/pledge-agreement';

type Row = Record<string, unknown> & { id?: string };
type Cover = {
  price: number;
  priceDate: string;
  priceSource: string;
  remaining: number;
  value: number;
  exposure: number;
  cover: number | null;
  warningLine: number;
  liquidationLine: number;
  loanToValue: number;
  status: number;
  releasable: number;
  shortfall: number;
};
export type LoanLedger = {
  agreementNo: string;
  status: number;
  figures: Record<string, number | string | boolean | string[] | null>;
  schedule: Row[];
  repayments: Row[];
  entries: Row[];
  pledge: null | {
    id: string;
    agreementNo: string;
    status: number;
    quantity: number;
    released: number;
    cover: Cover | null;
    marks: Row[];
    events: Row[];
  };
};

const TP = '/api/blade-tradePort';
const MONEY = [
  'disbursed',
  'outstanding',
  'interestAccrued',
  'interestRepaid',
  'interestDue',
  'penaltyAccrued',
  'penaltyRepaid',
  'penaltyDue',
  'owed',
  'fees',
];
const AMOUNTS = [
  'amount',
  'repayAmount',
  'penaltyAmount',
  'interestAmount',
  'principalAmount',
  'outstandingAfter',
  'principal',
  'interest',
  'penalty',
  'total',
  'price',
];

/**
 * /finance/financeloanagreement/{id}: what the service computes for a loan (GET financeloanagreement/ledger): its figures
 * to date (accrued interest and penalty, what is owed), the schedule to maturity, each repayment's split into penalty,
 * interest and principal, the ledger entries with who and why, and its pledge's cover with the warning and liquidation lines.
 */
export function LoanDetail({ id }: { id: string }) {
  const t = useTranslations('loanDetail');
  const tHistory = useTranslations('history');
  const format = useFormatter();
  const errorText = useErrorText();
  const statuses = useDict('loan_agreement_status', true).options;
  const ledger = useSWR<LoanLedger>(withQuery(`${TP}/financeloanagreement/ledger`, { id }));
  const yuan = (value: unknown) => format.number(Number(value ?? 0), { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });
  const cell = (row: Row, column: string) => {
    const value = row[column];
    if (AMOUNTS.includes(column)) return value === null || value === undefined || value === '' ? '' : yuan(value);
    if (column === 'entryType') return t(`types.${String(value)}`);
    if (column === 'eventType') return t(`events.${String(value)}`);
    if (column === 'source') return t(`sources.${String(value)}`);
    if (column === 'coverBefore' || column === 'coverAfter') return value === null ? '' : `${String(value)}%`;
    return String(value ?? '');
  };

  if (ledger.error) return <Alert severity="error">{errorText(ledger.error)}</Alert>;
  const data = ledger.data;
  const figures = data?.figures;
  const cover = data?.pledge?.cover ?? null;
  const status = statuses.find((option) => option.value === String(data?.status))?.label ?? '';

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h1">
          {t('title', { agreementNo: data?.agreementNo ?? '' })} {status && `· ${status}`}
        </Typography>
        <PrintButton kind="loan" id={id} />
      </Stack>
      <Section title={t('figures')} loading={ledger.isLoading} id="loan-figures">
        {figures && (
          <>
            <Figures
              items={[
                ...MONEY.map((key): [string, string, string] => [key, t(`figure.${key}`), yuan(figures[key])]),
                ['rate', t('figure.rate'), `${String(figures.rate)}% / ${String(figures.penaltyRate)}%`],
                ['dayBasis', t('figure.dayBasis'), t('dayBasisValue', { days: Number(figures.dayBasis) })],
                [
                  'repaymentOrder',
                  t('figure.repaymentOrder'),
                  (figures.repaymentOrder as string[]).map((part) => t(`parts.${part}`)).join(' → '),
                ],
                ['maturity', t('figure.maturity'), String(figures.maturity ?? '')],
              ]}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('asOf', { date: String(figures.asOf) })}
            </Typography>
          </>
        )}
      </Section>
      <Section title={t('schedule')} id="loan-schedule">
        {data && (
          <RowsTable
            rows={data.schedule}
            columns={['date', 'principal', 'interest', 'total']}
            numeric={AMOUNTS}
            cell={cell}
            testId="loan-schedule-table"
          />
        )}
      </Section>
      <Section title={t('repayments')} id="loan-repayments">
        {data && (
          <RowsTable
            rows={data.repayments}
            columns={[
              'repayDate',
              'repayAmount',
              'penaltyAmount',
              'interestAmount',
              'principalAmount',
              'outstandingAfter',
              'backDateReason',
              'handler',
            ]}
            numeric={AMOUNTS}
            cell={cell}
            testId="loan-repayments-table"
          />
        )}
      </Section>
      {data?.pledge && (
        <Section title={t('pledge', { agreementNo: data.pledge.agreementNo })} id="loan-pledge">
          {cover && cover.status === 2 && (
            <Alert severity="error" sx={{ mb: 1 }} data-testid="cover-liquidation">
              {t('liquidation', { cover: cover.cover ?? 0, line: cover.liquidationLine, shortfall: yuan(cover.shortfall) })}
            </Alert>
          )}
          {cover && cover.status === 1 && (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="cover-warning">
              {t('warning', { cover: cover.cover ?? 0, line: cover.warningLine, shortfall: yuan(cover.shortfall) })}
            </Alert>
          )}
          {cover ? (
            <Figures
              items={[
                ['remaining', t('figure.remaining'), `${format.number(cover.remaining, { maximumFractionDigits: 3 })} t`],
                ['price', t('figure.price'), `${yuan(cover.price)} · ${cover.priceDate} · ${t(`sources.${cover.priceSource}`)}`],
                ['value', t('figure.value'), yuan(cover.value)],
                ['cover', t('figure.cover'), cover.cover === null ? '-' : `${cover.cover}%`],
                ['lines', t('figure.lines'), `${cover.warningLine}% / ${cover.liquidationLine}%`],
                ['releasable', t('figure.releasable'), `${format.number(cover.releasable, { maximumFractionDigits: 3 })} t`],
              ]}
            />
          ) : (
            <Typography color="text.secondary">
              {t('pledgeClosed', { released: data.pledge.released, quantity: data.pledge.quantity })}
            </Typography>
          )}
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('marks')}
          </Typography>
          <RowsTable
            rows={data.pledge.marks}
            columns={['priceDate', 'price', 'source', 'note', 'actorName']}
            numeric={AMOUNTS}
            cell={cell}
            testId="pledge-marks-table"
          />
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('coverEvents')}
          </Typography>
          <RowsTable
            rows={data.pledge.events}
            columns={['eventDate', 'eventType', 'quantity', 'amount', 'coverBefore', 'coverAfter', 'note', 'actorName']}
            numeric={AMOUNTS}
            cell={cell}
            testId="pledge-events-table"
          />
        </Section>
      )}
      <Section title={t('entries')} id="loan-entries">
        {data && (
          <RowsTable
            rows={data.entries}
            columns={['entryDate', 'entryType', 'amount', 'note', 'reason', 'actorName', 'createTime']}
            numeric={AMOUNTS}
            cell={cell}
            testId="loan-entries-table"
          />
        )}
      </Section>
      <ChangeHistorySection resource={loanAgreement} recordId={id} version={data} id="loan-history" />
      {data?.pledge && (
        <ChangeHistorySection
          resource={pledgeAgreement}
          recordId={data.pledge.id}
          version={data}
          id="pledge-history"
          title={tHistory('pledgeTitle', { agreementNo: data.pledge.agreementNo })}
        />
      )}
    </Stack>
  );
}
