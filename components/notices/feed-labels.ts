'use client';

import { useTranslations } from 'next-intl';
import { useDict, type DictOption } from '@/lib/hooks/use-dict';
import { useDictLabel } from '@/lib/hooks/use-dict-label';
import type { FeedItem } from '@/lib/notices/feed-item';
import { relativeTime } from '@/lib/notices/relative-time';

const labelOf = (options: DictOption[], key: string) => options.find((option) => option.value === key)?.label ?? '';

/** How an item reads in the list and the detail: heading, category label, one-line summary, time text. */
export function useFeedLabels() {
  const t = useTranslations('notices');
  const noticeCategories = useDict('notice').options;
  const smsTypes = useDict('sms_type', true).options;
  const dictLabel = useDictLabel();

  const category = (item: FeedItem) => {
    if (item.tab === 'notices') {
      const resolved = item.categoryName && dictLabel('notice', item.category, item.categoryName);
      return labelOf(noticeCategories, item.category) || resolved || t('uncategorized');
    }
    if (item.tab === 'mail') return labelOf(smsTypes, item.category) || t('mailFallback');
    return '';
  };
  const heading = (item: FeedItem) => (item.tab === 'mail' ? category(item) : item.title);
  const summary = (item: FeedItem) =>
    item.attachment ? `${t(`attachment.${item.attachment.type}`)} ${item.attachment.label}`.trim() : item.text;
  const time = (item: FeedItem, now = Date.now()) => {
    const relative = relativeTime(item.time, now);
    if (relative.key === 'date') return relative.date;
    if (relative.key === 'minutes' || relative.key === 'hours' || relative.key === 'days')
      return t(`time.${relative.key}`, { count: relative.count });
    return t(`time.${relative.key}`);
  };
  return { category, heading, summary, time };
}

export type FeedLabels = ReturnType<typeof useFeedLabels>;
