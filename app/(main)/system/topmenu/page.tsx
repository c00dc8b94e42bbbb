import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import type { PageSearchParams } from '@/lib/bff/first-page';
import { listScreenData } from '@/lib/bff/list-screen-data';
import { topmenu } from '@/lib/resources/system/topmenu';
import { TopMenuScreen } from '@/components/system/topmenu-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('topmenu');

// /system/topmenu — top menus with their menu assignment (菜单配置).
export default async function TopMenuPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/system/topmenu');
  return (
    <FirstRowsBoundary {...(await listScreenData(topmenu, searchParams))} screen={(firstPage) => <TopMenuScreen firstPage={firstPage} />} />
  );
}
