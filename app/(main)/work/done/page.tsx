import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WorkScreen } from '@/components/flow/work-screen';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.work_done') }) };
}

// /work/done — 我的事务 (menu work_done).
export default async function WorkDonePage() {
  await requireMenuRoute('/work/done');
  return <WorkScreen list="done" />;
}
