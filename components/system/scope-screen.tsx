'use client';

import { useTranslations } from 'next-intl';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { useMenuNameById } from '@/lib/hooks/use-menu-name';
import type { FirstPage } from '@/lib/grid/list-key';
import { ResourcePage } from '../resource/resource-page';
import { LazyTreeFilterPanel } from './lazy-tree-filter-panel';

const MENU_LEVELS = { kind: 'lazy', url: '/api/blade-system/menu/lazy-menu-list' } as const;

/** /authority/datascope and /authority/apiscope — the menu tree (lazy) on the left, that menu's scopes on the right. */
export function ScopeScreen({ resource, firstPage }: { resource: ResourceDef; firstPage?: FirstPage | null }) {
  const t = useTranslations();
  const menuName = useMenuNameById();
  return (
    <ResourcePage
      resource={resource}
      firstPage={firstPage}
      extras={{ aside: <LazyTreeFilterPanel source={MENU_LEVELS} param="menuId" title={t('systemAdmin.menuTree')} label={menuName} /> }}
    />
  );
}
