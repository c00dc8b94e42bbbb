'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { useChangeHistory } from '@/lib/hooks/use-change-history';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { LazyAlert } from '../feedback/lazy-alert';
import { ChangeHistoryList } from './change-history-list';

/**
 * The view dialog's 详情 | 变更记录 tabs: the record's fields (children) and its change history. Against a gateway
 * without the history endpoint there is no tab bar, only the fields.
 */
export function ViewHistoryTabs({ resource, recordId, children }: { resource: ResourceDef; recordId: string | null; children: ReactNode }) {
  const t = useTranslations('history');
  const errorText = useErrorText();
  const [tab, setTab] = useState<'detail' | 'history'>('detail');
  const history = useChangeHistory(resource.api, recordId);
  if (!history.available) return <>{children}</>;
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: 'detail' | 'history') => setTab(next)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label={t('tabs')}
      >
        <Tab value="detail" label={t('detail')} id="view-tab-detail" aria-controls="view-panel-detail" />
        <Tab value="history" label={t('title')} id="view-tab-history" aria-controls="view-panel-history" data-testid="view-tab-history" />
      </Tabs>
      <Box role="tabpanel" id="view-panel-detail" aria-labelledby="view-tab-detail" hidden={tab !== 'detail'}>
        {children}
      </Box>
      <Box role="tabpanel" id="view-panel-history" aria-labelledby="view-tab-history" hidden={tab !== 'history'}>
        {tab === 'history' &&
          (history.isLoading ? (
            <LinearProgress />
          ) : history.error ? (
            <LazyAlert severity="error">{errorText(history.error)}</LazyAlert>
          ) : (
            <ChangeHistoryList resource={resource} entries={history.entries} />
          ))}
      </Box>
    </>
  );
}
