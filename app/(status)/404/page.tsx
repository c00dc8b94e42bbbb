import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/status/status-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `404 - ${t('app.title')}` };
}

export default async function Status404Page() {
  const t = await getTranslations('status');
  return <StatusPage status="404" message={t('404')} actionLabel={t('backHome')} />;
}
