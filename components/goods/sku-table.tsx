'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { newSkuRow, type SkuRow } from '@/lib/trade/goods-form';

export type Spec = { specName: string; unit: string; standardValue: string };

type Props = { rows: SkuRow[]; specs: Spec[]; errors: Record<string, string>; onChange: (rows: SkuRow[]) => void };

/** The listing's SKUs: one row each, a column per specification of the category, price (元/吨) and stock (吨). */
export function SkuTable({ rows, specs, errors, onChange }: Props) {
  const t = useTranslations('goodsForm');
  const update = (key: string, patch: Partial<SkuRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const cell = (row: SkuRow, index: number, name: 'sku' | 'price' | 'stock', label: string, numeric: boolean) => {
    const error = errors[`skus.${row.key}.${name}`];
    return (
      <TableCell sx={{ minWidth: numeric ? 130 : 190, verticalAlign: 'top' }}>
        <TextField
          size="small"
          fullWidth
          value={row[name]}
          onChange={(event) => update(row.key, { [name]: event.target.value })}
          slotProps={{
            htmlInput: {
              'aria-label': `${label} ${index + 1}`,
              inputMode: numeric ? 'decimal' : undefined,
              style: numeric ? { textAlign: 'right' } : undefined,
            },
          }}
          error={!!error}
          helperText={error}
        />
      </TableCell>
    );
  };
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('skus')} data-testid="sku-table" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('sku')}</TableCell>
              {specs.map((spec) => (
                <TableCell key={spec.specName}>{spec.unit ? `${spec.specName} (${spec.unit})` : spec.specName}</TableCell>
              ))}
              <TableCell align="right">{t('price')}</TableCell>
              <TableCell align="right">{t('stock')}</TableCell>
              <TableCell padding="checkbox" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.key} data-testid="sku-row">
                {cell(row, index, 'sku', t('sku'), false)}
                {specs.map((spec) => (
                  <TableCell key={spec.specName} sx={{ minWidth: 110, verticalAlign: 'top' }}>
                    <TextField
                      size="small"
                      fullWidth
                      placeholder={spec.standardValue}
                      value={row.specValues[spec.specName] ?? ''}
                      onChange={(event) => update(row.key, { specValues: { ...row.specValues, [spec.specName]: event.target.value } })}
                      slotProps={{ htmlInput: { 'aria-label': `${spec.specName} ${index + 1}` } }}
                    />
                  </TableCell>
                ))}
                {cell(row, index, 'price', t('price'), true)}
                {cell(row, index, 'stock', t('stock'), true)}
                <TableCell padding="checkbox" sx={{ verticalAlign: 'top', pt: 1.5 }}>
                  <IconButton
                    size="small"
                    aria-label={`${t('removeSku')} ${index + 1}`}
                    onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onChange([...rows, newSkuRow()])} data-testid="sku-add">
        {t('addSku')}
      </Button>
    </>
  );
}
