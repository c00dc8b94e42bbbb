'use client';

import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A labelled text input for hand-built forms: string in, string out, the error under it. */
export function TextInput({
  value,
  onChange,
  error,
  ...rest
}: Omit<TextFieldProps, 'onChange' | 'error' | 'value'> & { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField
      fullWidth
      {...rest}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? ' '}
    />
  );
}
