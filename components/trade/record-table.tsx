'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/layout/intent-link';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { FieldValue } from '../resource/field-value';

type Row = Record<string, unknown>;

const NUMERIC = new Set(['money', 'weight', 'number']);

/** An app page opens in place (a tab); files, API downloads and outside links open in a new window. */
const isPage = (href: string) => href.startsWith('/') && !/^\/(api|upload)\//.test(href);

/**
 * A long text (a contract's name, a listing) wraps within its column instead of pushing the last columns (who signed, the
 * actions) out of view; codes and numbers stay on one line.
 */
const WRAPPING_TEXT = { whiteSpace: 'normal', minWidth: 120, maxWidth: 280, overflowWrap: 'anywhere' } as const;

/**
 * A light table of a resource's records (no DataGrid: detail pages show a handful of rows), columns
 * labelled and formatted from the resource's field definitions. `links` turns a column into a link.
 */
export function RecordTable({
  resource,
  columns,
  rows,
  links = {},
  actions,
  testId,
}: {
  resource: ResourceDef;
  columns: string[];
  rows: Row[];
  links?: Record<string, (row: Row) => string>;
  actions?: { label: string; render: (row: Row) => ReactNode };
  testId?: string;
}) {
  const t = useTranslations('crud');
  const text = useResourceText(resource);
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {t('noRows')}
      </Typography>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((name) => (
              <TableCell key={name} align={NUMERIC.has(resource.fields[name]?.type) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {text.label(name)}
              </TableCell>
            ))}
            {actions && <TableCell>{actions.label}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={String(row.id ?? index)} data-row={String(row[resource.titleField ?? 'id'] ?? '')}>
              {columns.map((name) => {
                const field = resource.fields[name];
                const value = field ? (
                  <FieldValue field={field} value={row[name]} optionLabel={(option) => text.option(name, option)} />
                ) : (
                  String(row[name] ?? '')
                );
                const href = links[name]?.(row);
                return (
                  <TableCell
                    key={name}
                    align={NUMERIC.has(field?.type) ? 'right' : 'left'}
                    sx={field?.type === 'text' && !href ? WRAPPING_TEXT : { whiteSpace: 'nowrap' }}
                  >
                    {href ? (
                      isPage(href) ? (
                        <Link component={IntentLink} href={href}>
                          {value}
                        </Link>
                      ) : (
                        <Link href={href} target="_blank" rel="noopener noreferrer">
                          {value}
                        </Link>
                      )
                    ) : (
                      value
                    )}
                  </TableCell>
                );
              })}
              {actions && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'flex', gap: 1 }}>{actions.render(row)}</Box>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One record as label / value pairs, from the resource's field definitions. */
export function RecordSummary({ resource, fields, record }: { resource: ResourceDef; fields: string[]; record: Row }) {
  const text = useResourceText(resource);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 1.25,
        m: 0,
      }}
    >
      {fields.map((name) => (
        <Box key={name} sx={{ display: 'flex', gap: 1, minWidth: 0, alignItems: 'baseline' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {text.label(name)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-field={name}>
            <FieldValue field={resource.fields[name]} value={record[name]} optionLabel={(option) => text.option(name, option)} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
