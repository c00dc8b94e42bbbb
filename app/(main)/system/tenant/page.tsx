import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import type { PageSearchParams } from '@/lib/bff/first-page';
import { listScreenData } from '@/lib/bff/list-screen-data';
import { tenant } from '@/lib/resources/system/tenant';
import { TenantScreen } from '@/components/system/tenant-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('tenant');

// /system/tenant — tenants with licence settings (授权配置) and the data-source binding.
export default async function TenantPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/system/tenant');
  return (
    <FirstRowsBoundary {...(await listScreenData(tenant, searchParams))} screen={(firstPage) => <TenantScreen firstPage={firstPage} />} />
  );
}
