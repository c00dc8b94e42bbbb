import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { columnPrefsFromCookies } from '@/lib/bff/column-prefs-cookies';
import { readSession } from '@/lib/session';
import { ScopeScreen } from '@/components/system/scope-screen';
import { apiScope } from '@/lib/resources/system/scope';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('api_scope');

// /authority/apiscope — API scopes by menu.
export default async function ApiScopePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/authority/apiscope');
  // Started now, awaited by the boundary for a moment at most (components/resource/first-rows-boundary.tsx).
  const session = await readSession();
  const rows = loadFirstPage(apiScope, await searchParams, session);
  return (
    <FirstRowsBoundary
      firstPage={rows}
      prefs={await columnPrefsFromCookies(session)}
      screen={(firstPage) => <ScopeScreen resource={apiScope} firstPage={firstPage} />}
    />
  );
}
