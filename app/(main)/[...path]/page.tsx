import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getResourceByPath } from '@/lib/resources';
import { ResourcePage } from '@/components/resource/resource-page';
import { FirstRowsBoundary } from '@/components/resource/first-rows-boundary';
import type { PageSearchParams } from '@/lib/bff/first-page';
import { listScreenData } from '@/lib/bff/list-screen-data';
import { inUserMenu } from '@/lib/menu/user-menu-paths';

type Props = { params: Promise<{ path: string[] }>; searchParams: Promise<PageSearchParams> };

const menuPath = async ({ params }: Props) => `/${(await params).path.map(decodeURIComponent).join('/')}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resource = getResourceByPath(await menuPath(props));
  const t = await getTranslations();
  if (!resource) return {};
  // The same label as the tab (its menu entry's), which the shell keeps as the title on the client.
  const page = t.has(`menu.${resource.name}`) ? t(`menu.${resource.name}`) : t(`resources.${resource.name}.name`);
  return { title: t('app.pageTitle', { page }) };
}

// A registered resource's menu path opens its generic list screen when the user's menu has it; anything else is /404
// (a screen typed in by someone whose menu lacks it would only show its data refused).
// The definition (plain data) travels as a prop, so the browser never loads the whole registry. The first page of rows
// comes with the HTML (components/resource/first-rows-boundary.tsx).
export default async function ResourceRoute(props: Props) {
  const resource = getResourceByPath(await menuPath(props));
  if (!resource || !(await inUserMenu(resource.menuPath))) notFound();
  return (
    <FirstRowsBoundary
      {...(await listScreenData(resource, props.searchParams))}
      screen={(rows) => <ResourcePage resource={resource} firstPage={rows} />}
    />
  );
}
