import { defineResource } from '../define-resource';
import { auditFields, dict, password, text, textarea, tree } from '../fields';

// 代码生成 / 数据源管理 (Code generator, data sources): blade-develop, entity-bound lists.
// blade_code has no audit columns; base and wrapper mode are yes_no (1 否, 2 是).
export const code = defineResource({
  name: 'code',
  menuPath: '/tool/code',
  api: '/blade-develop/code',
  titleField: 'codeName',
  dateRange: false,
  rowActions: [
    // A .zip of the Java back end, the Saber page and our resource definition, from the table's columns.
    { name: 'gen', code: 'code_gen', href: '/api/blade-develop/code/gen-code?ids={id}&system=saber', bulk: true },
    { name: 'copy', code: 'code_copy', endpoint: 'copy', confirm: true },
  ],
  fields: {
    codeName: text({ required: true, search: true, max: 64 }),
    serviceName: text({ required: true, search: true, max: 64 }),
    tableName: text({ required: true, search: true, max: 64 }),
    tablePrefix: text({ max: 64 }),
    pkName: text({ required: true, defaultValue: 'id', max: 32 }),
    packageName: text({ required: true, max: 500, width: 220 }),
    datasourceId: tree('datasource', { required: true, list: false }),
    baseMode: dict('yes_no', { defaultValue: '2' }),
    wrapMode: dict('yes_no', { defaultValue: '2' }),
    apiPath: text({ list: false, max: 2000, wide: true }),
    webPath: text({ list: false, max: 2000, wide: true }),
  },
});

export const datasource = defineResource({
  name: 'datasource',
  menuPath: '/tool/datasource',
  api: '/blade-develop/datasource',
  titleField: 'name',
  dateRange: false,
  fields: {
    name: text({ required: true, search: true, max: 100 }),
    driverClass: text({ required: true, max: 100, width: 220 }),
    url: text({ required: true, max: 500, width: 360, wide: true }),
    username: text({ required: true, max: 45 }),
    password: password({ required: true, max: 45 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
