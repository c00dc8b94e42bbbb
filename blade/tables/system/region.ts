import type { TableDef } from '../../crud/table-def';

// 行政区划 (Regions): blade_region is keyed by `code` (00 country, 2-digit provinces, 4-digit cities,
// 6-digit districts) with no tenant, no audit and physical deletes, so the generic controller serves
// nothing here (endpoints: []): services/system/region.ts is the RegionController. The table sync
// always adds an `id` column; it mirrors `code`.
export const regionTable: TableDef = {
  table: 'blade_region',
  base: '/blade-system/region',
  columns: {
    code: 'text',
    parent_code: 'text',
    ancestors: 'text',
    name: 'text',
    province_code: 'text',
    province_name: 'text',
    city_code: 'text',
    city_name: 'text',
    district_code: 'text',
    district_name: 'text',
    town_code: 'text',
    town_name: 'text',
    village_code: 'text',
    village_name: 'text',
    region_level: 'int',
    sort: 'int',
    remark: 'text',
  },
  audit: false,
  endpoints: [],
  permission: 'region',
  indexes: [['code'], ['parent_code']],
};

/** Region levels (BladeX region_level): 0 country … 5 village; the code grows by 2 digits per level, then 3. */
export const REGION_LEVEL_COLUMNS = ['', 'province', 'city', 'district', 'town', 'village'] as const;
