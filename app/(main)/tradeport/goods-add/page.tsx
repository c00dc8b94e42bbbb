import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GoodsFormPage } from '@/components/goods/goods-form-page';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.goodsadd') }) };
}

// /tradeport/goods-add — a listing with its SKUs (`?id=` edits one); wins over the generic catch-all.
export default async function GoodsAddPage() {
  // The goods list's form screen (its 新增 and 编辑 open it): its own menu entry, or the list's.
  await requireMenuRoute('/tradeport/goods-add', '/tradeport/goods');
  return <GoodsFormPage />;
}
