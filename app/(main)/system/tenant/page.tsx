import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { readSession } from '@/lib/session';
import { tenant } from '@/lib/resources/system/tenant';
import { TenantScreen } from '@/components/system/tenant-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('tenant');

// /system/tenant — tenants with licence settings (授权配置) and the data-source binding.
export default async function TenantPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/system/tenant');
  // Started now, awaited inside the boundary: the shell and the screen's frame stream before the rows are read.
  const rows = loadFirstPage(tenant, await searchParams, await readSession());
  return <FirstRowsBoundary firstPage={rows} screen={(firstPage) => <TenantScreen firstPage={firstPage} />} />;
}
