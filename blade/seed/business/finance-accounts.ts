/**
 * Fund accounts with their ledgers (balance = Σ inflows − Σ outflows, frozen = deposits still held,
 * available = balance − frozen), the platform finance journal and monthly statements of account.
 */
import type { Db } from '../../db/open';
import { at, compact, idOf, inserter, OTHER_TENANT, round2 } from './helpers';
import type { Company, TradeRefs } from './trade-refs';
import { accountColumns, applyMovement, EMPTY_ACCOUNT } from '../../services/finance/ledger';

const accountId = idOf(80);
const logId = idOf(81);
const detailId = idOf(82);
const statementId = idOf(83);

/** account_flow_type: 1 充值 2 提现 3 冻结 4 解冻 5 扣除 6 支付 7 收入 8 退款. */
type Movement = { type: number; amount: number; days: number; orderNo?: string; remark: string };

const BANKS = ['中国农业银行', '中国工商银行', '中国建设银行', '中国银行', '交通银行', '中国邮政储蓄银行'];

/** A customer's movements: a deposit, then paying for its purchase or collecting for its sale. */
function movementsOf(company: Company, index: number, refs: TradeRefs): Movement[] {
  const start = -100 + index * 6;
  const bought = refs.orders.find((order) => order.buyerName === company.name);
  const sold = refs.orders.find((order) => order.sellerName === company.name);
  const moves: Movement[] = [];
  if (bought) {
    const amount = bought.amount;
    const deposit = round2(amount * 0.1);
    moves.push({ type: 1, amount: Math.ceil(amount / 1_000_000) * 1_000_000 + 500_000, days: start, remark: '网银转入' });
    moves.push({ type: 3, amount: deposit, days: start + 2, orderNo: bought.orderNo, remark: '订单保证金冻结(10%)' });
    if (index % 3 !== 2) {
      moves.push({ type: 5, amount: deposit, days: start + 9, orderNo: bought.orderNo, remark: '保证金转货款' });
      moves.push({ type: 6, amount: round2(amount - deposit), days: start + 9, orderNo: bought.orderNo, remark: '支付剩余货款' });
    }
  } else {
    moves.push({ type: 1, amount: 2_000_000 + index * 100_000, days: start, remark: '网银转入' });
  }
  if (sold) {
    const amount = sold.amount;
    if (index % 2 === 1) moves.push({ type: 3, amount: 200_000, days: start + 1, remark: '卖方挂牌履约保证金冻结' });
    moves.push({ type: 7, amount, days: start + 12, orderNo: sold.orderNo, remark: '买方货款到账' });
    moves.push({ type: 2, amount: Math.round((amount * 0.6) / 10_000) * 10_000, days: start + 15, remark: '提现至对公账户' });
  }
  if (index === 4) moves.push({ type: 8, amount: 12_600, days: start + 20, remark: '交易服务费多收退回' });
  return moves;
}

function seedAccounts(db: Db, refs: TradeRefs): void {
  const insertAccount = inserter(db, 'tp_useraccount');
  const insertLog = inserter(db, 'tp_useraccountlog');
  let logIndex = 0;
  const holders = [
    ...refs.companies.slice(0, 8).map((company, index) => ({ company, index, tenant: undefined as string | undefined })),
    ...refs.otherTenantCompanies.slice(0, 2).map((company, index) => ({ company, index: index + 8, tenant: OTHER_TENANT })),
  ];
  for (const { company, index, tenant } of holders) {
    const id = accountId(index + 1);
    const accountNo = tenant ? `HB-ZH${String(index - 7).padStart(4, '0')}` : `ZH2026${String(index + 1).padStart(4, '0')}`;
    const moves = tenant
      ? [
          { type: 1, amount: 800_000 + index * 50_000, days: -40 + index, remark: '网银转入' },
          { type: 2, amount: 200_000, days: -20 + index, remark: '提现至对公账户' },
        ]
      : movementsOf(company, index, refs);
    let state = EMPTY_ACCOUNT;
    for (const move of moves) {
      const before = state.balance;
      state = applyMovement(state, { flowType: move.type, amount: move.amount });
      const { balance, frozen } = state;
      const time = at(move.days, `${String(9 + (logIndex % 8)).padStart(2, '0')}:${String((logIndex * 7) % 60).padStart(2, '0')}:00`);
      insertLog(
        {
          id: logId(++logIndex),
          tenant_id: tenant ?? null,
          serial_no: `LS${compact(time)}${String(logIndex).padStart(4, '0')}`,
          account_id: id,
          account_no: accountNo,
          customer_id: company.id,
          customer_name: company.name,
          flow_type: move.type,
          amount: move.amount,
          balance_before: round2(before),
          balance_after: round2(balance),
          frozen_after: round2(frozen),
          order_no: move.orderNo ?? '',
          trade_time: time,
          remark: move.remark,
        },
        time,
      );
    }
    const opened = at(moves[0].days - 3, '10:00:00');
    insertAccount(
      {
        id,
        tenant_id: tenant ?? null,
        account_no: accountNo,
        customer_id: company.id,
        customer_name: company.name,
        bank_name: `${BANKS[index % BANKS.length]}${company.city.replace(/市$/, '')}分行`,
        bank_account: `6228${String(480_100_000_000 + index * 13_579_246)}`,
        ...accountColumns(state),
        account_status: index === 6 ? 2 : 1,
        open_time: opened,
        remark: index === 6 ? '涉诉冻结，待法务确认' : '',
      },
      opened,
    );
  }
}

/** The platform's journal: deposits and service fees in, payments to sellers, freight and lab fees out. */
function seedDetails(db: Db, refs: TradeRefs): void {
  const insert = inserter(db, 'tp_financialdetails');
  let n = 0;
  const add = (
    order: TradeRefs['orders'][number],
    payer: string,
    payerId: string,
    itemType: number,
    direction: number,
    amount: number,
    days: number,
    method: number,
    remark: string,
  ) => {
    const time = at(days, `${String(10 + (n % 7)).padStart(2, '0')}:15:00`);
    n += 1;
    insert(
      {
        id: detailId(n),
        detail_no: `CW${compact(time)}${String(n).padStart(4, '0')}`,
        customer_id: payerId,
        customer_name: payer,
        order_no: order.orderNo,
        item_type: itemType,
        direction,
        amount: round2(amount),
        payment_method: method,
        bank_serial_no: method === 5 ? '' : `BK${compact(time)}${String(70000 + n * 131)}`,
        pay_time: time,
        handler: n % 2 ? '钱晓红' : '孙会计',
        remark,
      },
      time,
    );
  };
  refs.orders.slice(0, 6).forEach((order, index) => {
    const amount = order.amount;
    add(order, order.buyerName, order.buyerId, 2, 1, amount * 0.1, -95 + index * 8, 1, '买方缴纳履约保证金');
    add(order, order.buyerName, order.buyerId, 3, 1, order.quantity * 3, -93 + index * 8, 5, '交易服务费 3元/吨');
  });
  refs.orders
    .slice(0, 2)
    .forEach((order, index) => add(order, order.sellerName, order.sellerId, 1, 2, order.amount * 0.9, -80 + index * 8, 1, '代付卖方货款'));
  const order = (index: number) => refs.orders[index % refs.orders.length];
  add(order(2), '吉林通达物流有限公司', '', 4, 2, order(2).quantity * 85, -70, 1, '汽运运费 85元/吨');
  add(order(3), '中国检验认证集团辽宁有限公司', '', 5, 2, 3_600, -66, 1, '第三方质检费');
  add(order(4), order(4).buyerName, order(4).buyerId, 8, 1, order(4).quantity * 1.5, -30, 1, '代储仓储费 1.5元/吨·月');
  add(order(5), '平台质检中心', '', 5, 2, 2_400, -12, 5, '平台质检中心检测费');
}

/** Two months of statements for three customers; each month opens with the previous month's closing balance. */
function seedStatements(db: Db, refs: TradeRefs): void {
  const insert = inserter(db, 'tp_financialstatements');
  const now = new Date();
  const months = [2, 1].map((back) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const confirmed = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 5));
    return {
      period: first.toISOString().slice(0, 7),
      start: first.toISOString().slice(0, 10),
      end: last.toISOString().slice(0, 10),
      confirmedAt: `${confirmed.toISOString().slice(0, 10)} 16:30:00`,
    };
  });
  let n = 0;
  refs.companies.slice(0, 3).forEach((company, c) => {
    for (const type of [1, 2]) {
      let opening = type === 1 ? 0 : 150_000 * (c + 1);
      months.forEach((month, m) => {
        const increase = type === 1 ? 2_400_000 + c * 850_000 + m * 620_000 : 228_000 + c * 41_000 + m * 35_000;
        const decrease = type === 1 ? 1_900_000 + c * 700_000 + m * 540_000 : 180_000 + c * 36_000 + m * 52_000;
        const closing = opening + increase - decrease;
        const confirmed = m === 0;
        const created = `${month.end} 18:00:00`;
        n += 1;
        insert(
          {
            id: statementId(n),
            statement_no: `DZ${month.period.replace('-', '')}${type}${String(c + 1).padStart(3, '0')}`,
            customer_id: company.id,
            customer_name: company.name,
            statement_type: type,
            period: month.period,
            start_date: month.start,
            end_date: month.end,
            opening_balance: round2(opening),
            increase_amount: round2(increase),
            decrease_amount: round2(decrease),
            closing_balance: round2(closing),
            reconcile_status: confirmed ? 1 : c === 2 && type === 1 ? 2 : 0,
            confirm_time: confirmed ? month.confirmedAt : '',
            remark: c === 2 && type === 1 && !confirmed ? '客户对运费抵扣金额有异议' : '',
          },
          created,
        );
        opening = closing;
      });
    }
  });
}

export function seedFinanceAccounts(db: Db, refs: TradeRefs): void {
  seedAccounts(db, refs);
  seedDetails(db, refs);
  seedStatements(db, refs);
}
