'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { ResourceDef } from '../resources/define-resource';

/**
 * Labels by convention (style-examples §2.9): `resources.<name>.fields.<field>`, else the shared
 * `fields.<field>` (audit columns); option labels from `resources.<name>.options.<field>.<value>`;
 * required messages worded by the spec from `resources.<name>.rules.<field>`.
 * The same object until the language or the resource changes (grid columns are memoised on it).
 */
export function useResourceText(resource: ResourceDef) {
  const t = useTranslations();
  const name = resource.name;
  return useMemo(() => resourceText(t, name), [t, name]);
}

function resourceText(t: ReturnType<typeof useTranslations>, name: string) {
  const base = `resources.${name}`;
  return {
    name: () => (t.has(`${base}.name`) ? t(`${base}.name`) : name),
    /** One record of it, for dialog titles ("Edit trade order", 编辑用户): the list's name where none is given. */
    item: () => resourceItemName(t, name),
    label: (field: string) => {
      if (t.has(`${base}.fields.${field}`)) return t(`${base}.fields.${field}`);
      return t.has(`fields.${field}`) ? t(`fields.${field}`) : field;
    },
    /** The spec's own required message for a field (`resources.<name>.rules.<field>`), if it has one. */
    rule: (field: string) => (t.has(`${base}.rules.${field}`) ? t(`${base}.rules.${field}`) : undefined),
    option: (field: string, value: string) => (t.has(`${base}.options.${field}.${value}`) ? t(`${base}.options.${field}.${value}`) : value),
  };
}

/** One record of a resource by its name (新增参数, Add trade order): `resources.<name>.item`, else the list's name. */
export function resourceItemName(t: ReturnType<typeof useTranslations>, name: string): string {
  const base = `resources.${name}`;
  return t.has(`${base}.item`) ? t(`${base}.item`) : t.has(`${base}.name`) ? t(`${base}.name`) : name;
}
