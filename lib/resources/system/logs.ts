import { defineResource } from '../define-resource';
import { datetime, number, select, text, textarea } from '../fields';

// 通用日志 / 接口日志 / 错误日志 (General, API and error logs): blade-log, read-only lists (Map filters,
// paging, createTime range) and detail; rows carry createBy / createTime only.
const readOnlyLog = {
  readOnly: true,
  endpoints: { submit: null, remove: null },
  defaultSort: { field: 'createTime', direction: 'desc' },
} as const;

const origin = {
  serverHost: text({ list: false }),
  serverIp: text({ list: false }),
  env: text({ list: false }),
  userAgent: text({ list: false, wide: true }),
  methodClass: text({ list: false, wide: true }),
  methodName: text({ list: false }),
  params: textarea(),
  createBy: text({ search: true }),
  createTime: datetime({ width: 170 }),
};

export const logUsual = defineResource({
  name: 'log_usual',
  menuPath: '/monitor/log/usual',
  api: '/blade-log/usual',
  ...readOnlyLog,
  titleField: 'logId',
  fields: {
    serviceId: text({ search: true, width: 140 }),
    logLevel: text({ search: true, width: 90 }),
    logId: text({ search: true, width: 110 }),
    logData: textarea({ list: true, width: 360 }),
    method: text({ width: 80 }),
    requestUri: text({ search: true, width: 280 }),
    remoteIp: text({ width: 130 }),
    ...origin,
  },
});

export const logApi = defineResource({
  name: 'log_api',
  menuPath: '/monitor/log/api',
  api: '/blade-log/api',
  ...readOnlyLog,
  titleField: 'title',
  fields: {
    serviceId: text({ search: true, width: 140 }),
    title: text({ search: true, width: 120 }),
    method: text({ width: 80 }),
    requestUri: text({ search: true, width: 300 }),
    time: text({ width: 100 }),
    remoteIp: text({ width: 130 }),
    // BladeConstant.LOG_NORMAL_TYPE ("1", 日志默认状态): the only type ApiLogPublisher writes.
    type: select(['1'], { list: false }),
    ...origin,
  },
});

export const logError = defineResource({
  name: 'log_error',
  menuPath: '/monitor/log/error',
  api: '/blade-log/error',
  ...readOnlyLog,
  titleField: 'exceptionName',
  fields: {
    serviceId: text({ search: true, width: 140 }),
    exceptionName: text({ search: true, width: 300 }),
    message: textarea({ list: true, width: 260 }),
    method: text({ width: 80 }),
    requestUri: text({ search: true, width: 280 }),
    fileName: text({ list: false }),
    lineNumber: number({ list: false }),
    stackTrace: textarea({ wide: true }),
    remoteIp: text({ width: 130 }),
    ...origin,
  },
});
