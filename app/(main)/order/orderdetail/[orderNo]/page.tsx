import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderDetail } from '@/components/trade/order-detail';

type Props = { params: Promise<{ orderNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('pages.orderDetail', { id: decodeURIComponent((await params).orderNo) }) }) };
}

// /order/orderdetail/{orderNo} (docs/spec.md §2): a static segment, so it wins over the [...path] catch-all.
export default async function OrderDetailPage({ params }: Props) {
  const orderNo = decodeURIComponent((await params).orderNo);
  return <OrderDetail key={orderNo} orderNo={orderNo} />;
}
