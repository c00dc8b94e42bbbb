'use client';

import { useFormatter, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Balance = {
  amount: number;
  quantity: number;
  pickedQuantity: number;
  remainingQuantity: number;
  pickedValue: number;
  settledValue: number;
  dueAmount: number;
  paidAmount: number;
  depositAmount: number;
  depositReceived: number;
  depositHeld: number;
  depositDeducted: number;
  depositReleased: number;
  depositRefunded: number;
  depositForfeited: number;
  invoicedAmount: number;
  balance: number;
};

const TONNES: (keyof Balance)[] = ['quantity', 'pickedQuantity', 'remainingQuantity'];
const ORDER: (keyof Balance)[] = [
  'amount',
  'quantity',
  'pickedQuantity',
  'remainingQuantity',
  'pickedValue',
  'settledValue',
  'dueAmount',
  'paidAmount',
  'invoicedAmount',
  'depositAmount',
  'depositReceived',
  'depositHeld',
  'depositDeducted',
  'depositReleased',
  'depositRefunded',
  'depositForfeited',
  'balance',
];

/** The order balance (GET orderpickup/orderBalance: the ledger's projection) as figures; the balance itself says who owes whom. */
export function BalanceFigures({ balance }: { balance: Balance }) {
  const t = useTranslations('orderDetail.balanceFields');
  const format = useFormatter();
  const show = (key: keyof Balance) =>
    TONNES.includes(key)
      ? `${format.number(balance[key], { minimumFractionDigits: 3, maximumFractionDigits: 3 })} t`
      : format.number(balance[key], { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      {ORDER.map((key) => (
        <Box key={key} sx={{ p: 1.25, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }} data-figure={key}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t(key)}
          </Typography>
          <Typography
            variant="body1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: key === 'balance' && balance.balance < 0 ? 'error.main' : undefined }}
          >
            {show(key)}
          </Typography>
          {key === 'balance' && (
            <Typography variant="caption" color="text.secondary">
              {balance.balance < 0 ? t('owes') : t('credit')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
