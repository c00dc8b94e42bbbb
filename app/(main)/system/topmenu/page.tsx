import { TopMenuScreen } from '@/components/system/topmenu-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';

export const generateMetadata = () => systemScreenMetadata('topmenu');

// /system/topmenu — top menus with their menu assignment (菜单配置).
export default function TopMenuPage() {
  return <TopMenuScreen />;
}
