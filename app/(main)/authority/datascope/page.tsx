import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { readSession } from '@/lib/session';
import { ScopeScreen } from '@/components/system/scope-screen';
import { dataScope } from '@/lib/resources/system/scope';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('data_scope');

// /authority/datascope — data scopes by menu.
export default async function DataScopePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/authority/datascope');
  // Started now, awaited inside the boundary: the shell and the screen's frame stream before the rows are read.
  const rows = loadFirstPage(dataScope, await searchParams, await readSession());
  return <FirstRowsBoundary firstPage={rows} screen={(firstPage) => <ScopeScreen resource={dataScope} firstPage={firstPage} />} />;
}
