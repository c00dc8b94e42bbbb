import { TenantScreen } from '@/components/system/tenant-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('tenant');

// /system/tenant — tenants with licence settings (授权配置) and the data-source binding.
export default async function TenantPage() {
  await requireMenuRoute('/system/tenant');
  return <TenantScreen />;
}
