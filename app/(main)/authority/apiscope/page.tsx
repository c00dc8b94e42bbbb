import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { readSession } from '@/lib/session';
import { ScopeScreen } from '@/components/system/scope-screen';
import { apiScope } from '@/lib/resources/system/scope';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('api_scope');

// /authority/apiscope — API scopes by menu.
export default async function ApiScopePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/authority/apiscope');
  // Started now, awaited inside the boundary: the shell and the screen's frame stream before the rows are read.
  const rows = loadFirstPage(apiScope, await searchParams, await readSession());
  return <FirstRowsBoundary firstPage={rows} screen={(firstPage) => <ScopeScreen resource={apiScope} firstPage={firstPage} />} />;
}
