import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoanDetail } from '@/components/finance/loan-detail';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('pages.loanDetail') }) };
}

// /finance/financeloanagreement/{id}: a static segment under the menu path, so it wins over the [...path] catch-all.
export default async function LoanDetailPage({ params }: Props) {
  const id = decodeURIComponent((await params).id);
  return <LoanDetail key={id} id={id} />;
}
