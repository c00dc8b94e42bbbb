import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DictScreen } from '@/components/dict/dict-screen';
import { dictbiz } from '@/lib/resources/system/dict';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.dictbiz') }) };
}

// /dict-vertical/index — the business dictionaries (per tenant) as a tree, the selected one's entries below.
export default async function DictVerticalPage() {
  await requireMenuRoute('/dict-vertical/index');
  return <DictScreen resource={dictbiz} layout="vertical" />;
}
