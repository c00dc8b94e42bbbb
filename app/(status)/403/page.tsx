import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/status/status-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `403 - ${t('app.title')}` };
}

export default async function Status403Page() {
  const t = await getTranslations('status');
  return <StatusPage status="403" message={t('403')} actionLabel={t('backHome')} />;
}
