'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FieldInputProps } from './input-props';

/** A yes/no field in the add/edit form, stored as Blade's '1' / '0'. */
export function SwitchField(props: FieldInputProps) {
  return (
    <FormControlLabel
      label={props.label}
      disabled={props.disabled}
      control={
        <Switch name={props.name} checked={props.value === '1'} onChange={(event) => props.onChange(event.target.checked ? '1' : '0')} />
      }
    />
  );
}
