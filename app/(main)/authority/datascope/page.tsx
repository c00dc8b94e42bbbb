import { ScopeScreen } from '@/components/system/scope-screen';
import { dataScope } from '@/lib/resources/system/scope';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export const generateMetadata = () => systemScreenMetadata('data_scope');

// /authority/datascope — data scopes by menu.
export default async function DataScopePage() {
  await requireMenuRoute('/authority/datascope');
  return <ScopeScreen resource={dataScope} />;
}
