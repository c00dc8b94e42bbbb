import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { readSession } from '@/lib/session';
import { topmenu } from '@/lib/resources/system/topmenu';
import { TopMenuScreen } from '@/components/system/topmenu-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('topmenu');

// /system/topmenu — top menus with their menu assignment (菜单配置).
export default async function TopMenuPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/system/topmenu');
  // Started now, awaited inside the boundary: the shell and the screen's frame stream before the rows are read.
  const rows = loadFirstPage(topmenu, await searchParams, await readSession());
  return <FirstRowsBoundary firstPage={rows} screen={(firstPage) => <TopMenuScreen firstPage={firstPage} />} />;
}
