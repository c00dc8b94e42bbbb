import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { columnPrefsFromCookies } from '@/lib/bff/column-prefs-cookies';
import { readSession } from '@/lib/session';
import { role } from '@/lib/resources/system/role';
import { RoleScreen } from '@/components/system/role-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('role');

// /authority/role — the generic role list with the grant dialog (权限设置).
export default async function RolePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/authority/role');
  // Started now, awaited by the boundary for a moment at most (components/resource/first-rows-boundary.tsx).
  const session = await readSession();
  const rows = loadFirstPage(role, await searchParams, session);
  return (
    <FirstRowsBoundary
      firstPage={rows}
      prefs={await columnPrefsFromCookies(session)}
      screen={(firstPage) => <RoleScreen firstPage={firstPage} />}
    />
  );
}
