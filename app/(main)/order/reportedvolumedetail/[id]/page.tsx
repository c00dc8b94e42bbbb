import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VolumeReportLines } from '@/components/trade/volume-report-lines';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('pages.volumeReport') }) };
}

// /order/reportedvolumedetail/{id} (docs/spec.md §2): a volume report and its trucks; wins over the [...path] catch-all.
export default async function VolumeReportPage({ params }: Props) {
  const id = decodeURIComponent((await params).id);
  return <VolumeReportLines key={id} reportId={id} />;
}
