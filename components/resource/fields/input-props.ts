import type { FieldDef } from '@/lib/resources/fields';

/** What every field input receives: form values are strings. */
export type FieldInputProps = {
  name: string;
  field: FieldDef;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  /** Search forms: no helper-text gap, no required marker. */
  compact?: boolean;
  optionLabel?: (value: string) => string;
  /** Tree pickers with `tenantFrom`: the tenant whose nodes to offer. */
  tenantId?: string;
};

export const helperProps = ({ error, compact }: Pick<FieldInputProps, 'error' | 'compact'>) => ({
  error: !!error,
  helperText: compact ? undefined : (error ?? ' '),
});
