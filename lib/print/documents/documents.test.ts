import { pickupDocument, pickupGrades, pickupVehicles } from './pickup';
import { contractDocument } from './contract';
import { weighslipDocument } from './weighslip';
import { invoiceDocument } from './invoice';
import { loanDocument } from './loan';
import { DOCUMENTS } from '../registry';
import type { PrintDocument, PrintField, PrintSection, PrintValue } from '../document';

type Row = Record<string, unknown>;
const section = (doc: PrintDocument, title: string): PrintSection => {
  const found = doc.sections.find((entry) => entry.title === title);
  if (!found) throw new Error(`no section ${title}`);
  return found;
};
const fields = (doc: PrintDocument, title: string): Record<string, PrintValue> => {
  const found = section(doc, title);
  if (found.type !== 'fields') throw new Error(`${title} is not fields`);
  return Object.fromEntries(found.fields.map((entry: PrintField) => [entry.label, entry.value]));
};
const table = (doc: PrintDocument, title: string) => {
  const found = section(doc, title);
  if (found.type !== 'table') throw new Error(`${title} is not a table`);
  return found;
};

const pickup: Row = {
  id: '1900000000000000101',
  pickupNo: 'TH202611270001',
  orderNo: 'DD202611200007',
  contractNo: 'HT202611200007',
  goodsName: '黄玉米',
  buyerName: '山东鲁粮饲料有限公司',
  sellerName: '吉林粮食集团',
  warehouseName: '锦州港一号库',
  applyQuantity: 120,
  approvedQuantity: 100,
  actualQuantity: 66.32,
  unitPrice: 2350,
  pickupAmount: 155852,
  pickupStart: '2026-11-27',
  pickupEnd: '2026-12-07 00:00:00',
  pickupMethod: 1,
  consignee: '王强',
  consigneePhone: '13800000000',
  consigneeIdCard: '',
  vehicleCount: 3,
  releaseBy: '',
  remark: '',
};
const lines: Row[] = [
  { productName: '黄玉米', grade: 2, warehouseName: '锦州港一号库', quantity: 300, unitPrice: 2350, amount: 705000 },
  { productName: '黄玉米', grade: 3, warehouseName: '大连北良港', quantity: 200.5, unitPrice: 2300, amount: 461150 },
];
const slips: Row[] = [
  {
    id: 's1',
    weighNo: 'BD001',
    plateNo: '辽A12345',
    driverName: '',
    driverPhone: '',
    grossWeight: 49.2,
    tareWeight: 15.98,
    netWeight: 33.22,
    deductWeight: 0.05,
    settleWeight: 33.17,
    grossTime: '2026-11-27 09:12:00',
    tareTime: '2026-11-27 08:40:00',
    weighman: '李磅 (weigh)',
    pickupNo: 'TH202611270001',
    orderNo: 'DD202611200007',
  },
  {
    id: 's2',
    weighNo: 'BD002',
    plateNo: '辽B67890',
    driverName: '赵六',
    grossWeight: 48.1,
    tareWeight: 14.9,
    netWeight: 33.2,
    deductWeight: 0.05,
    settleWeight: 33.15,
  },
];
const moves: Row[] = [
  { plateNo: '辽A12345', driverName: '张三', driverPhone: '13900000001' },
  { plateNo: '辽C00001', driverName: '孙七', driverPhone: '' },
];

describe('pick-up slip', () => {
  const doc = pickupDocument({ pickup, lines, moves: { records: moves }, slips });

  test('is numbered and QR-coded with the pick-up number, between seller and buyer', () => {
    expect(doc.number).toBe('TH202611270001');
    expect(doc.qr).toBe('TH202611270001');
    expect(doc.parties).toEqual([
      { role: 'seller', name: '吉林粮食集团' },
      { role: 'buyer', name: '山东鲁粮饲料有限公司' },
    ]);
    expect(doc.signatures).toEqual([
      { role: 'seller', seal: true },
      { role: 'consignee', seal: false },
      { role: 'warehouse', seal: true },
    ]);
  });

  test('prints goods, the grade of its warehouse lot, quantities, money, validity and the collector; leaves empty fields off', () => {
    const goods = fields(doc, 'goods');
    expect(goods.goodsName).toEqual({ kind: 'text', value: '黄玉米' });
    expect(goods.grade).toEqual({ kind: 'dict', dict: 'grain_grade', value: '2' });
    expect(goods.warehouseName).toEqual({ kind: 'text', value: '锦州港一号库' });
    expect(goods.approvedQuantity).toEqual({ kind: 'tonnes', value: 100 });
    expect(goods.pickupAmount).toEqual({ kind: 'money', value: 155852 });
    expect(goods.pickupMethod).toEqual({ kind: 'dict', dict: 'pickup_method', value: '1' });
    expect(goods.validity).toEqual({ kind: 'period', from: '2026-11-27', to: '2026-12-07' });
    expect(goods.consignee).toEqual({ kind: 'text', value: '王强 13800000000' });
    expect(goods).not.toHaveProperty('consigneeIdCard');
    expect(goods).not.toHaveProperty('releaseBy');
  });

  test('lists each truck once, with its driver from the shipment and its weighed tonnes from the slips, and their total', () => {
    const vehicles = table(doc, 'vehicles');
    expect(vehicles.rows.map((row) => row.slice(1, 4).map((cell) => (cell.kind === 'text' ? cell.value : '')))).toEqual([
      ['辽A12345', '张三', '13900000001'],
      ['辽C00001', '孙七', ''],
      ['辽B67890', '赵六', ''],
    ]);
    expect(vehicles.rows[0][4]).toEqual({ kind: 'tonnes', value: 33.17 });
    expect(vehicles.rows[1][4]).toEqual({ kind: 'text', value: '' });
    expect(vehicles.total?.[4]).toEqual({ kind: 'tonnes', value: 66.32 });
  });

  test('states the validity at the gate only when the slip has an end date', () => {
    const rules = section(doc, 'gateRules');
    expect(rules.type === 'clauses' && rules.clauses.map((clause) => (clause.kind === 'message' ? clause.key : ''))).toEqual([
      'pickupRuleMatch',
      'pickupRuleValidity',
      'pickupRuleWeigh',
    ]);
    const open = pickupDocument({ pickup: { ...pickup, pickupEnd: '' }, slips: [] });
    const openRules = section(open, 'gateRules');
    expect(openRules.type === 'clauses' && openRules.clauses).toHaveLength(2);
    expect(table(open, 'vehicles').rows).toEqual([]);
    expect(table(open, 'vehicles').total).toBeUndefined();
  });

  test('grades: the lots in its warehouse, else every lot of the order', () => {
    expect(pickupGrades(pickup, lines)).toEqual(['2']);
    expect(pickupGrades({ warehouseName: '别的库' }, lines)).toEqual(['2', '3']);
    expect(pickupGrades(pickup, [])).toEqual([]);
    expect(pickupVehicles([], [{ plateNo: ' ' }])).toEqual([]);
  });
});

describe('sales contract', () => {
  const order: Row = {
    orderNo: 'DD202611200007',
    contractNo: 'HT202611200007',
    goodsName: '黄玉米',
    buyerName: '山东鲁粮饲料有限公司',
    sellerName: '吉林粮食集团',
    quantity: 999,
    amount: 1,
    depositRatio: 10,
    depositAmount: 116615,
    deliveryPlace: '锦州港',
    deliveryStart: '2026-11-20',
    deliveryEnd: '2026-12-31',
    tolerancePct: 5,
    weighAllowancePermille: 3,
    deliveryMethod: '',
    orderType: -1,
  };
  const doc = contractDocument({ order, lines });

  test('totals the lines themselves (tonnes to the kilogram, yuan to the fen)', () => {
    const goods = table(doc, 'lines');
    expect(goods.rows).toHaveLength(2);
    expect(goods.rows[1][2]).toEqual({ kind: 'dict', dict: 'grain_grade', value: '3' });
    expect(goods.total?.[5]).toEqual({ kind: 'tonnes', value: 500.5 });
    expect(goods.total?.[7]).toEqual({ kind: 'money', value: 1166150 });
    expect(doc.number).toBe('HT202611200007');
  });

  test('writes the terms the ledger enforces as clauses with their figures', () => {
    const terms = section(doc, 'terms');
    if (terms.type !== 'clauses') throw new Error('terms');
    expect(terms.clauses).toContainEqual({ kind: 'message', key: 'contractClauseDeposit', values: { ratio: 10 } });
    expect(terms.clauses).toContainEqual({ kind: 'message', key: 'contractClauseTolerance', values: { pct: 5 } });
    expect(terms.clauses).toContainEqual({ kind: 'message', key: 'contractClauseWeigh', values: { permille: 3 } });
    expect(terms.clauses).toContainEqual({
      kind: 'message',
      key: 'contractClauseDelivery',
      values: { place: '锦州港', from: '2026-11-20', to: '2026-12-31' },
    });
    const orderFields = fields(doc, 'order');
    expect(orderFields).not.toHaveProperty('deliveryMethod');
    expect(orderFields).not.toHaveProperty('orderType');
    expect(orderFields.depositRatio).toEqual({ kind: 'percent', value: 10 });
  });

  test('without lines it prints the order totals and says there are no lines', () => {
    const bare = contractDocument({ order: { ...order, contractNo: '' } });
    expect(bare.number).toBe('DD202611200007');
    expect(table(bare, 'lines').total?.[5]).toEqual({ kind: 'tonnes', value: 999 });
    expect(table(bare, 'lines').empty).toBe('noLines');
  });
});

describe('weigh slip, invoice, loan agreement', () => {
  test('weigh slip: gross, tare, net, deduction, and the settled weight as its total', () => {
    const doc = weighslipDocument({ pickup, slip: slips[0] });
    expect(doc.number).toBe('BD001');
    const weighing = table(doc, 'weighing');
    expect(weighing.rows.map((row) => row[1])).toEqual([49.2, 15.98, 33.22, 0.05].map((value) => ({ kind: 'tonnes', value })));
    expect(weighing.total?.[1]).toEqual({ kind: 'tonnes', value: 33.17 });
    expect(fields(doc, 'vehicle').plateNo).toEqual({ kind: 'text', value: '辽A12345' });
    expect(fields(doc, 'vehicle')).not.toHaveProperty('driverName');
  });

  test('invoice: unit price before tax derived from the amount and quantity; totals before tax, tax and including tax', () => {
    const doc = invoiceDocument({
      invoice: {
        invoiceApplyNo: 'KP0001',
        invoiceNo: '',
        sellerName: '吉林粮食集团',
        buyerTitle: '山东鲁粮饲料有限公司',
        quantity: 100,
        amountExTax: 215596.33,
        taxAmount: 19403.67,
        amountInclTax: 235000,
        taxRate: 9,
        invoiceType: 1,
      },
      lines,
    });
    expect(doc.number).toBe('KP0001');
    const items = table(doc, 'items');
    expect(items.rows[0][0]).toEqual({ kind: 'text', value: '黄玉米' });
    expect(items.rows[0][2]).toEqual({ kind: 'money', value: 2155.96 });
    expect(items.total?.[3]).toEqual({ kind: 'money', value: 215596.33 });
    expect(items.total?.[5]).toEqual({ kind: 'money', value: 19403.67 });
    expect(fields(doc, 'totals').amountInclTax).toEqual({ kind: 'money', value: 235000 });
    expect(doc.parties[1]).toEqual({ role: 'buyer', name: '山东鲁粮饲料有限公司' });
  });

  test('loan agreement: principal, rates and the repayment order as a clause of its own', () => {
    const doc = loanDocument({
      agreement: {
        agreementNo: 'JK0001',
        lenderName: '锦州银行',
        borrowerName: '吉林粮食集团',
        loanAmount: 5000000,
        interestRate: 4.35,
        penaltyRate: 6.525,
        dayCountBasis: '365',
        repaymentOrder: 'interest,penalty,principal',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        termDays: 364,
      },
    });
    expect(fields(doc, 'loan').loanAmount).toEqual({ kind: 'money', value: 5000000 });
    expect(fields(doc, 'loan').loanPeriod).toEqual({ kind: 'period', from: '2026-01-01', to: '2026-12-31' });
    const terms = section(doc, 'terms');
    if (terms.type !== 'clauses') throw new Error('terms');
    expect(terms.clauses).toContainEqual({ kind: 'message', key: 'loanClauseInterest', values: { rate: 4.35, basis: '365' } });
    expect(terms.clauses).toContainEqual({ kind: 'message', key: 'loanClauseOrder_interestFirst', values: undefined });
    expect(doc.signatures).toEqual([
      { role: 'lender', seal: true },
      { role: 'borrower', seal: true },
    ]);
  });
});

describe('registry', () => {
  const none = () => false;
  test("a pick-up reads its order's lines once it knows the order number, and shipments only with their button", () => {
    const first = DOCUMENTS.pickup.sources({ id: '7', params: {}, loaded: {}, can: none });
    expect(first).toEqual({
      pickup: '/api/blade-tradePort/orderpickup/detail?id=7',
      lines: null,
      moves: null,
      slips: '/api/blade-order/orderpickupdetail/listDetail?pickupId=7',
    });
    const next = DOCUMENTS.pickup.sources({ id: '7', params: {}, loaded: { pickup }, can: (code) => code === 'logistics_view' });
    expect(next.lines).toBe('/api/blade-tradePort/orderdetail/detailByOrderNo?orderNo=DD202611200007');
    expect(next.moves).toContain('pickupId_equal=7');
  });

  test("a missing record builds no document; a weigh slip is found among its pick-up's slips", () => {
    expect(DOCUMENTS.pickup.build({ pickup: {} }, '7')).toBeNull();
    expect(DOCUMENTS.loan.build({}, '7')).toBeNull();
    expect(DOCUMENTS.weighslip.build({ pickup, slips }, 's2')?.number).toBe('BD002');
    expect(DOCUMENTS.weighslip.build({ pickup, slips }, 'nope')).toBeNull();
    expect(DOCUMENTS.weighslip.sources({ id: 's2', params: {}, loaded: {}, can: none })).toEqual({ pickup: null, slips: null });
  });
});

describe('labels', () => {
  // Every key a document prints exists in both languages (a missing one would print its raw key on paper).
  const docs = [
    pickupDocument({ pickup, lines, moves: { records: moves }, slips }),
    contractDocument({
      order: {
        orderNo: 'D',
        deliveryPlace: 'P',
        depositRatio: 10,
        tolerancePct: 5,
        weighAllowancePermille: 3,
        orderType: 1,
        deliveryMethod: 1,
        settlementMethod: 1,
        paymentMethod: 1,
        orderTime: 't',
        depositAmount: 1,
      },
      lines,
    }),
    weighslipDocument({ pickup, slip: slips[0] }),
    invoiceDocument({
      invoice: {
        invoiceApplyNo: 'K',
        invoiceType: 1,
        invoiceCode: 'c',
        invoiceNo: 'n',
        invoiceDate: 'd',
        orderNo: 'o',
        contractNo: 'h',
        buyerTitle: 'b',
        buyerTaxNo: 't',
        buyerAddressPhone: 'a',
        buyerBankAccount: 'k',
        amountInclTax: 1,
        remark: 'r',
        quantity: 1,
        amountExTax: 1,
      },
    }),
    ...['penalty,interest,principal', 'interest,penalty,principal', 'principal,interest,penalty'].map((repaymentOrder) =>
      loanDocument({
        agreement: {
          agreementNo: 'J',
          agreementName: 'n',
          applicationNo: 'a',
          loanAmount: 1,
          interestRate: 1,
          penaltyRate: 1,
          termDays: 1,
          startDate: 'd',
          repaymentMethod: 1,
          disburseDate: 'd',
          remark: 'r',
          repaymentOrder,
        },
      }),
    ),
  ];
  const keys = new Set<string>();
  const value = (entry: PrintValue | null) => entry?.kind === 'message' && keys.add(`values.${entry.key}`);
  for (const doc of docs) {
    keys.add(`titles.${doc.kind}`);
    keys.add(`open.${doc.kind}`);
    for (const party of doc.parties) keys.add(`roles.${party.role}`);
    for (const { role } of doc.signatures) keys.add(`roles.${role}`);
    for (const entry of doc.sections) {
      keys.add(`sections.${entry.title}`);
      if (entry.type === 'fields') entry.fields.forEach((item) => (keys.add(`fields.${item.label}`), value(item.value)));
      if (entry.type === 'table') {
        entry.columns.forEach((column) => keys.add(`fields.${column.label}`));
        [...entry.rows.flat(), ...(entry.total ?? [])].forEach(value);
        if (entry.empty) keys.add(`values.${entry.empty}`);
      }
      if (entry.type === 'clauses') entry.clauses.forEach(value);
    }
  }

  test.each(['zh', 'en'])('%s has every key', (locale) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const messages = require(`../../../messages/${locale}.json`).print as Record<string, Record<string, string>>;
    const missing = [...keys].filter((key) => {
      const [group, name] = key.split('.');
      return typeof messages[group]?.[name] !== 'string';
    });
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(100);
  });
});
