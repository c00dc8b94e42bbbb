/**
 * Business dictionaries of the finance, customer, desk, inspection and content families
 * (blade_dict_biz, every tenant). Codes are specific enough not to collide with the trade group's.
 */
import type { DictEntrySeed, DictSeed } from '../types';

type Entry = [key: string, value: string];

function dict(code: string, name: string, sort: number, entries: Entry[]): DictSeed {
  return { code, name, sort, entries: entries.map(([key, value], i): DictEntrySeed => ({ key, value, sort: i + 1 })) };
}

export const businessDictSeeds: DictSeed[] = [
  dict('fund_account_status', '资金账户状态', 80, [
    ['1', '正常'],
    ['2', '冻结'],
    ['3', '已销户'],
  ]),
  dict('finance_item_type', '款项类型', 81, [
    ['1', '货款'],
    ['2', '保证金'],
    ['3', '交易服务费'],
    ['4', '运费'],
    ['5', '质检费'],
    ['6', '融资放款'],
    ['7', '融资还款'],
    ['8', '仓储费'],
  ]),
  dict('fund_direction', '收支方向', 82, [
    ['1', '收入'],
    ['2', '支出'],
  ]),
  dict('statement_type', '对账单类型', 83, [
    ['1', '货款对账单'],
    ['2', '保证金对账单'],
    ['3', '融资对账单'],
  ]),
  dict('reconcile_status', '对账状态', 84, [
    ['0', '待确认'],
    ['1', '已确认'],
    ['2', '有差异'],
  ]),
  dict('pledge_goods_status', '质押货物状态', 85, [
    ['0', '待入库'],
    ['1', '在库'],
    ['2', '质押中'],
    ['3', '部分解押'],
    ['4', '已解押'],
    ['5', '已处置'],
  ]),
  dict('inquiry_pledge_status', '询价状态', 86, [
    ['0', '待报价'],
    ['1', '已报价'],
    ['2', '已接受'],
    ['3', '已拒绝'],
    ['4', '已失效'],
  ]),
  dict('sms_type', '短信类型', 87, [
    ['1', '验证码'],
    ['2', '交易通知'],
    ['3', '到期提醒'],
    ['4', '营销推广'],
  ]),
  dict('sms_send_status', '发送状态', 88, [
    ['0', '待发送'],
    ['1', '发送成功'],
    ['2', '发送失败'],
  ]),
  dict('upcoming_type', '提醒类型', 89, [
    ['1', '合同到期'],
    ['2', '融资到期'],
    ['3', '提货到期'],
    ['4', '质押到期'],
    ['5', '认证到期'],
    ['6', '授权到期'],
    ['7', '质押风险'],
  ]),
  dict('remind_status', '处理状态', 90, [
    ['0', '未处理'],
    ['1', '已处理'],
    ['2', '已忽略'],
  ]),
  dict('quotation_status', '报价状态', 91, [
    ['0', '待报价'],
    ['1', '已报价'],
    ['2', '已接受'],
    ['3', '已拒绝'],
  ]),
  dict('index_judgement', '指标判定', 92, [
    ['1', '达标'],
    ['2', '超标'],
  ]),
  dict('cms_publish_status', '发布状态', 93, [
    ['0', '草稿'],
    ['1', '已发布'],
    ['2', '已下线'],
  ]),
  dict('commission_settle_status', '佣金结算状态', 94, [
    ['0', '未结算'],
    ['1', '已结算'],
  ]),
];
