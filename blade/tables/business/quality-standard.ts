import type { TableDef } from '../../crud/table-def';

// 质量标准 (grain quality standards): one limit per variety, grade and index (GB 1351/1352/1353 style), which
// inspection values are judged against (services/inspection). limit_type 1 下限 (≥), 2 上限 (≤).
export const qualityStandardTable: TableDef = {
  table: 'tp_qualitystandard',
  base: '/blade-inspection/qualitystandard',
  columns: {
    variety: 'int',
    grade: 'int',
    index_code: 'text',
    index_name: 'text',
    unit: 'text',
    limit_type: 'int',
    limit_value: 'real',
    standard_code: 'text',
    sort: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'qualitystandard',
  required: ['variety', 'grade', 'index_code', 'limit_type', 'limit_value'],
  unique: [{ columns: ['variety', 'grade', 'index_code'], message: '当前品种等级的该指标标准已存在!' }],
  defaultOrder: 'variety ASC, grade ASC, sort ASC',
  indexes: [['variety', 'grade']],
};
