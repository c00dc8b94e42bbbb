import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderShipping } from '@/components/trade/order-shipping';

type Props = { searchParams: Promise<{ orderNo?: string | string[]; pickupNo?: string | string[] }> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations();
  const orderNo = one((await searchParams).orderNo);
  return { title: t('app.pageTitle', { page: orderNo ? t('orderShipping.title', { orderNo }) : t('pages.orderShipping') }) };
}

// /component/orderShipping (docs/spec.md §2): an order's shipping records and fees, narrowed to one pick-up with ?pickupNo=.
export default async function OrderShippingPage({ searchParams }: Props) {
  const query = await searchParams;
  const orderNo = one(query.orderNo).trim();
  const pickupNo = one(query.pickupNo).trim();
  return <OrderShipping key={`${orderNo}/${pickupNo}`} orderNo={orderNo} pickupNo={pickupNo} />;
}
