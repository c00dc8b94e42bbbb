import type { TableDef } from '../../crud/table-def';

// 通用日志 / 接口日志 / 错误日志 (General, API and error logs): blade-log, written by the services and
// read here only (list with Map filters and paging, detail). Rows carry create_by / create_time, no audit;
// is_deleted (always 0) is there because the table sync indexes every tenant table on (tenant_id, is_deleted).
const common = { service_id: 'text', server_host: 'text', server_ip: 'text', env: 'text', method: 'text', request_uri: 'text' } as const;
const caller = { user_agent: 'text', remote_ip: 'text', method_class: 'text', method_name: 'text', params: 'text' } as const;
const stamp = { create_by: 'text', create_time: 'datetime', is_deleted: 'int' } as const;

const logDef = (kind: 'usual' | 'api' | 'error', columns: TableDef['columns']): TableDef => ({
  table: `blade_log_${kind}`,
  base: `/blade-log/${kind}`,
  columns: { ...common, ...columns, ...caller, ...stamp },
  tenant: true,
  audit: false,
  endpoints: ['list', 'detail'],
  permission: `log_${kind}`,
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['tenant_id', 'create_time'], ['service_id']],
});

export const logUsualTable = logDef('usual', { log_level: 'text', log_id: 'text', log_data: 'text', time: 'datetime' });
export const logApiTable = logDef('api', { type: 'text', title: 'text', time: 'text' });
export const logErrorTable = logDef('error', {
  stack_trace: 'text',
  exception_name: 'text',
  message: 'text',
  line_number: 'int',
  file_name: 'text',
  time: 'datetime',
});
