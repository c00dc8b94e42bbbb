import type { ButtonCode } from '@/domain/button-codes';
import { withQuery } from '../client/api';

type Row = Record<string, unknown>;

/**
 * What a document reads, by name: the BFF path of each record (the same Blade endpoints the detail pages use, so a
 * real gateway serves them unchanged), or null while it waits for another record (an order's lines need the pick-up's
 * order number) or when the reader's buttons do not include that list.
 */
export type SourcePlan = Record<string, string | null>;

export type SourceInput = {
  id: string;
  params: Readonly<Record<string, string>>;
  /** The records already read, by source name. */
  loaded: Readonly<Record<string, unknown>>;
  can: (buttonCode: ButtonCode) => boolean;
};

const TP = '/api/blade-tradePort';
const record = (loaded: SourceInput['loaded'], name: string): Row | null => {
  const value = loaded[name];
  return value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0 ? (value as Row) : null;
};
const orderNoOf = (row: Row | null) => (row?.orderNo ? String(row.orderNo) : null);

export const pickupSources = ({ id, loaded, can }: SourceInput): SourcePlan => {
  const orderNo = orderNoOf(record(loaded, 'pickup'));
  return {
    pickup: withQuery(`${TP}/orderpickup/detail`, { id }),
    lines: orderNo ? withQuery(`${TP}/orderdetail/detailByOrderNo`, { orderNo }) : null,
    // Shipments are their own menu: a role without it prints the vehicles from the weigh slips alone.
    moves: can('logistics_view') ? withQuery(`${TP}/logistics/list`, { pickupId_equal: id, size: 100 }) : null,
    slips: withQuery('/api/blade-order/orderpickupdetail/listDetail', { pickupId: id }),
  };
};

export const contractSources = ({ id }: SourceInput): SourcePlan => ({
  order: withQuery(`${TP}/order/detail`, { orderNo: id }),
  lines: withQuery(`${TP}/orderdetail/detailByOrderNo`, { orderNo: id }),
});

/** A weigh slip is one line of its pick-up's slips (the service has no detail endpoint for them). */
export const weighslipSources = ({ params }: SourceInput): SourcePlan => ({
  pickup: params.pickupId ? withQuery(`${TP}/orderpickup/detail`, { id: params.pickupId }) : null,
  slips: params.pickupId ? withQuery('/api/blade-order/orderpickupdetail/listDetail', { pickupId: params.pickupId }) : null,
});

export const invoiceSources = ({ id, loaded }: SourceInput): SourcePlan => {
  const orderNo = orderNoOf(record(loaded, 'invoice'));
  return {
    invoice: withQuery(`${TP}/invoice/detail`, { id }),
    lines: orderNo ? withQuery(`${TP}/orderdetail/detailByOrderNo`, { orderNo }) : null,
  };
};

export const loanSources = ({ id }: SourceInput): SourcePlan => ({
  agreement: withQuery(`${TP}/financeloanagreement/detail`, { id }),
});
