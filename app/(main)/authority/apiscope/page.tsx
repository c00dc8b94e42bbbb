import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import type { PageSearchParams } from '@/lib/bff/first-page';
import { listScreenData } from '@/lib/bff/list-screen-data';
import { ScopeScreen } from '@/components/system/scope-screen';
import { apiScope } from '@/lib/resources/system/scope';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('api_scope');

// /authority/apiscope — API scopes by menu.
export default async function ApiScopePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireMenuRoute('/authority/apiscope');
  return (
    <FirstRowsBoundary
      {...(await listScreenData(apiScope, searchParams))}
      screen={(firstPage) => <ScopeScreen resource={apiScope} firstPage={firstPage} />}
    />
  );
}
