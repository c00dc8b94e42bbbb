import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import type { PageSearchParams } from '@/lib/bff/first-page';
import { listScreenData } from '@/lib/bff/list-screen-data';
import { user } from '@/lib/resources/system/user';
import { UserScreen } from '@/components/system/user-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('user');

// /system/user — users with the department tree, role grant, password reset and platform settings.
export default async function UserPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/system/user');
  return <FirstRowsBoundary {...(await listScreenData(user, searchParams))} screen={(firstPage) => <UserScreen firstPage={firstPage} />} />;
}
