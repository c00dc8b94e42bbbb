import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/status/status-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `500 - ${t('app.title')}` };
}

export default async function Status500Page() {
  const t = await getTranslations('status');
  return <StatusPage status="500" message={t('500')} actionLabel={t('backHome')} />;
}
