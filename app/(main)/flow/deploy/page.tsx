import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeployScreen } from '@/components/flow/deploy-screen';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.flow_deploy') }) };
}

// /flow/deploy — 流程管理 (menu flow_deploy).
export default async function FlowDeployPage() {
  await requireMenuRoute('/flow/deploy');
  return <DeployScreen />;
}
