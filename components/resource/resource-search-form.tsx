'use client';

import { memo, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { DATE_FROM, DATE_TO, searchInputKey, searchInputName } from '@/lib/grid/grid-state';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { useEarlyInput } from '@/lib/hooks/use-early-input';
import { FieldInput } from './field-input';

/** Fields shown before "more filters". */
const VISIBLE_FILTERS = 3;
const TYPED_AS_VALUE = new Set<string | undefined>(['text', 'textarea', 'phone', 'email', 'number', 'money', 'weight', 'date']);

/**
 * The search form: the fields marked searchable plus the createTime range; Enter searches. Memoised: a new page of rows
 * does not touch it. `actions` go beside its buttons (the saved views menu): hand it an element that keeps its identity.
 */
export const ResourceSearchForm = memo(function ResourceSearchForm({
  resource,
  filters,
  onSearch,
  actions,
}: {
  resource: ResourceDef;
  filters: Record<string, string>;
  onSearch: (filters: Record<string, string>) => void;
  actions?: ReactNode;
}) {
  const t = useTranslations('crud');
  const text = useResourceText(resource);
  const [draft, setDraft] = useState(filters);
  const [expanded, setExpanded] = useState(false);
  // `filters` keeps its identity until the applied search changes (useResourceGrid): paging keeps a typed draft.
  useEffect(() => setDraft(filters), [filters]);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (name, value) => {
    const key = searchInputKey(name);
    // Pickers (dictionaries, trees) show a label, not the value they hold: only boxes whose text is the value count.
    if (key && (key === DATE_FROM || key === DATE_TO || TYPED_AS_VALUE.has(resource.fields[key]?.type)))
      setDraft((current) => ({ ...current, [key]: value }));
  });

  const searchable = Object.entries(resource.fields).filter(([, field]) => field.search);
  const withDates = resource.dateRange !== false && 'createTime' in resource.fields;
  const hidden = searchable.length > VISIBLE_FILTERS && !expanded;
  const shown = hidden ? searchable.slice(0, VISIBLE_FILTERS) : searchable;
  if (searchable.length === 0 && !withDates) return actions ? <Paper sx={{ p: 2, display: 'flex', gap: 1 }}>{actions}</Paper> : null;

  const set = (key: string) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')));
  };

  return (
    <Paper component="form" ref={formRef} onSubmit={submit} role="search" aria-label={t('search')} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {shown.map(([name, field]) => (
          <FieldInput
            key={name}
            compact
            name={searchInputName(name)}
            field={{ ...field, required: false }}
            label={text.label(name)}
            value={draft[name] ?? ''}
            onChange={set(name)}
            optionLabel={(value) => text.option(name, value)}
          />
        ))}
        {withDates && !hidden && (
          <>
            <TextField
              type="date"
              label={t('dateFrom')}
              name={searchInputName(DATE_FROM)}
              value={draft[DATE_FROM] ?? ''}
              onChange={(event) => set(DATE_FROM)(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t('dateTo')}
              name={searchInputName(DATE_TO)}
              value={draft[DATE_TO] ?? ''}
              onChange={(event) => set(DATE_TO)(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="search-submit">
            {t('search')}
          </Button>
          <Button type="button" startIcon={<RestartAltIcon />} onClick={() => (setDraft({}), onSearch({}))} data-testid="search-reset">
            {t('reset')}
          </Button>
          {(searchable.length > VISIBLE_FILTERS || (withDates && searchable.length > VISIBLE_FILTERS)) && (
            <Button
              type="button"
              size="small"
              onClick={() => setExpanded((value) => !value)}
              endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            >
              {expanded ? t('lessFilters') : t('moreFilters')}
            </Button>
          )}
          {actions}
        </Box>
      </Box>
    </Paper>
  );
});
