'use client';

import { useTranslations } from 'next-intl';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { useChangeHistory } from '@/lib/hooks/use-change-history';
import { Section } from '../trade/section';
import { ChangeHistoryList } from './change-history-list';

/**
 * A detail page's 变更记录 (order, pick-up, loan, pledge): the record's change history, or nothing at all against a
 * gateway that keeps none. `version` changes after the page's own actions so the history is read again.
 */
export function ChangeHistorySection({
  resource,
  recordId,
  version,
  id,
  title,
}: {
  resource: ResourceDef;
  recordId: string | null | undefined;
  version?: unknown;
  id: string;
  title?: string;
}) {
  const t = useTranslations('history');
  const history = useChangeHistory(resource.api, recordId, version);
  if (!history.available) return null;
  return (
    <Section title={title ?? t('title')} loading={history.isLoading} error={history.error} id={id}>
      <ChangeHistoryList resource={resource} entries={history.entries} />
    </Section>
  );
}
