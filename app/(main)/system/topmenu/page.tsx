import { TopMenuScreen } from '@/components/system/topmenu-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('topmenu');

// /system/topmenu — top menus with their menu assignment (菜单配置).
export default async function TopMenuPage() {
  await requireMenuRoute('/system/topmenu');
  return <TopMenuScreen />;
}
