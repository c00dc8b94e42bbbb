import { RoleScreen } from '@/components/system/role-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('role');

// /authority/role — the generic role list with the grant dialog (权限设置).
export default async function RolePage() {
  await requireMenuRoute('/authority/role');
  return <RoleScreen />;
}
