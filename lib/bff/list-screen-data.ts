import 'server-only';
import { readSession } from '../session';
import type { ResourceDef } from '../resources/define-resource';
import { columnPrefsFromCookies } from './column-prefs-cookies';
import { loadFirstPage, type FirstPage, type PageSearchParams } from './first-page';

/**
 * What a list screen's server render hands its FirstRowsBoundary (components/resource/first-rows-boundary.tsx): the
 * first page of rows the URL names, started here and awaited there for a moment at most, and the column preferences the
 * screen's cookie carries. One place for the generic route and the screens of their own (users, roles, tenants...).
 */
export async function listScreenData(
  resource: ResourceDef,
  searchParams: Promise<PageSearchParams>,
): Promise<{ firstPage: Promise<FirstPage | null>; prefs: Awaited<ReturnType<typeof columnPrefsFromCookies>> }> {
  const session = await readSession();
  const firstPage = loadFirstPage(resource, await searchParams, session);
  return { firstPage, prefs: await columnPrefsFromCookies(session) };
}
