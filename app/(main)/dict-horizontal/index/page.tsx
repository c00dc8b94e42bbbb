import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DictScreen } from '@/components/dict/dict-screen';
import { dict } from '@/lib/resources/system/dict';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.dict') }) };
}

// /dict-horizontal/index — the system dictionaries beside the selected one's entries.
export default async function DictHorizontalPage() {
  await requireMenuRoute('/dict-horizontal/index');
  return <DictScreen resource={dict} layout="horizontal" />;
}
