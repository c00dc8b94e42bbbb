import { RoleScreen } from '@/components/system/role-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';

export const generateMetadata = () => systemScreenMetadata('role');

// /authority/role — the generic role list with the grant dialog (权限设置).
export default function RolePage() {
  return <RoleScreen />;
}
