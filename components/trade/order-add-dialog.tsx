'use client';

import { useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { postJson, withQuery } from '@/lib/client/api';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { type FormErrors, useFormState } from '@/lib/hooks/use-form-state';
import {
  lineAmount,
  lineProblems,
  negotiatedLines,
  orderPayload,
  orderTotals,
  type OrderLineDraft,
  type OrderSku,
} from '@/lib/trade/order-lines';
import { useFigureFormat } from '../dashboard/use-figure-format';
import { useNotify } from '../feedback/notifier';

type Goods = {
  id: string;
  goodsNo: string;
  goodsName: string;
  sellerName: string;
  depositRatio: number | '';
  minOrderQuantity: number | '';
};
type Page<T> = { records: T[] };
type OrderDraft = { goods: Goods | null; buyerName: string; remark: string; priceReason: string; lines: OrderLineDraft[] };

/** What keeps an order from being sent, by field, in the dialog's words; `lines` marks a line's problem (shown per line). */
function orderErrors(draft: OrderDraft, skus: OrderSku[], words: { goods: string; buyerName: string; priceReason: string }): FormErrors {
  const reasonMissing = negotiatedLines(draft.lines, skus).length > 0 && !draft.priceReason.trim();
  return {
    goods: draft.goods ? '' : words.goods,
    buyerName: draft.buyerName.trim() ? '' : words.buyerName,
    priceReason: reasonMissing ? words.priceReason : '',
    lines: lineProblems(draft.lines, skus).some(Boolean) ? 'lines' : '',
  };
}

const TP = '/api/blade-tradePort';
let nextKey = 1;
const emptyLine = (): OrderLineDraft => ({ key: nextKey++, productId: '', quantity: '', unitPrice: '' });

/**
 * 新增订单 on the order screen: pick a listing that is on sale, then one line per SKU (quantity, unit
 * price defaulting to the SKU's), with the order's quantity, amount and deposit adding up as typed.
 * A refusal from the service is shown in the dialog and nothing typed is lost.
 */
export function OrderAddDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('orderAdd');
  const notify = useNotify();
  const figures = useFigureFormat();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [search, setSearch] = useState('');
  const words = { goods: t('goodsRequired'), buyerName: t('buyerRequired'), priceReason: t('priceReasonRequired') };
  // The check reads the SKUs of the listing chosen (a line is checked against its SKU): the latest render's.
  const skusRef = useRef<OrderSku[]>([]);
  const form = useFormState<OrderDraft>(() => ({ goods: null, buyerName: '', remark: '', priceReason: '', lines: [emptyLine()] }), {
    check: (typed) => orderErrors(typed, skusRef.current, words),
  });
  const { goods, buyerName, remark, priceReason, lines } = form.values;
  const checked = form.tried;
  const { saving, failure: error, run, clearFailure } = useFormSave();

  const listings = useSWR<Page<Goods>>(
    withQuery(`${TP}/goods/list`, { onSale_equal: 1, goodsStatus_equal: 2, goodsName: search.trim(), size: 20, descs: 'create_time' }),
  );
  const skuPage = useSWR<Page<Record<string, unknown>>>(
    goods ? withQuery(`${TP}/product/list`, { goodsId_equal: goods.id, size: 50, ascs: 'sku' }) : null,
  );
  const skus: OrderSku[] = useMemo(
    () =>
      (skuPage.data?.records ?? []).map((row) => ({
        id: String(row.id),
        sku: String(row.sku ?? ''),
        productName: String(row.productName ?? ''),
        price: typeof row.price === 'number' ? row.price : null,
        stock: typeof row.stock === 'number' ? row.stock : null,
      })),
    [skuPage.data],
  );
  skusRef.current = skus;
  // Once a save was tried, each problem shows as soon as it is there and goes as soon as it is fixed.
  const errors = checked ? orderErrors(form.values, skus, words) : {};
  const ratio = Number(goods?.depositRatio || 0);
  const totals = orderTotals(lines, ratio);
  const problems = lineProblems(lines, skus);
  // A price other than the listing's is a negotiated one: the service takes it only with a note saying why.
  const negotiated = negotiatedLines(lines, skus);

  const setLines = (change: (list: OrderLineDraft[]) => OrderLineDraft[]) =>
    form.update((draft) => ({ ...draft, lines: change(draft.lines) }));
  const change = (key: number, patch: Partial<OrderLineDraft>) =>
    setLines((list) => list.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const pickSku = (key: number, productId: string) => {
    const sku = skus.find((item) => item.id === productId);
    change(key, { productId, unitPrice: sku?.price ? String(sku.price) : '' });
  };
  const pickGoods = (value: Goods | null) => {
    form.update((draft) => ({ ...draft, goods: value, lines: [emptyLine()] }));
  };

  const save = async () => {
    const valid = form.validate();
    clearFailure();
    if (!goods || !valid) return;
    await run(async () => {
      const order = await postJson<{ orderNo: string }>(
        `${TP}/order/saveOrderAndDetail`,
        orderPayload(goods.id, buyerName, remark, lines, negotiated.length > 0 ? priceReason : ''),
      );
      notify(t('saved', { orderNo: order.orderNo }));
      onSaved();
    });
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="order-add-title"
      data-testid="order-add-dialog"
    >
      <DialogTitle id="order-add-title">{t('title')}</DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          {error && (
            <Alert severity="error" data-testid="dialog-error">
              {error}
            </Alert>
          )}
          <Autocomplete
            options={listings.data?.records ?? []}
            value={goods}
            onChange={(_, value) => pickGoods(value)}
            onInputChange={(_, value) => setSearch(value)}
            getOptionLabel={(option) => `${option.goodsName} · ${option.goodsNo}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            loading={listings.isLoading}
            noOptionsText={t('noGoods')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('goods')}
                required
                error={!!errors.goods}
                helperText={errors.goods ? errors.goods : goods ? t('seller', { name: goods.sellerName }) : ' '}
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('buyerName')}
              required
              value={buyerName}
              onChange={(event) => form.setField('buyerName', event.target.value)}
              fullWidth
              error={!!errors.buyerName}
              helperText={errors.buyerName || ' '}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label={t('remark')}
              value={remark}
              onChange={(event) => form.setField('remark', event.target.value)}
              fullWidth
              helperText=" "
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('lines')}
            </Typography>
            <Stack sx={{ gap: 1.5 }} data-testid="order-lines">
              {lines.map((line, index) => {
                const problem = checked ? problems[index] : null;
                const sku = skus.find((item) => item.id === line.productId);
                return (
                  <Stack
                    key={line.key}
                    direction={{ xs: 'column', md: 'row' }}
                    sx={{ gap: 1, alignItems: { md: 'flex-start' } }}
                    data-testid="order-line"
                  >
                    <TextField
                      select
                      label={t('sku', { n: index + 1 })}
                      value={line.productId}
                      onChange={(event) => pickSku(line.key, event.target.value)}
                      disabled={!goods}
                      sx={{ flex: 2, minWidth: 0 }}
                      size="small"
                      error={problem === 'sku' || problem === 'duplicate'}
                      helperText={
                        problem === 'sku' || problem === 'duplicate'
                          ? t(`problems.${problem}`)
                          : sku
                            ? t('stock', { stock: figures.tonnes(sku.stock ?? 0) })
                            : ' '
                      }
                    >
                      {skus.map((item) => (
                        <MenuItem key={item.id} value={item.id}>{`${item.sku} · ${item.productName}`}</MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      label={t('quantity', { n: index + 1 })}
                      value={line.quantity}
                      onChange={(event) => change(line.key, { quantity: event.target.value })}
                      size="small"
                      sx={{ flex: 1 }}
                      error={problem === 'quantity' || problem === 'stock'}
                      helperText={problem === 'quantity' || problem === 'stock' ? t(`problems.${problem}`) : ' '}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                    <TextField
                      label={t('unitPrice', { n: index + 1 })}
                      value={line.unitPrice}
                      onChange={(event) => change(line.key, { unitPrice: event.target.value })}
                      size="small"
                      sx={{ flex: 1 }}
                      error={problem === 'price'}
                      helperText={problem === 'price' ? t('problems.price') : ' '}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                    <Stack direction="row" sx={{ flex: 1, alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}>
                      <Typography variant="body2" data-testid="order-line-amount">
                        {figures.money(lineAmount(line))}
                      </Typography>
                      <IconButton
                        aria-label={t('removeLine', { n: index + 1 })}
                        onClick={() => setLines((list) => list.filter((item) => item.key !== line.key))}
                        disabled={lines.length === 1}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  </Stack>
                );
              })}
            </Stack>
            <Button
              startIcon={<AddIcon />}
              onClick={() => setLines((list) => [...list, emptyLine()])}
              disabled={!goods || lines.length >= Math.max(1, skus.length)}
              data-testid="order-line-add"
              sx={{ mt: 1 }}
            >
              {t('addLine')}
            </Button>
          </Box>
          {negotiated.length > 0 && (
            <TextField
              label={t('priceReason')}
              required
              value={priceReason}
              onChange={(event) => form.setField('priceReason', event.target.value)}
              fullWidth
              multiline
              error={!!errors.priceReason}
              data-testid="order-price-reason"
              slotProps={{ htmlInput: { maxLength: 200 } }}
              helperText={
                errors.priceReason
                  ? errors.priceReason
                  : negotiated
                      .map((line) =>
                        t('negotiated', {
                          product: line.productName,
                          listed: figures.money(line.listed),
                          price: figures.money(line.price),
                        }),
                      )
                      .join(' · ')
              }
            />
          )}
          <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', justifyContent: 'flex-end' }} data-testid="order-totals">
            <Typography variant="body2">
              {t('totalQuantity')}: <b data-testid="order-total-quantity">{figures.tonnes(totals.quantity)}</b>
            </Typography>
            <Typography variant="body2">
              {t('totalAmount')}: <b data-testid="order-total-amount">{figures.money(totals.amount)}</b>
            </Typography>
            <Typography variant="body2">
              {t('deposit', { ratio })}: <b data-testid="order-total-deposit">{figures.money(totals.deposit)}</b>
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="order-add-submit">
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
