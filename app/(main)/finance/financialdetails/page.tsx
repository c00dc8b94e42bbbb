import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResourcePage } from '@/components/resource/resource-page';
import { FinancialStatisticsPanel } from '@/components/finance/financial-statistics';
import { financialDetails } from '@/lib/resources/business/financial-details';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('menu.financialdetails') }) };
}

// 财务明细 (its menu path): the journal's totals and a chart of statisticsFinancial above the generic list.
export default async function FinancialDetailsRoute() {
  await requireMenuRoute('/finance/financialdetails');
  return (
    <>
      <FinancialStatisticsPanel />
      <ResourcePage resource={financialDetails} />
    </>
  );
}
