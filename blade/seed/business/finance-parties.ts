/** Funders, supervision companies and the depot where a customer stores its grain (ids in block 99). */
import { seedId } from '../../db/ids';
import type { Company } from './trade-refs';

export type Party = { id: string; name: string };

export const FUNDERS: Party[] = [
  { id: seedId(99, 9201), name: '中国农业发展银行黑龙江省分行' },
  { id: seedId(99, 9202), name: '中国农业银行吉林省分行' },
  { id: seedId(99, 9203), name: '中国邮政储蓄银行河南省分行' },
  { id: seedId(99, 9204), name: '中原银行郑州分行' },
];

export const SUPERVISORS: Party[] = [
  { id: seedId(99, 9301), name: '中储恒信仓储监管有限公司' },
  { id: seedId(99, 9302), name: '北方粮安监管服务有限公司' },
];

const DEPOTS: [province: string, depot: string][] = [
  ['黑龙江', '黑龙江绥化中心粮库'],
  ['吉林', '吉林四平直属粮库'],
  ['辽宁', '辽宁锦州港粮食物流中心'],
  ['山东', '山东日照港粮食码头'],
  ['河南', '河南周口粮食储备库'],
  ['内蒙古', '内蒙古通辽中转库'],
  ['安徽', '安徽宿州粮食储备库'],
  ['湖北', '湖北荆州粮食物流园'],
  ['江苏', '江苏盐城大丰港粮食物流中心'],
  ['河北', '河北石家庄国家粮食储备库'],
];

const PLATES: [province: string, prefix: string][] = [
  ['黑龙江', '黑'],
  ['吉林', '吉'],
  ['辽宁', '辽'],
  ['内蒙古', '蒙'],
  ['河南', '豫'],
  ['安徽', '皖'],
  ['江苏', '苏'],
  ['山东', '鲁'],
  ['河北', '冀'],
  ['广东', '粤'],
  ['湖北', '鄂'],
  ['四川', '川'],
  ['福建', '闽'],
  ['天津', '津'],
];

/** A truck plate registered in the customer's province. */
export function plateOf(company: Company, n: number): string {
  const prefix = PLATES.find(([province]) => company.province.startsWith(province))?.[1] ?? '京';
  return `${prefix}${'ABCDEFGHJK'[n % 10]}·${String(37215 + n * 4729).slice(-5)}`;
}

/** The supervised depot in the customer's province. */
export function depotOf(company: Company): string {
  return DEPOTS.find(([province]) => company.province.startsWith(province))?.[1] ?? `${company.city.replace(/市$/, '')}国家粮食储备库`;
}
