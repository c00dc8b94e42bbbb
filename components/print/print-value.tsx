'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { PrintValue } from '@/lib/print/document';
import { MONEY_FORMAT, TONNE_FORMAT } from '@/lib/i18n/number-formats';
import { useDict } from '@/lib/hooks/use-dict';

/** One value of a printed document, formatted like the rest of the app (money, tonnes, dictionary labels). */
export function PrintValueText({ value }: { value: PrintValue }) {
  const t = useTranslations('print');
  const format = useFormatter();
  switch (value.kind) {
    case 'money':
      return <>{format.number(value.value, MONEY_FORMAT)}</>;
    case 'tonnes':
      return <>{format.number(value.value, TONNE_FORMAT)} t</>;
    case 'percent':
      return <>{format.number(value.value, { maximumFractionDigits: 4, useGrouping: false })} %</>;
    case 'dict':
      return <DictText code={value.dict} value={value.value} />;
    case 'period':
      return <>{t('period', { from: value.from || '…', to: value.to || '…' })}</>;
    case 'message':
      return <>{t(`values.${value.key}`, value.values ?? {})}</>;
    default:
      return <>{value.value}</>;
  }
}

function DictText({ code, value }: { code: string; value: string }) {
  const { options } = useDict(code, true);
  return (
    <>
      {value
        .split(',')
        .map((key) => options.find((option) => option.value === key)?.label ?? key)
        .join('、')}
    </>
  );
}
