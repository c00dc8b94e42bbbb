import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ModelScreen } from '@/components/flow/model-screen';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.flow_model') }) };
}

// /flow/model — 流程管理 (menu flow_model).
export default async function FlowModelPage() {
  await requireMenuRoute('/flow/model');
  return <ModelScreen />;
}
