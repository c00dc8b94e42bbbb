import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { columnPrefsFromCookies } from '@/lib/bff/column-prefs-cookies';
import { readSession } from '@/lib/session';
import { user } from '@/lib/resources/system/user';
import { UserScreen } from '@/components/system/user-screen';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('user');

// /system/user — users with the department tree, role grant, password reset and platform settings.
export default async function UserPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/system/user');
  // Started now, awaited by the boundary for a moment at most (components/resource/first-rows-boundary.tsx).
  const session = await readSession();
  const rows = loadFirstPage(user, await searchParams, session);
  return (
    <FirstRowsBoundary
      firstPage={rows}
      prefs={await columnPrefsFromCookies(session)}
      screen={(firstPage) => <UserScreen firstPage={firstPage} />}
    />
  );
}
