import { UserScreen } from '@/components/system/user-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';

export const generateMetadata = () => systemScreenMetadata('user');

// /system/user — users with the department tree, role grant, password reset and platform settings.
export default function UserPage() {
  return <UserScreen />;
}
