import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { readSession } from '@/lib/session';
import { role } from '@/lib/resources/system/role';
import { RoleScreen } from '@/components/system/role-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('role');

// /authority/role — the generic role list with the grant dialog (权限设置).
export default async function RolePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/authority/role');
  // Started now, awaited inside the boundary: the shell and the screen's frame stream before the rows are read.
  const rows = loadFirstPage(role, await searchParams, await readSession());
  return <FirstRowsBoundary firstPage={rows} screen={(firstPage) => <RoleScreen firstPage={firstPage} />} />;
}
