import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderContract } from '@/components/trade/order-contract';

type Props = { params: Promise<{ orderNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('pages.orderContract', { id: decodeURIComponent((await params).orderNo) }) }) };
}

// /order/ordercontract/{orderNo} (docs/spec.md §2): the order's contracts; wins over the [...path] catch-all.
export default async function OrderContractPage({ params }: Props) {
  const orderNo = decodeURIComponent((await params).orderNo);
  return <OrderContract key={orderNo} orderNo={orderNo} />;
}
