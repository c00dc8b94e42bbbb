import { dict, field, sealed, filled, message, money, percent, period, present, sum, text, tonnes, type PrintDocument } from '../document';

type Row = Record<string, unknown>;
export type ContractData = { order: Row; lines?: Row[] };

/** 购销合同: the order's parties, its lines with their total, and the terms the ledger enforces (deposit, tolerance, weighbridge allowance). */
export function contractDocument({ order, lines = [] }: ContractData): PrintDocument {
  const quantity = lines.length ? sum(lines, 'quantity', 3) : Number(order.quantity) || 0;
  const amount = lines.length ? sum(lines, 'amount', 2) : Number(order.amount) || 0;
  const clauses = [
    message('contractClauseGoods', { count: lines.length }),
    ...(present(order.deliveryPlace) || present(order.deliveryStart)
      ? [
          message('contractClauseDelivery', {
            place: String(order.deliveryPlace ?? ''),
            from: String(order.deliveryStart ?? '').slice(0, 10),
            to: String(order.deliveryEnd ?? '').slice(0, 10),
          }),
        ]
      : []),
    ...(present(order.depositRatio) && Number(order.depositRatio) > 0
      ? [message('contractClauseDeposit', { ratio: Number(order.depositRatio) })]
      : []),
    ...(present(order.tolerancePct) ? [message('contractClauseTolerance', { pct: Number(order.tolerancePct) })] : []),
    ...(present(order.weighAllowancePermille) ? [message('contractClauseWeigh', { permille: Number(order.weighAllowancePermille) })] : []),
    message('contractClausePrice'),
    message('contractClauseDispute'),
  ];
  return {
    kind: 'contract',
    number: String(present(order.contractNo) ? order.contractNo : (order.orderNo ?? '')),
    parties: [
      { role: 'seller', name: String(order.sellerName ?? '') },
      { role: 'buyer', name: String(order.buyerName ?? '') },
    ],
    sections: [
      {
        type: 'fields',
        title: 'order',
        fields: [
          field(order, 'orderNo'),
          field(order, 'contractNo'),
          field(order, 'goodsName'),
          field(order, 'orderType', (value) => dict('order_type', value)),
          field(order, 'orderTime'),
          field(order, 'deliveryMethod', (value) => dict('delivery_method', value)),
          field(order, 'deliveryPlace', text, true),
          { label: 'deliveryPeriod', value: period(order.deliveryStart, order.deliveryEnd) },
          field(order, 'settlementMethod', (value) => dict('settlement_method', value)),
          field(order, 'paymentMethod', (value) => dict('payment_method', value)),
          field(order, 'depositRatio', percent),
          field(order, 'depositAmount', money),
        ].filter((entry) => filled(entry.value)),
      },
      {
        type: 'table',
        title: 'lines',
        columns: [
          { label: 'index' },
          { label: 'productName' },
          { label: 'grade' },
          { label: 'lotNo' },
          { label: 'warehouseName' },
          { label: 'quantity', numeric: true },
          { label: 'unitPrice', numeric: true },
          { label: 'amount', numeric: true },
        ],
        rows: lines.map((line, index) => [
          text(index + 1),
          text(line.productName),
          dict('grain_grade', line.grade),
          text(line.lotNo),
          text(line.warehouseName),
          tonnes(line.quantity),
          money(line.unitPrice),
          money(line.amount),
        ]),
        total: [message('total'), null, null, null, null, tonnes(quantity), null, money(amount)],
        empty: 'noLines',
      },
      { type: 'clauses', title: 'terms', clauses },
    ],
    signatures: sealed('seller', 'buyer'),
  };
}
