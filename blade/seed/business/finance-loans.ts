/**
 * Pledged grain lots (held by the trade seed's sellers, priced from their orders), loan
 * applications in every loan_apply_status, the loan and pledge agreements of the approved ones,
 * pledge releases, pledge inquiries and supervision mandates. The numbers tie together: pledge
 * value = qty × appraised price, released qty = Σ completed releases, outstanding principal =
 * approved − Σ repayments (each release repays its share of the loan).
 */
import type { Db } from '../../db/open';
import { at, compact, day, idOf, inserter, MAIN_SCOPE, round2, type Scope } from './helpers';
import type { Company, OrderRef, TradeRefs } from './trade-refs';
import { depotOf, FUNDERS, plateOf, SUPERVISORS } from './finance-parties';
import { demoFileLink } from '../../services/resource/demo-files';

/** The families' ids for a scope: each tenant's rows keep their own. */
const idsOf = ({ shift }: Scope) => ({
  commodity: idOf(87, shift),
  application: idOf(84, shift),
  loanAgreement: idOf(85, shift),
  pledgeAgreement: idOf(86, shift),
  release: idOf(88, shift),
  inquiry: idOf(88, shift + 500),
  auth: idOf(89, shift),
  repayment: idOf(89, shift + 600),
});
type Ids = ReturnType<typeof idsOf>;

/** Per lot: tonnes and pledge_goods_status (0 待入库 1 在库 2 质押中 3 部分解押 4 已解押). */
const LOT_PLAN: [qty: number, status: number][] = [
  [5000, 3],
  [4000, 2],
  [3000, 2],
  [6000, 4],
  [3500, 1],
  [1200, 1],
  [2000, 0],
  [1800, 1],
];

type Lot = { index: number; owner: Company; order: OrderRef; goodsName: string; qty: number; price: number; depot: string; status: number };

type Application = {
  status: number;
  product: number;
  lot?: number;
  buyer?: number;
  ltv: number;
  funder?: number;
  supervisor?: number;
  applyDays: number;
  disburseDays?: number;
  term: number;
  rate: number;
  remark?: string;
};

/** One application per loan_apply_status (0 草稿 … 9 已撤回); pledges (products 1, 2) name a lot, order finance (3) a buyer. */
const APPLICATIONS: Application[] = [
  { status: 0, product: 3, buyer: 0, ltv: 70, applyDays: -2, term: 90, rate: 4.8, remark: '草稿，待补充购销合同' },
  { status: 1, product: 1, lot: 5, ltv: 70, applyDays: -4, term: 180, rate: 4.5 },
  { status: 2, product: 3, buyer: 1, ltv: 70, funder: 3, applyDays: -9, term: 120, rate: 4.6 },
  { status: 3, product: 2, lot: 4, ltv: 65, funder: 1, supervisor: 1, applyDays: -18, term: 180, rate: 4.35 },
  { status: 4, product: 1, lot: 1, ltv: 65, funder: 1, supervisor: 0, applyDays: -26, term: 180, rate: 4.5 },
  { status: 5, product: 2, lot: 0, ltv: 70, funder: 0, supervisor: 0, applyDays: -75, disburseDays: -60, term: 180, rate: 4.2 },
  {
    status: 6,
    product: 1,
    lot: 2,
    ltv: 70,
    funder: 2,
    supervisor: 1,
    applyDays: -215,
    disburseDays: -200,
    term: 180,
    rate: 4.8,
    remark: '已逾期，已发催收函',
  },
  { status: 7, product: 2, lot: 3, ltv: 65, funder: 0, supervisor: 0, applyDays: -275, disburseDays: -260, term: 180, rate: 4.05 },
  { status: 8, product: 3, buyer: 2, ltv: 70, funder: 3, applyDays: -33, term: 90, rate: 5.2, remark: '资金方驳回：关联订单尚未签约' },
  { status: 9, product: 1, lot: 7, ltv: 60, applyDays: -45, term: 180, rate: 4.6, remark: '客户主动撤回' },
];

/** Completed (pickup_status 5) and pending (2 待监管放行) releases: [application index, qty t, days, status]. */
const RELEASES: [number, number, number, number][] = [
  [5, 600, -40, 5],
  [5, 800, -20, 5],
  [5, 500, -1, 2],
  [7, 3000, -150, 5],
  [7, 3000, -85, 5],
];

const appNo = (index: number, days: number, serial = 0) => `RZ${compact(at(days))}${String(index + 1 + serial).padStart(3, '0')}`;
const lotNo = (index: number, serial = 0) => `ZYHW2026${String(index + 1 + serial).padStart(4, '0')}`;
const pledgeNo = (index: number, serial = 0) => `ZY2026${String(index + 1 + serial).padStart(4, '0')}`;
const releasedOf = (application: number) =>
  RELEASES.filter(([a, , , status]) => a === application && status === 5).reduce((sum, [, qty]) => sum + qty, 0);
const floorTo = (value: number, step: number) => Math.floor(value / step) * step;
/** Each completed release repaid its share of the loan: qty / pledged × approved, to the fen. */
const repaymentsOf = (application: number, approved: number, lot: Lot | undefined) =>
  lot
    ? RELEASES.filter(([a, , , status]) => a === application && status === 5).map(([, qty, days]) => ({
        amount: round2((qty / lot.qty) * approved),
        days,
      }))
    : [];
const repaidOf = (application: number, approved: number, lot: Lot | undefined) =>
  round2(repaymentsOf(application, approved, lot).reduce((sum, r) => sum + r.amount, 0));
/** A seeded file's link: drawn by the embedded service from its name (blade/services/resource/demo-files.ts). */
const oss = demoFileLink;

/** The borrower of application `index` (reminders name it). */
export function applicantOf(refs: TradeRefs, index: number): Company {
  const a = APPLICATIONS[index];
  return a.lot !== undefined ? lotsOf(refs)[a.lot].owner : refs.buyers[(a.buyer ?? 0) % refs.buyers.length];
}

/** Document numbers other families refer to (reminders). */
export const loanApplicationNo = (index: number) => appNo(index, APPLICATIONS[index].applyDays);
export const releaseNo = (index: number, serial = 0) =>
  `JY${compact(at(RELEASES[index][2]))}${String(index + 1 + serial).padStart(3, '0')}`;

/** The product name without the trade seed's delivery suffix (`…(二等)·哈尔滨库提` → `…(二等)`). */
const productName = (goodsName: string) => goodsName.split('·')[0];

/** Lot k belongs to seller k (round robin) and holds one of the grains it sells, appraised 3 % under its price. */
function lotsOf(refs: TradeRefs): Lot[] {
  return LOT_PLAN.map(([qty, status], index) => {
    const seller = refs.sellers[index % refs.sellers.length];
    const order = seller.goods[Math.floor(index / refs.sellers.length) % seller.goods.length];
    return {
      index,
      owner: seller.company,
      order,
      goodsName: productName(order.goodsName),
      qty,
      status,
      price: Math.round((order.unitPrice * 0.97) / 10) * 10,
      depot: depotOf(seller.company),
    };
  });
}

/** The loans of one tenant's customers (`refs` read for that tenant). */
export function seedFinanceLoans(db: Db, refs: TradeRefs, scope: Scope = MAIN_SCOPE): void {
  const lots = lotsOf(refs);
  const ids = idsOf(scope);
  const { serial } = scope;
  const insertLot = inserter(db, 'tp_goodscommodity', { tenantId: scope.tenantId });
  const pledgeOfLot = new Map(
    APPLICATIONS.flatMap((a, index): [number, number][] => (a.lot !== undefined && a.status >= 3 && a.status <= 7 ? [[a.lot, index]] : [])),
  );
  for (const lot of lots) {
    const pledgedBy = pledgeOfLot.get(lot.index);
    const pledged = pledgedBy !== undefined && lot.status >= 2 ? lot.qty - releasedOf(pledgedBy) : 0;
    const inbound = -300 + lot.index * 25;
    insertLot(
      {
        id: ids.commodity(lot.index + 1),
        commodity_no: lotNo(lot.index, serial),
        goods_name: lot.goodsName,
        variety: lot.order.variety,
        grade: lot.order.grade,
        harvest_year: inbound < -200 ? '2024' : '2025',
        origin: `${lot.owner.province}${lot.owner.city}`,
        owner_id: lot.owner.id,
        owner_name: lot.owner.name,
        quantity: lot.qty,
        unit_price: lot.price,
        total_value: round2(lot.qty * lot.price),
        warehouse_name: lot.depot,
        storage_position: `${(lot.index % 6) + 1}号仓${'ABC'[lot.index % 3]}区`,
        lot_no: `PC2025${String(lot.index + 11).padStart(3, '0')}`,
        receipt_no: lot.status >= 1 ? `CD2026${String(3100 + serial + lot.index)}` : '',
        inbound_date: lot.status >= 1 ? day(inbound) : '',
        pledge_agreement_no: pledgedBy !== undefined ? pledgeNo(pledgedBy, serial) : '',
        pledged_quantity: pledged,
        commodity_status: lot.status,
        images: oss(`commodity-${lot.index + 1}.png`),
        remark: lot.status === 0 ? '预约入库，待质检' : '',
      },
      at(inbound, '14:00:00'),
    );
  }
  seedApplications(db, refs, lots, ids, scope);
  seedReleases(db, lots, ids, scope);
  seedInquiries(db, refs, ids, scope);
}

/** One application's figures, as its agreements, repayments and mandates read them. */
type Loan = {
  a: Application;
  index: number;
  lot: Lot | undefined;
  applicant: { id: string; name: string };
  approved: number;
  disbursed: boolean;
  funder: (typeof FUNDERS)[number];
  supervisor: (typeof SUPERVISORS)[number] | undefined;
  /** The day the loan starts (disbursed, or ten days after applying). */
  start: number;
  signed: boolean;
  agreementNo: string;
};

type Writers = Record<'application' | 'loanAgreement' | 'pledge' | 'auth' | 'repayment', ReturnType<typeof inserter>>;

/** Loan applications in every loan_apply_status, and for the approved ones their agreements, repayments and mandates. */
function seedApplications(db: Db, refs: TradeRefs, lots: Lot[], ids: Ids, scope: Scope): void {
  const { tenantId } = scope;
  const writers: Writers = {
    application: inserter(db, 'tp_financeloanapplication', { tenantId }),
    loanAgreement: inserter(db, 'tp_financeloanagreement', { tenantId }),
    pledge: inserter(db, 'tp_financepledgeagreement', { tenantId }),
    auth: inserter(db, 'tp_financesuperviseauth', { tenantId }),
    repayment: inserter(db, 'tp_financeloanrepayment', { tenantId }),
  };
  APPLICATIONS.forEach((a, index) => {
    const loan = seedApplication(writers, refs, lots, ids, scope, a, index);
    if (!loan) return;
    seedLoanAgreement(writers, ids, scope, loan);
    seedRepayments(writers, ids, loan);
    if (!loan.lot || !loan.supervisor) return;
    seedPledgeAgreement(writers, ids, scope, loan, loan.lot, loan.supervisor);
    seedMandates(writers, ids, scope, loan, loan.lot, loan.supervisor);
  });
}

/** One loan application (tp_financeloanapplication); the figures of an approved one with a funder, else null. */
function seedApplication(
  writers: Writers,
  refs: TradeRefs,
  lots: Lot[],
  { application: applicationId }: Ids,
  { serial }: Scope,
  a: Application,
  index: number,
): Loan | null {
  const lot = a.lot !== undefined ? lots[a.lot] : undefined;
  const buyer = refs.buyers[(a.buyer ?? 0) % refs.buyers.length];
  const order = lot
    ? undefined
    : (refs.orders.filter((o) => o.buyerName === buyer.name).sort((x, y) => y.amount - x.amount)[0] ?? refs.orders[0]);
  const applicant = lot ? lot.owner : buyer;
  const value = lot ? lot.qty * lot.price : order!.amount;
  const approved = a.status >= 3 && a.status <= 7 ? floorTo((value * a.ltv) / 100, 100_000) : null;
  const apply = approved ? approved + 100_000 * (1 + (index % 3)) : floorTo((value * a.ltv) / 100, 10_000);
  const disbursed = a.disburseDays !== undefined;
  const repaid = approved ? repaidOf(index, approved, lot) : 0;
  const funder = a.funder !== undefined ? FUNDERS[a.funder] : undefined;
  const supervisor = a.supervisor !== undefined ? SUPERVISORS[a.supervisor] : undefined;
  const time = at(a.applyDays, '10:20:00');
  writers.application(
    {
      id: applicationId(index + 1),
      application_no: appNo(index, a.applyDays, serial),
      applicant_id: applicant.id,
      applicant_name: applicant.name,
      product_type: a.product,
      order_no: order?.orderNo ?? '',
      variety: lot ? lot.order.variety : order!.variety,
      pledge_goods: lot
        ? `${lotNo(lot.index, serial)} ${lot.goodsName} ${lot.qty}吨`
        : `订单 ${order!.orderNo} ${productName(order!.goodsName)}`,
      pledge_quantity: lot ? lot.qty : order!.quantity,
      pledge_value: round2(value),
      loan_to_value: a.ltv,
      apply_amount: apply,
      approved_amount: approved,
      interest_rate: a.rate,
      term_days: a.term,
      repayment_method: a.product === 3 ? 1 : 2,
      apply_time: time,
      disburse_date: disbursed ? day(a.disburseDays!) : '',
      maturity_date: disbursed ? day(a.disburseDays! + a.term) : '',
      outstanding_principal: a.status === 7 || !disbursed ? 0 : round2((approved ?? 0) - repaid),
      warehouse_name: lot?.depot ?? '',
      first_party_id: funder?.id ?? '',
      first_party_name: funder?.name ?? '',
      first_party_status: funder ? (a.status === 2 ? 0 : a.status === 8 ? 2 : 1) : null,
      third_party_id: supervisor?.id ?? '',
      third_party_name: supervisor?.name ?? '',
      third_party_status: supervisor ? 1 : null,
      loan_status: a.status,
      materials: `${oss(`loan-${index + 1}-license.pdf`)},${oss(`loan-${index + 1}-contract.pdf`)}`,
      remark: a.remark ?? '',
    },
    time,
  );

  if (approved === null || !funder) return null;
  const signed = a.status >= 4;
  const start = disbursed ? a.disburseDays! : a.applyDays + 10;
  const agreementNo = `JK2026${String(index + 1 + serial).padStart(4, '0')}`;
  return { a, index, lot, applicant, approved, disbursed, funder, supervisor, start, signed, agreementNo };
}

/** The approved application's loan agreement, and the first draft terminated before it when it awaits signing. */
function seedLoanAgreement(
  writers: Writers,
  { application: applicationId, loanAgreement: loanAgreementId }: Ids,
  { serial }: Scope,
  { a, index, lot, applicant, approved, disbursed, funder, start, signed, agreementNo }: Loan,
): void {
  const loanAgreement = {
    id: loanAgreementId(index + 1),
    agreement_no: agreementNo,
    agreement_name: `${applicant.name}${a.product === 1 ? '仓单质押' : '存货质押'}借款合同`,
    application_id: applicationId(index + 1),
    application_no: appNo(index, a.applyDays, serial),
    borrower_id: applicant.id,
    borrower_name: applicant.name,
    lender_id: funder.id,
    lender_name: funder.name,
    loan_amount: approved,
    interest_rate: a.rate,
    term_days: a.term,
    repayment_method: 2,
    start_date: day(start),
    end_date: day(start + a.term),
    sign_status: signed ? 3 : 1,
    contract_status: a.status === 7 ? 5 : a.status >= 5 ? 4 : signed ? 3 : 1,
    sign_time: signed ? at(a.applyDays + 8, '15:40:00') : '',
    // loan_agreement_status follows the application: 待签约 → 待签署 … 已结清; the principal splits into repaid + outstanding.
    agreement_status: a.status - 3,
    disburse_date: disbursed ? day(a.disburseDays!) : '',
    outstanding_principal: disbursed ? round2(approved - repaidOf(index, approved, lot)) : 0,
    repaid_principal: disbursed ? repaidOf(index, approved, lot) : 0,
    file_url: oss(`${agreementNo}.pdf`),
    remark: a.status === 3 ? '签署截止前需完成双方电子签章' : '',
  };
  writers.loanAgreement(loanAgreement, at(a.applyDays + 6, '11:00:00'));
  // The application awaiting signing had a first draft, terminated when the funder changed its terms (one live agreement each).
  if (a.status === 3) {
    writers.loanAgreement(
      {
        ...loanAgreement,
        id: loanAgreementId(index + 21),
        agreement_no: `JK2026${String(index + 21 + serial).padStart(4, '0')}`,
        agreement_status: 5,
        sign_status: 5,
        interest_rate: Math.round((a.rate + 0.3) * 100) / 100,
        file_url: '',
        remark: '资金方调整利率，首稿终止后重新起草',
      },
      at(a.applyDays + 3, '10:00:00'),
    );
  }
}

/** The repayments made so far on an approved loan, each with the principal left after it. */
function seedRepayments(
  writers: Writers,
  { repayment: repaymentId, loanAgreement: loanAgreementId }: Ids,
  { index, lot, approved, agreementNo }: Loan,
): void {
  let left = approved;
  repaymentsOf(index, approved, lot).forEach((r, n) => {
    left = round2(left - r.amount);
    writers.repayment(
      {
        id: repaymentId(index * 10 + n + 1),
        agreement_id: loanAgreementId(index + 1),
        agreement_no: agreementNo,
        repay_amount: r.amount,
        repay_date: day(r.days),
        outstanding_after: left,
        remark: '按比例还款后解押',
      },
      at(r.days, '10:00:00'),
    );
  });
}

/** The pledge agreement over the lot, and the first draft terminated with the loan's when it awaits signing. */
function seedPledgeAgreement(
  writers: Writers,
  { application: applicationId, pledgeAgreement: pledgeAgreementId, commodity: commodityId }: Ids,
  { serial }: Scope,
  { a, index, applicant, funder, start, signed }: Loan,
  lot: Lot,
  supervisor: (typeof SUPERVISORS)[number],
): void {
  const released = releasedOf(index);
  const pledge = {
    id: pledgeAgreementId(index + 1),
    agreement_no: pledgeNo(index, serial),
    application_id: applicationId(index + 1),
    application_no: appNo(index, a.applyDays, serial),
    pledgor_id: applicant.id,
    pledgor_name: applicant.name,
    pledgee_id: funder.id,
    pledgee_name: funder.name,
    supervisor_id: supervisor.id,
    supervisor_name: supervisor.name,
    pledge_type: a.product === 2 ? 2 : 1,
    commodity_id: commodityId(lot.index + 1),
    commodity_no: lotNo(lot.index, serial),
    variety: lot.order.variety,
    grade: lot.order.grade,
    pledge_quantity: lot.qty,
    pledge_price: lot.price,
    pledge_value: round2(lot.qty * lot.price),
    minimum_stock: a.product === 2 ? round2(lot.qty * 0.6) : null,
    warning_line: 115,
    liquidation_line: 105,
    warehouse_name: lot.depot,
    storage_position: `${(lot.index % 6) + 1}号仓${'ABC'[lot.index % 3]}区`,
    start_date: day(start),
    end_date: day(start + a.term),
    released_quantity: released,
    sign_status: signed ? 3 : 1,
    agreement_status: a.status === 3 ? 1 : released >= lot.qty ? 4 : released > 0 ? 3 : 2,
    file_url: oss(`${pledgeNo(index, serial)}.pdf`),
    remark: a.status === 6 ? '借款逾期，质物暂停解押' : '',
  };
  writers.pledge(pledge, at(a.applyDays + 7, '11:30:00'));
  if (a.status === 3) {
    writers.pledge(
      {
        ...pledge,
        id: pledgeAgreementId(index + 21),
        agreement_no: pledgeNo(index + 20, serial),
        agreement_status: 6,
        sign_status: 5,
        file_url: '',
        remark: '随首稿借款合同终止',
      },
      at(a.applyDays + 4, '10:00:00'),
    );
  }
}

/** The supervisor's mandates over the lot's depot. */
function seedMandates(
  writers: Writers,
  { auth: authId }: Ids,
  { serial }: Scope,
  { a, index, applicant, start }: Loan,
  lot: Lot,
  supervisor: (typeof SUPERVISORS)[number],
): void {
  // supervise_auth_status: awaiting review while the loan awaits signing, expired after a settled loan, otherwise active;
  // one earlier mandate over the repaying loan's depot was revoked.
  const mandate = (n: number, status: number, remark: string) => {
    const authNo = `JG2026${String(n + serial).padStart(4, '0')}`;
    writers.auth(
      {
        id: authId(n),
        auth_no: authNo,
        supervisor_id: supervisor.id,
        supervisor_name: supervisor.name,
        warehouse_name: lot.depot,
        pledge_agreement_no: pledgeNo(index, serial),
        pledgor_name: applicant.name,
        authorized_users: ['马春生,何立', '韩东,邵玉梅', '冯建军', '白雪,齐国栋'][n % 4],
        contact_phone: ['13945127703', '13604486612', '13938270045', '13504162239'][n % 4],
        supervise_scope: [2, 1, 3, 2][n % 4],
        valid_from: day(start),
        valid_to: day(start + a.term + 30),
        auth_letter_file: oss(`${authNo}.pdf`),
        auth_status: status,
        remark,
      },
      at(start - 1, '16:00:00'),
    );
  };
  mandate(index + 1, a.status === 3 ? 0 : a.status === 7 ? 3 : 1, '');
  if (a.status === 5) mandate(index + 11, 2, '监管员调岗，原授权撤销');
}

function seedReleases(db: Db, lots: Lot[], ids: Ids, { tenantId, serial }: Scope): void {
  const insert = inserter(db, 'tp_pickupgoods', { tenantId });
  RELEASES.forEach(([app, qty, days, status], index) => {
    const a = APPLICATIONS[app];
    const lot = lots[a.lot!];
    const approved = floorTo((lot.qty * lot.price * a.ltv) / 100, 100_000);
    const time = at(days, '08:45:00');
    insert(
      {
        id: ids.release(index + 1),
        release_no: releaseNo(index, serial),
        pledge_agreement_no: pledgeNo(app, serial),
        commodity_no: lotNo(lot.index, serial),
        goods_name: lot.goodsName,
        owner_id: lot.owner.id,
        owner_name: lot.owner.name,
        warehouse_name: lot.depot,
        apply_quantity: qty,
        approved_quantity: status === 5 ? qty : null,
        repay_amount: round2((qty / lot.qty) * approved),
        pickup_person: lot.owner.contact,
        pickup_phone: lot.owner.phone,
        plate_no: plateOf(lot.owner, index),
        apply_time: time,
        release_time: status === 5 ? at(days + 1, '14:10:00') : '',
        pickup_status: status,
        remark: status === 2 ? '已还款，待监管方出库放行' : '按比例归还借款后解押出库',
      },
      time,
    );
  });
}

/** One pledge inquiry per inquiry_pledge_status from sellers holding grain: quoted amount = qty × appraised price × LTV. */
function seedInquiries(db: Db, refs: TradeRefs, ids: Ids, { tenantId, serial }: Scope): void {
  const insert = inserter(db, 'tp_inquirypledge', { tenantId });
  const quantities = [2500, 4000, 1500, 3000, 1000];
  quantities.forEach((qty, status) => {
    const seller = refs.sellers[(status + 2) % refs.sellers.length];
    const order = seller.goods[status % seller.goods.length];
    const quoted = status >= 1;
    const market = order.unitPrice;
    const appraised = Math.round((market * 0.95) / 10) * 10;
    const ltv = order.variety === 4 ? 60 : 70;
    const time = at(-30 + status * 6, '09:10:00');
    insert(
      {
        id: ids.inquiry(status + 1),
        inquiry_no: `XJ${compact(time)}${String(status + 1 + serial).padStart(3, '0')}`,
        customer_id: seller.company.id,
        customer_name: seller.company.name,
        contact_name: seller.company.contact,
        contact_phone: seller.company.phone,
        variety: order.variety,
        grade: order.grade,
        goods_name: productName(order.goodsName),
        quantity: qty,
        warehouse_name: depotOf(seller.company),
        expected_amount: floorTo(qty * market * 0.75, 10_000),
        market_price: market,
        appraised_price: quoted ? appraised : null,
        loan_to_value: quoted ? ltv : null,
        quoted_amount: quoted ? round2((qty * appraised * ltv) / 100) : null,
        funder_name: quoted ? FUNDERS[status % FUNDERS.length].name : '',
        valid_until: day(-30 + status * 6 + 15),
        inquiry_time: time,
        inquiry_status: status,
        remark: status === 3 ? '客户认为质押率偏低' : status === 4 ? '报价有效期已过' : '',
      },
      time,
    );
  });
}
