import { Suspense, type ReactNode } from 'react';
import { firstPageWithin } from '@/lib/grid/first-page-within';
import type { FirstPage } from '@/lib/grid/list-key';
import type { ColumnPrefs } from '@/lib/grid/column-prefs';
import { ServerColumnPrefsProvider } from './column-prefs-context';

/** A list screen given its first page of rows: undefined while they are read, null when the browser should ask itself. */
type Screen = (firstPage: FirstPage | null | undefined) => ReactNode;

/**
 * A list screen with its first page of rows in the page's HTML (the generic route, app/(main)/[...path]/page.tsx, and the
 * screens of their own built on it: users, roles, tenants…). The rows are read while the page renders
 * (lib/bff/first-page.ts, started by the page). Read within FIRST_PAGE_INLINE_MS, they are in the shell's own HTML, so
 * they paint with it (the list's largest content, its LCP). A slower gateway does not hold the shell longer: the screen
 * is then sent without them inside a Suspense boundary, its controls disabled (whatever was typed into it would be
 * thrown away when the streamed screen replaces it), and the rows follow in the same place, so nothing moves. Either way
 * with the column preferences the screen's cookie carries, which the page read (lib/bff/column-prefs-cookies.ts).
 */
export async function FirstRowsBoundary({
  firstPage,
  prefs,
  screen,
}: {
  firstPage: Promise<FirstPage | null>;
  /** The column preferences the page's cookies carry, by resource (lib/bff/column-prefs-cookies.ts). */
  prefs: Record<string, ColumnPrefs>;
  screen: Screen;
}) {
  const inTime = await firstPageWithin(firstPage);
  return (
    <ServerColumnPrefsProvider prefs={prefs}>
      {inTime !== undefined ? (
        screen(inTime)
      ) : (
        <Suspense
          fallback={
            <fieldset disabled style={{ display: 'contents' }}>
              {screen(undefined)}
            </fieldset>
          }
        >
          <WithRows firstPage={firstPage} screen={screen} />
        </Suspense>
      )}
    </ServerColumnPrefsProvider>
  );
}

async function WithRows({ firstPage, screen }: { firstPage: Promise<FirstPage | null>; screen: Screen }) {
  return screen(await firstPage);
}
