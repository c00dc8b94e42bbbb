'use client';

import { useTranslations } from 'next-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDict } from '@/lib/hooks/use-dict';
import { helperProps, type FieldInputProps } from './input-props';

/** A Blade dictionary as a select: stores dictKey, shows dictValue. */
export function DictSelect(props: FieldInputProps & { code: string; biz: boolean }) {
  const t = useTranslations('crud');
  const { options, isLoading } = useDict(props.code, props.biz);
  return (
    <TextField
      select
      fullWidth
      name={props.name}
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      required={!props.compact && props.field.required}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      {...helperProps(props)}
    >
      {props.compact && (
        <MenuItem value="">
          <em>{t('empty')}</em>
        </MenuItem>
      )}
      {isLoading && (
        <MenuItem disabled value="__loading">
          {t('loading')}
        </MenuItem>
      )}
      {/* Keep an unknown stored key selectable so editing never silently drops it. */}
      {props.value && !isLoading && !options.some((option) => option.value === props.value) && (
        <MenuItem value={props.value}>{props.value}</MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
