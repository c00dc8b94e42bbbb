import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WorkScreen } from '@/components/flow/work-screen';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.work_send') }) };
}

// /work/send — 我的事务 (menu work_send).
export default async function WorkSendPage() {
  await requireMenuRoute('/work/send');
  return <WorkScreen list="send" />;
}
