import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import type { PageSearchParams } from '@/lib/bff/first-page';
import { listScreenData } from '@/lib/bff/list-screen-data';
import { ScopeScreen } from '@/components/system/scope-screen';
import { dataScope } from '@/lib/resources/system/scope';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('data_scope');

// /authority/datascope — data scopes by menu.
export default async function DataScopePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/authority/datascope');
  return (
    <FirstRowsBoundary
      {...(await listScreenData(dataScope, searchParams))}
      screen={(firstPage) => <ScopeScreen resource={dataScope} firstPage={firstPage} />}
    />
  );
}
