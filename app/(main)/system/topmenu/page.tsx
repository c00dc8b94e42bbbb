import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { columnPrefsFromCookies } from '@/lib/bff/column-prefs-cookies';
import { readSession } from '@/lib/session';
import { topmenu } from '@/lib/resources/system/topmenu';
import { TopMenuScreen } from '@/components/system/topmenu-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('topmenu');

// /system/topmenu — top menus with their menu assignment (菜单配置).
export default async function TopMenuPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/system/topmenu');
  // Started now, awaited by the boundary for a moment at most (components/resource/first-rows-boundary.tsx).
  const session = await readSession();
  const rows = loadFirstPage(topmenu, await searchParams, session);
  return (
    <FirstRowsBoundary
      firstPage={rows}
      prefs={await columnPrefsFromCookies(session)}
      screen={(firstPage) => <TopMenuScreen firstPage={firstPage} />}
    />
  );
}
