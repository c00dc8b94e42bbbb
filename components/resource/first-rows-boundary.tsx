import { Suspense, type ReactNode } from 'react';
import type { FirstPage } from '@/lib/grid/list-key';

/** A list screen given its first page of rows: undefined while they are read, null when the browser should ask itself. */
type Screen = (firstPage: FirstPage | null | undefined) => ReactNode;

/**
 * A screen of its own built on the generic list (users, roles, tenants…) with its first page of rows in the page's HTML,
 * as the generic route does (app/(main)/[...path]/page.tsx): the rows are read while the page streams
 * (lib/bff/first-page.ts, started by the page) and awaited inside a Suspense boundary whose fallback is the same screen
 * without them, its controls disabled (whatever was typed into it would be thrown away when the streamed screen
 * replaces it), so the shell is never held up and nothing moves when the rows arrive.
 */
export function FirstRowsBoundary({ firstPage, screen }: { firstPage: Promise<FirstPage | null>; screen: Screen }) {
  return (
    <Suspense
      fallback={
        <fieldset disabled style={{ display: 'contents' }}>
          {screen(undefined)}
        </fieldset>
      }
    >
      <WithRows firstPage={firstPage} screen={screen} />
    </Suspense>
  );
}

async function WithRows({ firstPage, screen }: { firstPage: Promise<FirstPage | null>; screen: Screen }) {
  return screen(await firstPage);
}
