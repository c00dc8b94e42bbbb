import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeaveForm } from '@/components/flow/leave-form';

type Props = { params: Promise<{ processDefinitionId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('workflow.pages.leaveForm') }) };
}

// /work/process/leave/form/{processDefinitionId} (docs/spec.md §2): the leave process's start form.
export default async function LeaveFormPage({ params }: Props) {
  const processDefinitionId = decodeURIComponent((await params).processDefinitionId);
  return <LeaveForm key={processDefinitionId} processDefinitionId={processDefinitionId} />;
}
