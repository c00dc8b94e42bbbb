import { Suspense } from 'react';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { loadFirstPage, type PageSearchParams } from '@/lib/bff/first-page';
import { readSession } from '@/lib/session';
import { ResourcePage } from './resource-page';

type Props = { resource: ResourceDef; searchParams: PageSearchParams };

/**
 * A list screen with its first page of rows in the server's HTML (lib/bff/first-page.ts), streamed: until the rows are
 * read the page is the same screen fetching them in the browser as before (same layout, so nothing moves when the rows
 * arrive), and the shell around it is never held up by the list.
 */
export function ResourcePageWithRows({ resource, searchParams }: Props) {
  return (
    <Suspense fallback={<ResourcePage resource={resource} />}>
      <WithFirstPage resource={resource} searchParams={searchParams} />
    </Suspense>
  );
}

async function WithFirstPage({ resource, searchParams }: Props) {
  const firstPage = await loadFirstPage(resource, searchParams, await readSession());
  return <ResourcePage resource={resource} firstPage={firstPage} />;
}
