import { field, sealed, signed, filled, text, tonnes, type PrintDocument } from '../document';

type Row = Record<string, unknown>;
export type WeighslipData = { pickup: Row; slip: Row };

/** 磅单: one truck's weighing (gross − tare = net; net − deduction = settled), with its pick-up's goods and parties. */
export function weighslipDocument({ pickup, slip }: WeighslipData): PrintDocument {
  return {
    kind: 'weighslip',
    number: String(slip.weighNo ?? ''),
    parties: [
      { role: 'seller', name: String(pickup.sellerName ?? '') },
      { role: 'buyer', name: String(pickup.buyerName ?? '') },
    ],
    sections: [
      {
        type: 'fields',
        title: 'vehicle',
        fields: [
          field(slip, 'pickupNo'),
          field(slip, 'orderNo'),
          field(pickup, 'goodsName'),
          field(pickup, 'warehouseName'),
          field(slip, 'plateNo'),
          field(slip, 'driverName'),
          field(slip, 'driverPhone'),
          field(slip, 'weighman'),
        ].filter((entry) => filled(entry.value)),
      },
      {
        type: 'table',
        title: 'weighing',
        columns: [{ label: 'item' }, { label: 'weight', numeric: true }, { label: 'time' }],
        rows: [
          [{ kind: 'message', key: 'grossWeight' }, tonnes(slip.grossWeight), text(slip.grossTime)],
          [{ kind: 'message', key: 'tareWeight' }, tonnes(slip.tareWeight), text(slip.tareTime)],
          [{ kind: 'message', key: 'netWeight' }, tonnes(slip.netWeight), text('')],
          [{ kind: 'message', key: 'deductWeight' }, tonnes(slip.deductWeight), text('')],
        ],
        total: [{ kind: 'message', key: 'settleWeight' }, tonnes(slip.settleWeight), null],
      },
    ],
    signatures: [...signed('weighman', 'driver'), ...sealed('warehouse')],
  };
}
