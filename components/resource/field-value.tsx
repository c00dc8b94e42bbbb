'use client';

import { useFormatter, useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { FieldDef } from '@/lib/resources/fields';
import { useDict } from '@/lib/hooks/use-dict';
import { useTreeOptions } from '@/lib/hooks/use-tree-options';
import { TOP_PARENT_ID } from '@/lib/resources/tree-options';
import { ImageThumb } from './image-thumb';
import { byteSize } from '@/lib/i18n/byte-size';
import { MONEY_FORMAT, TONNE_FORMAT } from '@/lib/i18n/number-formats';

/** How a stored value reads in a grid cell and in the view dialog: dictionary labels, money, tonnes, links, thumbnails (`thumbSize` px). */
export function FieldValue({
  field,
  value,
  optionLabel,
  thumbSize = 28,
}: {
  field: FieldDef;
  value: unknown;
  optionLabel?: (value: string) => string;
  thumbSize?: number;
}) {
  const t = useTranslations('crud');
  const format = useFormatter();
  const empty = value === undefined || value === null || value === '' || (value === -1 && field.type !== 'number');
  if (field.type === 'dict')
    return <DictValue code={field.dict} biz={!!(field as { biz?: boolean }).biz} value={empty ? '' : String(value)} />;
  if (field.type === 'tree') return <TreeValue field={field} value={empty ? '' : String(value)} />;
  if (empty) return <span>{t('empty')}</span>;
  const text = String(value);
  switch (field.type) {
    case 'money':
      return <>{format.number(Number(value), MONEY_FORMAT)}</>;
    case 'weight':
      return <>{format.number(Number(value), TONNE_FORMAT)} t</>;
    case 'number':
      if (field.format === 'bytes' && Number.isFinite(Number(value))) {
        const size = byteSize(Number(value));
        return <>{format.number(size.value, size.options)}</>;
      }
      // Rates and ratios: a stored 4.6499999999999995 reads 4.65, not a clipped "9999999999995".
      return (
        <>
          {Number.isFinite(Number(value)) && !Number.isInteger(Number(value))
            ? format.number(Number(value), { maximumFractionDigits: 4, useGrouping: false })
            : text}
        </>
      );
    case 'switch':
      return <>{Number(value) === 1 ? t('yes') : t('no')}</>;
    case 'select':
      if (field.chips)
        return (
          <Chip
            size="small"
            variant={field.chips[text] === 'success' ? 'filled' : 'outlined'}
            color={field.chips[text] ?? 'default'}
            label={optionLabel ? optionLabel(text) : text}
          />
        );
      return <>{optionLabel ? optionLabel(text) : text}</>;
    case 'image':
      return (
        <>
          {text
            .split(',')
            .filter(Boolean)
            .map((url) => (
              <ImageThumb key={url} url={url} size={thumbSize} />
            ))}
        </>
      );
    case 'file':
      return (
        <>
          {text
            .split(',')
            .filter(Boolean)
            .map((url) => (
              <Link key={url} href={url} target="_blank" rel="noopener noreferrer" sx={{ mr: 1 }}>
                {url.split('/').pop()}
              </Link>
            ))}
        </>
      );
    case 'password':
      return <>••••••</>;
    default:
      return <>{text}</>;
  }
}

function DictValue({ code, biz, value }: { code: string; biz: boolean; value: string }) {
  const t = useTranslations('crud');
  const { options, isLoading } = useDict(code, biz);
  if (value === '') return <span>{t('empty')}</span>;
  // An empty chip of the same height until the dictionary arrives, rather than its raw keys ("1") for a moment.
  if (isLoading && options.length === 0) return <Chip size="small" variant="outlined" label="" aria-busy="true" sx={{ minWidth: 40 }} />;
  const labels = value.split(',').map((key) => options.find((option) => option.value === key)?.label ?? key);
  return <Chip size="small" variant="outlined" label={labels.join(', ')} />;
}

function TreeValue({ field, value }: { field: FieldDef; value: string }) {
  const t = useTranslations('crud');
  const { options } = useTreeOptions(field.type === 'tree' ? field.source : undefined);
  if (value === '' || value === TOP_PARENT_ID) return <span>{t('empty')}</span>;
  return (
    <>
      {value
        .split(',')
        .map((id) => options.find((option) => option.value === id)?.label ?? id)
        .join(', ')}
    </>
  );
}
