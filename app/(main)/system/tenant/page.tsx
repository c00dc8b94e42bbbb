import { TenantScreen } from '@/components/system/tenant-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';

export const generateMetadata = () => systemScreenMetadata('tenant');

// /system/tenant — tenants with licence settings (授权配置) and the data-source binding.
export default function TenantPage() {
  return <TenantScreen />;
}
