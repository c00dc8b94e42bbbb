import {
  dict,
  field,
  sealed,
  signed,
  filled,
  message,
  money,
  period,
  present,
  sum,
  text,
  tonnes,
  type PrintDocument,
  type PrintValue,
} from '../document';

type Row = Record<string, unknown>;
export type PickupData = { pickup: Row; lines?: Row[]; moves?: { records?: Row[] }; slips?: Row[] };

/** One truck at the gate: from the shipments (planned) and the weigh slips (weighed), each plate once. */
export function pickupVehicles(
  moves: Row[],
  slips: Row[],
): { plateNo: string; driverName: string; driverPhone: string; weighed: number }[] {
  const byPlate = new Map<string, { plateNo: string; driverName: string; driverPhone: string; weighed: number }>();
  for (const row of [...moves, ...slips]) {
    const plateNo = String(row.plateNo ?? '').trim();
    if (!plateNo) continue;
    const known = byPlate.get(plateNo) ?? { plateNo, driverName: '', driverPhone: '', weighed: 0 };
    if (!known.driverName && present(row.driverName)) known.driverName = String(row.driverName);
    if (!known.driverPhone && present(row.driverPhone)) known.driverPhone = String(row.driverPhone);
    byPlate.set(plateNo, known);
  }
  for (const slip of slips) {
    const known = byPlate.get(String(slip.plateNo ?? '').trim());
    if (known) known.weighed = Math.round((known.weighed + (Number(slip.settleWeight) || 0)) * 1000) / 1000;
  }
  return [...byPlate.values()];
}

/**
 * The grades the pick-up lifts: its order's lines in the pick-up's warehouse (an order may hold lots in several
 * depots), or every line's when none is named there.
 */
export function pickupGrades(pickup: Row, lines: Row[]): string[] {
  const here = lines.filter((line) => present(pickup.warehouseName) && line.warehouseName === pickup.warehouseName);
  return [
    ...new Set(
      (here.length ? here : lines)
        .map((line) => line.grade)
        .filter(present)
        .map(String),
    ),
  ];
}

/** 提货单: what the gate checks against the truck (parties, goods, grade, quantity, vehicles, warehouse, validity, QR). */
export function pickupDocument({ pickup, lines = [], moves, slips = [] }: PickupData): PrintDocument {
  const grades = pickupGrades(pickup, lines);
  const vehicles = pickupVehicles(moves?.records ?? [], slips);
  const gradeValue: PrintValue = grades.length ? { kind: 'dict', dict: 'grain_grade', value: grades.join(',') } : text('');
  const consignee = [pickup.consignee, pickup.consigneePhone].filter(present).join(' ');
  return {
    kind: 'pickup',
    number: String(pickup.pickupNo ?? ''),
    qr: String(pickup.pickupNo ?? ''),
    parties: [
      { role: 'seller', name: String(pickup.sellerName ?? '') },
      { role: 'buyer', name: String(pickup.buyerName ?? '') },
    ],
    sections: [
      {
        type: 'fields',
        title: 'goods',
        fields: [
          field(pickup, 'orderNo'),
          field(pickup, 'contractNo'),
          field(pickup, 'goodsName'),
          { label: 'grade', value: gradeValue },
          field(pickup, 'warehouseName', text, true),
          field(pickup, 'applyQuantity', tonnes),
          field(pickup, 'approvedQuantity', tonnes),
          field(pickup, 'actualQuantity', tonnes),
          field(pickup, 'unitPrice', money),
          field(pickup, 'pickupAmount', money),
          field(pickup, 'pickupMethod', (value) => dict('pickup_method', value)),
          { label: 'validity', value: period(pickup.pickupStart, pickup.pickupEnd) },
          { label: 'consignee', value: text(consignee) },
          field(pickup, 'consigneeIdCard'),
          field(pickup, 'vehicleCount', text),
          field(pickup, 'releaseBy'),
          field(pickup, 'releaseTime'),
          field(pickup, 'remark', text, true),
        ].filter((entry) => filled(entry.value)),
      },
      {
        type: 'table',
        title: 'vehicles',
        columns: [
          { label: 'index' },
          { label: 'plateNo' },
          { label: 'driverName' },
          { label: 'driverPhone' },
          { label: 'weighed', numeric: true },
        ],
        rows: vehicles.map((vehicle, index) => [
          text(index + 1),
          text(vehicle.plateNo),
          text(vehicle.driverName),
          text(vehicle.driverPhone),
          vehicle.weighed ? tonnes(vehicle.weighed) : text(''),
        ]),
        total: vehicles.length ? [message('total'), text(''), text(''), text(''), tonnes(sum(slips, 'settleWeight', 3))] : undefined,
        empty: 'noVehicles',
      },
      {
        type: 'clauses',
        title: 'gateRules',
        clauses: [
          message('pickupRuleMatch'),
          ...(present(pickup.pickupEnd) ? [message('pickupRuleValidity', { to: String(pickup.pickupEnd).slice(0, 10) })] : []),
          message('pickupRuleWeigh'),
        ],
      },
    ],
    signatures: [...sealed('seller'), ...signed('consignee'), ...sealed('warehouse')],
  };
}
