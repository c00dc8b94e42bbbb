/**
 * Inspection requests on trade orders, their measured quality indices (limits from GB 1353 corn,
 * GB 1351 wheat, GB 1352 soybean; DON from GB 2761) and lab quotes. The grade follows the
 * measured test weight (corn, wheat) or intact-kernel rate (soybean).
 */
import type { Db } from '../../db/open';
import { at, compact, day, idOf, inserter, MAIN_SCOPE, MAIN_TENANT, OTHER_TENANT, round2, type Scope } from './helpers';
import type { OrderRef, TradeRefs } from './trade-refs';
import {
  QUALITY_STANDARDS,
  formatLimit,
  gradeReached,
  judge,
  overallResult,
  seededLimits,
} from '../../services/inspection/quality-standards';
import { demoFileLink } from '../../services/resource/demo-files';

const idsOf = ({ shift }: Scope) => ({ application: idOf(96, shift), value: idOf(97, shift), quotation: idOf(97, shift + 1000) });

/** [code, name, unit, standard] per variety family; measured values come per application below. */
type Index = [code: string, name: string, unit: string, standard: string, higherIsBetter?: boolean];
const CORN: Index[] = [
  ['test_weight', '容重', 'g/L', '≥690', true],
  ['moisture', '水分', '%', '≤14.0'],
  ['impurity', '杂质', '%', '≤1.0'],
  ['imperfect_kernel', '不完善粒', '%', '≤6.0'],
  ['mouldy_kernel', '生霉粒', '%', '≤2.0'],
  ['don', '呕吐毒素', 'µg/kg', '≤1000'],
];
const WHEAT: Index[] = [
  ['test_weight', '容重', 'g/L', '≥750', true],
  ['moisture', '水分', '%', '≤12.5'],
  ['impurity', '杂质', '%', '≤1.0'],
  ['imperfect_kernel', '不完善粒', '%', '≤8.0'],
  ['mouldy_kernel', '生霉粒', '%', '≤2.0'],
  ['don', '呕吐毒素', 'µg/kg', '≤1000'],
];
const SOYBEAN: Index[] = [
  ['intact_kernel_rate', '完整粒率', '%', '≥90.0', true],
  ['moisture', '水分', '%', '≤13.0'],
  ['impurity', '杂质', '%', '≤1.0'],
  ['damaged_kernel_rate', '损伤粒率', '%', '≤2.0'],
  ['heat_damaged_kernel', '热损伤粒', '%', '≤0.5'],
];

type Kind = 'corn' | 'wheat' | 'soybean';

/** Measured values (in the order of the variety's indices) for a lot that passes, is accepted with a deduction, or fails. */
const VALUES: Record<'pass' | 'concession' | 'fail', Record<Kind, number[]>> = {
  pass: { corn: [712, 13.6, 0.7, 4.1, 0.8, 620], wheat: [768, 12.1, 0.6, 5.2, 0.5, 410], soybean: [92.5, 12.4, 0.6, 1.6, 0.2] },
  concession: { corn: [701, 14.6, 0.9, 5.6, 1.1, 780], wheat: [756, 13.1, 0.8, 6.5, 0.9, 520], soybean: [91, 13.6, 0.8, 1.8, 0.3] },
  fail: { corn: [694, 13.9, 0.8, 6.9, 2.4, 1180], wheat: [752, 12.3, 0.9, 8.6, 2.3, 1240], soybean: [88.2, 12.8, 1.4, 3.1, 0.9] },
};

/** Per request: how it ended (inspection_status 2 已出报告, 3 有异议, 1 检验中, 0 待扦样). */
const PLAN: { outcome?: keyof typeof VALUES; status: number; partial?: boolean }[] = [
  { outcome: 'pass', status: 2 },
  { outcome: 'pass', status: 2 },
  { outcome: 'concession', status: 2 },
  { outcome: 'fail', status: 3 },
  // Being tested: the first values are in (partial), the report is not issued yet.
  { outcome: 'pass', status: 2 },
  { outcome: 'pass', status: 1, partial: true },
  { status: 0 },
];

/** 华北粮贸's own requests: one lot passed with a report, one still being tested. */
const OTHER_PLAN: typeof PLAN = [
  { outcome: 'pass', status: 2 },
  { outcome: 'pass', status: 1, partial: true },
];

const RESULT = { pass: 1, fail: 2, concession: 3 } as const;
const REMARK = { pass: '', concession: '水分超标，按超标部分1:1.2扣量后让步接收', fail: '关键指标超标，卖方申请复检' } as const;

const ORGS = ['中国检验认证集团辽宁有限公司', 'SGS通标标准技术服务有限公司', '平台质检中心', '河南省粮油饲料产品质量监督检验站'];

const kindOf = (variety: number): Kind => (variety === 1 ? 'wheat' : variety === 4 ? 'soybean' : 'corn');
const INDICES: Record<Kind, Index[]> = { corn: CORN, wheat: WHEAT, soybean: SOYBEAN };

const standardId = idOf(97, 2000);

/** tp_qualitystandard: every variety's limits per grade, for both tenants. */
function seedQualityStandards(db: Db): void {
  const insert = inserter(db, 'tp_qualitystandard');
  let n = 0;
  for (const tenant of [undefined, OTHER_TENANT]) {
    for (const { variety, standardCode, indices } of QUALITY_STANDARDS) {
      indices.forEach((index, position) =>
        index.limits.forEach((limit, grade) =>
          insert(
            {
              id: standardId(++n),
              ...(tenant ? { tenant_id: tenant } : {}),
              variety,
              grade: grade + 1,
              index_code: index.code,
              index_name: index.name,
              unit: index.unit,
              limit_type: index.limitType,
              limit_value: limit,
              standard_code: standardCode,
              sort: position + 1,
              remark: '',
            },
            at(-200, '09:00:00'),
          ),
        ),
      );
    }
  }
}

/** Distinct orders, corn, wheat and soybean first and taken in turn (rice and sorghum have other index sets, so theirs are still being tested). */
function inspectedOrders(refs: TradeRefs, plan: typeof PLAN): OrderRef[] {
  const groups = [2, 1, 4].map((variety) => refs.orders.filter((order) => order.variety === variety));
  const graded: OrderRef[] = [];
  for (let round = 0; graded.length < refs.orders.length && groups.some((group) => group.length > round); round++) {
    for (const group of groups) if (group[round]) graded.push(group[round]);
  }
  const others = refs.orders.filter((order) => ![1, 2, 4].includes(order.variety));
  return [...graded, ...others, ...refs.orders, ...refs.orders].slice(0, plan.length);
}

type Writers = Record<'application' | 'value' | 'quotation', ReturnType<typeof inserter>>;

/** One request as its measured values and quotation read it. */
type InspectionRequest = {
  order: OrderRef;
  index: number;
  number: string;
  applied: string;
  org: string;
  indices: (typeof INDICES)[keyof typeof INDICES];
  values: number[];
  judgements: number[];
  limits: ReturnType<typeof seededLimits>;
};

/** One tenant's requests on its own orders (`refs` read for that tenant); the standards are seeded with the platform's. */
export function seedInspection(db: Db, refs: TradeRefs, scope: Scope = MAIN_SCOPE): void {
  const main = scope.tenantId === MAIN_TENANT;
  if (main) seedQualityStandards(db);
  const plan = main ? PLAN : OTHER_PLAN;
  const ids = idsOf(scope);
  const { tenantId } = scope;
  const writers: Writers = {
    application: inserter(db, 'tp_inspectionapplications', { tenantId }),
    value: inserter(db, 'tp_inspectionvalue', { tenantId }),
    quotation: inserter(db, 'tp_quotation', { tenantId }),
  };
  const valueCount = { n: 0 };
  inspectedOrders(refs, plan).forEach((order, index) => {
    const request = seedRequest(writers, ids, scope, plan[index], order, index);
    if (request.values.length > 0) seedMeasuredValues(writers, ids, request, valueCount);
    if (index < 5) seedQuotation(writers, ids, scope, request);
  });
  if (!main) seedGrowerRequest(writers, ids, refs, scope);
}

/** The request (tp_inspectionapplications) on one order, at the stage its plan entry says, with its grade and verdict. */
function seedRequest(
  writers: Writers,
  { application: applicationId }: ReturnType<typeof idsOf>,
  { serial }: Scope,
  { outcome, status, partial }: (typeof PLAN)[number],
  order: OrderRef,
  index: number,
): InspectionRequest {
  const kind = kindOf(order.variety);
  const indices = INDICES[kind];
  const measured = outcome !== undefined && [1, 2, 4].includes(order.variety);
  const values = measured ? VALUES[outcome][kind].slice(0, partial ? 3 : undefined) : [];
  const reported = measured && !partial;
  const limits = seededLimits(order.variety, order.grade);
  const judgements = values.map((value, position) =>
    limits.has(indices[position][0]) ? judge(limits.get(indices[position][0])!, value) : 1,
  );
  const reached = gradeReached(
    (grade) => seededLimits(order.variety, grade),
    new Map(values.map((value, position) => [indices[position][0], value])),
  );
  const moisture = indices.findIndex(([code]) => code === 'moisture');
  const deductRate = measured && outcome === 'concession' ? round2((values[moisture] - Number(indices[moisture][3].slice(1))) * 1.2) : null;
  const applied = at(-50 + index * 6, '09:00:00');
  const number = `ZJ${compact(applied)}${String(index + 1 + serial).padStart(3, '0')}`;
  const org = ORGS[index % ORGS.length];
  writers.application(
    {
      id: applicationId(index + 1),
      application_no: number,
      order_no: order.orderNo,
      applicant_id: order.buyerId,
      applicant_name: order.buyerName,
      goods_name: order.goodsName.split('·')[0],
      variety: order.variety,
      quantity: order.quantity,
      inspection_type: [3, 1, 2, 3, 3, 1, 2][index],
      inspection_org: org,
      sample_no: status >= 1 ? `QY${compact(applied)}${String(index + 1 + serial).padStart(2, '0')}` : '',
      sample_time: status >= 1 ? at(-49 + index * 6, '10:30:00') : '',
      sampler: status >= 1 ? ['郑海峰', '许丽', '罗斌'][index % 3] : '',
      sample_location: `${order.sellerName}库区`,
      apply_time: applied,
      contract_grade: order.grade,
      grade: reported ? reached : null,
      // A concession (让步接收) is the parties' decision on a failed lot; otherwise the verdict follows the indices.
      result: reported ? (outcome === 'concession' ? RESULT.concession : overallResult(judgements)) : null,
      deduct_rate: deductRate,
      report_file: reported ? demoFileLink(`${number}.pdf`) : '',
      inspection_status: measured ? status : Math.min(status, 1),
      remark: reported ? REMARK[outcome] : '',
    },
    applied,
  );
  return { order, index, number, applied, org, indices, values, judgements, limits };
}

/** The measured indices of a request (tp_inspectionvalue), each judged against the contract grade's limit. */
function seedMeasuredValues(
  writers: Writers,
  { application: applicationId, value: valueId }: ReturnType<typeof idsOf>,
  { index, number, indices, values, judgements, limits }: InspectionRequest,
  count: { n: number },
): void {
  values.forEach((value, position) => {
    const [code, name, unit, standard] = indices[position];
    writers.value(
      {
        id: valueId(++count.n),
        application_id: applicationId(index + 1),
        application_no: number,
        index_code: code,
        index_name: name,
        unit,
        standard_value: limits.has(code) ? formatLimit(limits.get(code)!) : standard,
        measured_value: value,
        judgement: judgements[position],
        sort: position + 1,
        remark: '',
      },
      at(-47 + index * 6, '16:00:00'),
    );
  });
}

/** The inspection centre's quotation (tp_quotation) for one of the first five requests. */
function seedQuotation(
  writers: Writers,
  { application: applicationId, quotation: quotationId }: ReturnType<typeof idsOf>,
  { serial }: Scope,
  { order, index, number, applied, org, indices }: InspectionRequest,
): void {
  const samples = 3 + index;
  const unitPrice = [450, 620, 380, 450, 560][index];
  writers.quotation(
    {
      id: quotationId(index + 1),
      quotation_no: `BJ${compact(applied)}${String(index + 1 + serial).padStart(3, '0')}`,
      application_id: applicationId(index + 1),
      application_no: number,
      customer_name: order.buyerName,
      inspection_org: org,
      inspection_items: indices.map(([, name]) => name).join('、'),
      sample_count: samples,
      unit_price: unitPrice,
      amount: round2(samples * unitPrice),
      valid_until: day(-50 + index * 6 + 15),
      quote_time: at(-50 + index * 6, '15:00:00'),
      quotation_status: [2, 2, 2, 1, 3][index],
      remark: index === 4 ? '客户选择平台质检中心' : '',
    },
    at(-50 + index * 6, '15:00:00'),
  );
}

/** The other tenant's request without an order: a lot it is buying in from a grower. */
function seedGrowerRequest(
  writers: Writers,
  { application: applicationId }: ReturnType<typeof idsOf>,
  refs: TradeRefs,
  { serial }: Scope,
): void {
  writers.application(
    {
      id: applicationId(50),
      tenant_id: OTHER_TENANT,
      application_no: `ZJ${compact(at(-4))}${serial + 401}`,
      order_no: '',
      applicant_id: refs.otherTenantCompanies[0].id,
      applicant_name: refs.otherTenantCompanies[0].name,
      goods_name: '国标二等小麦',
      variety: 1,
      quantity: 800,
      inspection_type: 2,
      inspection_org: '河北省粮油质量检测中心',
      apply_time: at(-4, '10:00:00'),
      inspection_status: 0,
    },
    at(-4, '10:00:00'),
  );
}
