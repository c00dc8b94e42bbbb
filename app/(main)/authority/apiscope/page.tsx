import { ScopeScreen } from '@/components/system/scope-screen';
import { apiScope } from '@/lib/resources/system/scope';
import { systemScreenMetadata } from '@/lib/system/screen-metadata';

export const generateMetadata = () => systemScreenMetadata('api_scope');

// /authority/apiscope — API scopes by menu.
export default function ApiScopePage() {
  return <ScopeScreen resource={apiScope} />;
}
