import { ScopeScreen } from '@/components/system/scope-screen';
import { dataScope } from '@/lib/resources/system/scope';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';

export const generateMetadata = () => systemScreenMetadata('data_scope');

// /authority/datascope — data scopes by menu.
export default function DataScopePage() {
  return <ScopeScreen resource={dataScope} />;
}
