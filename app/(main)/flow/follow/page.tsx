import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FollowScreen } from '@/components/flow/follow-screen';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.flow_follow') }) };
}

// /flow/follow — 流程管理 (menu flow_follow).
export default async function FlowFollowPage() {
  await requireMenuRoute('/flow/follow');
  return <FollowScreen />;
}
