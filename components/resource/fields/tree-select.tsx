'use client';

import { useTranslations } from 'next-intl';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TreeSource } from '@/lib/resources/fields';
import { TOP_PARENT_ID, type TreeOption } from '@/lib/resources/tree-options';
import { useTreeOptions } from '@/lib/hooks/use-tree-options';
import { helperProps, type FieldInputProps } from './input-props';

/** A tree (depts, categories, regions…) as a searchable, indented picker; `multiple` stores ids comma-joined. */
export function TreeSelect(props: FieldInputProps & { source: TreeSource; multiple: boolean }) {
  const t = useTranslations('crud');
  const { options, isLoading } = useTreeOptions(props.source, props.tenantId);
  const byValue = new Map(options.map((option) => [option.value, option]));
  // A top-level row's parent: the picker names it, as the view shows no parent.
  const pick = (id: string): TreeOption =>
    byValue.get(id) ?? { value: id, label: id === TOP_PARENT_ID ? t('topLevel') : id, depth: 0, path: id };
  const common = {
    options,
    loading: isLoading,
    disabled: props.disabled,
    noOptionsText: t('noOptions'),
    loadingText: t('loading'),
    getOptionLabel: (option: TreeOption) => option.label,
    isOptionEqualToValue: (a: TreeOption, b: TreeOption) => a.value === b.value,
    filterOptions: (list: TreeOption[], state: { inputValue: string }) =>
      list.filter((option) => option.path.toLowerCase().includes(state.inputValue.trim().toLowerCase())),
    renderOption: (attributes: React.HTMLAttributes<HTMLLIElement> & { key: React.Key }, option: TreeOption) => {
      const { key, ...rest } = attributes;
      return (
        <li key={key ?? option.value} {...rest} style={{ paddingLeft: 16 + option.depth * 16 }}>
          {option.label}
        </li>
      );
    },
    renderInput: (params: object) => (
      <TextField
        {...params}
        name={props.name}
        label={props.label}
        required={!props.compact && props.field.required}
        onBlur={props.onBlur}
        {...helperProps(props)}
      />
    ),
  };
  if (props.multiple) {
    const ids = props.value ? props.value.split(',').filter(Boolean) : [];
    return (
      <Autocomplete
        multiple
        {...common}
        value={ids.map(pick)}
        onChange={(_, next: TreeOption[]) => props.onChange(next.map((option) => option.value).join(','))}
      />
    );
  }
  return (
    <Autocomplete
      {...common}
      value={props.value ? pick(props.value) : null}
      onChange={(_, next: TreeOption | null) => props.onChange(next?.value ?? '')}
    />
  );
}
