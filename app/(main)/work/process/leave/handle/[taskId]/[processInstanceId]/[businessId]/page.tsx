import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeaveHandle } from '@/components/flow/leave-handle';

type Props = { params: Promise<{ taskId: string; processInstanceId: string; businessId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('workflow.pages.leaveHandle') }) };
}

// /work/process/leave/handle/{taskId}/{processInstanceId}/{businessId} (docs/spec.md §2): approve or reject a leave step.
export default async function LeaveHandlePage({ params }: Props) {
  const { taskId, processInstanceId, businessId } = await params;
  const ids = {
    taskId: decodeURIComponent(taskId),
    processInstanceId: decodeURIComponent(processInstanceId),
    businessId: decodeURIComponent(businessId),
  };
  return <LeaveHandle key={ids.taskId} {...ids} />;
}
