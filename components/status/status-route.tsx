import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from './status-page';

export type StatusCode = '404' | '403' | '500';

/** Metadata and page of the literal /404, /403, /500 routes (docs/spec.md §2). */
export async function statusMetadata(status: StatusCode): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${status} - ${t('app.title')}` };
}

export async function StatusRoute({ status }: { status: StatusCode }) {
  const t = await getTranslations('status');
  return <StatusPage status={status} message={t(status)} actionLabel={t('backHome')} />;
}
