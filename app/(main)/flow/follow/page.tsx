import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FollowScreen } from '@/components/flow/follow-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.flow_follow') }) };
}

// /flow/follow — 流程管理 (menu flow_follow).
export default function FlowFollowPage() {
  return <FollowScreen />;
}
