import { ScopeScreen } from '@/components/system/scope-screen';
import { apiScope } from '@/lib/resources/system/scope';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('api_scope');

// /authority/apiscope — API scopes by menu.
export default async function ApiScopePage() {
  await requireMenuRoute('/authority/apiscope');
  return <ScopeScreen resource={apiScope} />;
}
