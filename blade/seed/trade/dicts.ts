import type { DictSeed } from '../types';

const entries = (pairs: [string, string][]) => pairs.map(([key, value], index) => ({ key, value, sort: index + 1 }));

/** Business dictionaries the trade screens need beyond blade/seed/dicts.ts (sorts continue after its 57). */
export const tradeDictSeeds: DictSeed[] = [
  {
    code: 'order_file_type',
    name: '订单附件类型',
    sort: 60,
    entries: entries([
      ['1', '购销合同'],
      ['2', '付款凭证'],
      ['3', '磅单'],
      ['4', '质检报告'],
      ['5', '发票'],
      ['6', '其他'],
    ]),
  },
  {
    code: 'vehicle_status',
    name: '车辆状态',
    sort: 61,
    entries: entries([
      ['1', '空闲'],
      ['2', '运输中'],
      ['3', '维修中'],
      ['4', '停用'],
    ]),
  },
  {
    code: 'breach_status',
    name: '违约处理状态',
    sort: 62,
    entries: entries([
      ['0', '待处理'],
      ['1', '处理中'],
      ['2', '已处理'],
      ['3', '已撤销'],
    ]),
  },
  {
    code: 'credit_limit_status',
    name: '授信审批状态',
    sort: 63,
    entries: entries([
      ['0', '待审批'],
      ['1', '已批准'],
      ['2', '已驳回'],
    ]),
  },
];
