import { UserScreen } from '@/components/system/user-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('user');

// /system/user — users with the department tree, role grant, password reset and platform settings.
export default async function UserPage() {
  await requireMenuRoute('/system/user');
  return <UserScreen />;
}
