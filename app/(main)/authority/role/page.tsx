import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import type { PageSearchParams } from '@/lib/bff/first-page';
import { listScreenData } from '@/lib/bff/list-screen-data';
import { role } from '@/lib/resources/system/role';
import { RoleScreen } from '@/components/system/role-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('role');

// /authority/role — the generic role list with the grant dialog (权限设置).
export default async function RolePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/authority/role');
  return <FirstRowsBoundary {...(await listScreenData(role, searchParams))} screen={(firstPage) => <RoleScreen firstPage={firstPage} />} />;
}
