import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ManagerScreen } from '@/components/flow/manager-screen';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.flow_manager') }) };
}

// /flow/manager — 流程管理 (menu flow_manager).
export default async function FlowManagerPage() {
  await requireMenuRoute('/flow/manager');
  return <ManagerScreen />;
}
