import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeaveDetail } from '@/components/flow/leave-detail';

type Props = { params: Promise<{ processInstanceId: string; businessId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('workflow.pages.leaveDetail') }) };
}

// /work/process/leave/detail/{processInstanceId}/{businessId} (docs/spec.md §2): a leave request and its history.
export default async function LeaveDetailPage({ params }: Props) {
  const { processInstanceId, businessId } = await params;
  const ids = { processInstanceId: decodeURIComponent(processInstanceId), businessId: decodeURIComponent(businessId) };
  return <LeaveDetail key={ids.processInstanceId} {...ids} />;
}
