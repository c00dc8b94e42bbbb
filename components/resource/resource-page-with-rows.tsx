import type { ResourceDef } from '@/lib/resources/define-resource';
import type { FirstPage } from '@/lib/grid/list-key';
import { ResourcePage } from './resource-page';

/**
 * A list screen once the server has read its first page of rows (lib/bff/first-page.ts, started by the page): rendered
 * inside a Suspense boundary whose fallback is the same screen without them, so the shell is streamed at once, nothing
 * moves when the rows arrive, and a screen the server could not read for asks the browser to as before.
 */
export async function ResourcePageWithRows({ resource, firstPage }: { resource: ResourceDef; firstPage: Promise<FirstPage | null> }) {
  return <ResourcePage resource={resource} firstPage={await firstPage} />;
}
