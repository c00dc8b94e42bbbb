import type { Db } from '../../db/open';
import { CITIES, COUNTRY, DISTRICTS, PROVINCES, type RegionSeed } from '../regions';
import { type Row, insert } from './shared';

export function seedRegions(db: Db): void {
  const LEVELS = ['', 'province', 'city', 'district'] as const;
  const byCode = new Map<string, Row>();
  const rows: Row[] = [];
  const add = ([code, name]: RegionSeed, sort: number) => {
    const parentCode = code === COUNTRY[0] ? '' : code.length === 2 ? COUNTRY[0] : code.slice(0, -2);
    const parent = byCode.get(parentCode);
    const level = parent ? Number(parent.region_level) + 1 : 0;
    const row: Row = {
      id: code,
      code,
      parent_code: parentCode,
      ancestors: parent ? [parent.ancestors, parent.code].filter(Boolean).join(',') : '',
      name,
      province_code: parent?.province_code ?? '',
      province_name: parent?.province_name ?? '',
      city_code: parent?.city_code ?? '',
      city_name: parent?.city_name ?? '',
      district_code: '',
      district_name: '',
      town_code: '',
      town_name: '',
      village_code: '',
      village_name: '',
      region_level: level,
      sort,
      remark: '',
    };
    if (LEVELS[level]) Object.assign(row, { [`${LEVELS[level]}_code`]: code, [`${LEVELS[level]}_name`]: name });
    byCode.set(code, row);
    rows.push(row);
  };
  add(COUNTRY, 1);
  for (const group of [PROVINCES, CITIES, DISTRICTS]) {
    const sortWithin = new Map<string, number>();
    for (const region of group) {
      const parent = region[0].length === 2 ? COUNTRY[0] : region[0].slice(0, -2);
      sortWithin.set(parent, (sortWithin.get(parent) ?? 0) + 1);
      add(region, sortWithin.get(parent)!);
    }
  }
  insert(db, 'blade_region', rows);
}
