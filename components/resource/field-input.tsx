'use client';

import { useTranslations } from 'next-intl';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DictSelect } from './fields/dict-select';
import { lazyComponent } from '../lazy';
import { helperProps, type FieldInputProps } from './fields/input-props';

// The tree picker (an Autocomplete) loads after the first paint; until then a disabled field holds its place.
const TreeSelect = lazyComponent<FieldInputProps & { source: import('@/lib/resources/fields').TreeSource; multiple: boolean }>(
  () => import('./fields/tree-select').then((module) => module.TreeSelect),
  (props) => <TextField fullWidth disabled name={props.name} label={props.label} value="" {...helperProps(props)} />,
);

// Only the add/edit form has uploads and switches (the search form asks yes/no with a select), so
// their code stays out of a list page's first load; the form dialog preloads them when it opens.
const UploadField = lazyComponent<FieldInputProps>(() => import('./fields/upload-field').then((module) => module.UploadField));
const SwitchField = lazyComponent<FieldInputProps>(() => import('./fields/switch-field').then((module) => module.SwitchField));

export function preloadFormInputs() {
  return Promise.all([UploadField.preload(), SwitchField.preload(), TreeSelect.preload()]);
}

/** The input for a field's value type, shared by the search form and the add/edit dialog. */
export function FieldInput(props: FieldInputProps) {
  const t = useTranslations('crud');
  const { field } = props;
  const base = {
    fullWidth: true,
    name: props.name,
    label: props.label,
    value: props.value,
    disabled: props.disabled,
    required: !props.compact && field.required,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value),
    onBlur: props.onBlur,
    ...helperProps(props),
  };
  switch (field.type) {
    case 'dict':
      return <DictSelect {...props} code={field.dict} biz={!!(field as { biz?: boolean }).biz} />;
    case 'tree':
      return <TreeSelect {...props} source={field.source} multiple={!!field.multiple && !props.compact} />;
    case 'image':
    case 'file':
      return <UploadField {...props} />;
    case 'select':
      return (
        <TextField select {...base}>
          {props.compact && (
            <MenuItem value="">
              <em>{t('empty')}</em>
            </MenuItem>
          )}
          {field.options.map((option) => (
            <MenuItem key={option} value={option}>
              {props.optionLabel?.(option) ?? option}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'switch':
      if (props.compact) {
        return (
          <TextField select {...base}>
            <MenuItem value="">
              <em>{t('empty')}</em>
            </MenuItem>
            <MenuItem value="1">{t('yes')}</MenuItem>
            <MenuItem value="0">{t('no')}</MenuItem>
          </TextField>
        );
      }
      return <SwitchField {...props} />;
    case 'textarea':
      return <TextField {...base} multiline minRows={props.compact ? 1 : 3} maxRows={12} />;
    case 'number':
    case 'money':
    case 'weight':
      return (
        <TextField
          {...base}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input:
              field.type === 'number'
                ? undefined
                : { endAdornment: <InputAdornment position="end">{field.type === 'money' ? t('currencyUnit') : 't'}</InputAdornment> },
          }}
        />
      );
    case 'date':
      return <TextField {...base} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'datetime':
      return (
        <TextField
          {...base}
          type="datetime-local"
          value={props.value.replace(' ', 'T')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
      );
    case 'password':
      return <TextField {...base} type="password" autoComplete="new-password" />;
    case 'email':
      return <TextField {...base} type="email" />;
    case 'phone':
      return <TextField {...base} type="tel" slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }} />;
    default:
      return <TextField {...base} />;
  }
}
