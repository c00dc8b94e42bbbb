import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { columnPrefsFromCookies } from '@/lib/bff/column-prefs-cookies';
import { readSession } from '@/lib/session';
import { tenant } from '@/lib/resources/system/tenant';
import { TenantScreen } from '@/components/system/tenant-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('tenant');

// /system/tenant — tenants with licence settings (授权配置) and the data-source binding.
export default async function TenantPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/system/tenant');
  // Started now, awaited by the boundary for a moment at most (components/resource/first-rows-boundary.tsx).
  const session = await readSession();
  const rows = loadFirstPage(tenant, await searchParams, session);
  return (
    <FirstRowsBoundary
      firstPage={rows}
      prefs={await columnPrefsFromCookies(session)}
      screen={(firstPage) => <TenantScreen firstPage={firstPage} />}
    />
  );
}
