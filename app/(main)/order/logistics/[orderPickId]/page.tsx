import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PickupLogistics } from '@/components/trade/pickup-logistics';

type Props = { params: Promise<{ orderPickId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('pages.pickupLogistics', { id: decodeURIComponent((await params).orderPickId) }) }) };
}

// /order/logistics/{orderPickId} (docs/spec.md §2): a pick-up's movements and weigh slips; wins over the [...path] catch-all.
export default async function PickupLogisticsPage({ params }: Props) {
  const pickupId = decodeURIComponent((await params).orderPickId);
  return <PickupLogistics key={pickupId} pickupId={pickupId} />;
}
