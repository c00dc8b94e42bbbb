/**
 * The amount rules of orders and pick-ups (tonnes to 3 decimals, yuan to 2):
 * - a weigh slip: net = gross − tare, settlement weight = net − deduction (moisture / impurity);
 * - a pick-up's actual quantity is the sum of its slips' settlement weights; an order's picked quantity
 *   the sum over its pick-ups, spread over its lines first lot first;
 * - a pick-up's deposit share = its goods value × the order's deposit ratio, deducted or released once;
 * - the order balance = paid − value of what was lifted (positive: the buyer is in credit).
 */
export const round2 = (value: number) => Math.round(value * 100) / 100;
export const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Dict `pay_status`: 0 未支付, 1 部分支付, 2 已付清, 3 已退款. */
export const PAY_STATUS = { unpaid: 0, partial: 1, paid: 2, refunded: 3 } as const;

/** The payment state that follows from what was paid against the order's amount; a refund stays a refund. */
export function payStatusFor(paid: number, amount: number, current: number): number {
  if (current === PAY_STATUS.refunded) return current;
  if (paid <= 0.005) return PAY_STATUS.unpaid;
  return paid >= amount - 0.005 ? PAY_STATUS.paid : PAY_STATUS.partial;
}

export type SlipInput = { grossWeight: number; tareWeight: number; deductWeight: number };

/** Net and settlement weight of a slip, or the rule it breaks. */
export function weighSlip(slip: SlipInput): { netWeight: number; settleWeight: number } | { error: string } {
  const net = round3(slip.grossWeight - slip.tareWeight);
  if (net <= 0) return { error: '毛重必须大于皮重' };
  const settle = round3(net - slip.deductWeight);
  if (settle <= 0) return { error: '扣重必须小于净重(毛重 − 皮重)' };
  return { netWeight: net, settleWeight: settle };
}

/** Spreads an order's picked tonnes over its lines in order (the first lot is lifted first; the last takes any excess). */
export function spreadPicked(lines: { quantity: number }[], picked: number): number[] {
  let rest = round3(picked);
  return lines.map((line, index) => {
    const share = index === lines.length - 1 ? rest : Math.min(line.quantity, rest);
    rest = round3(rest - Math.max(0, share));
    return round3(Math.max(0, share));
  });
}

/** An executing order becomes partly picked (5) once tonnes are lifted and awaits settlement (6) when all are. */
export function orderStatusAfterPick(status: number, quantity: number, picked: number): number {
  if (status !== 4 && status !== 5) return status;
  if (picked >= quantity) return 6;
  return picked > 0 ? 5 : status;
}

export function depositShare(value: number, depositRatio: number): number {
  return round2((value * depositRatio) / 100);
}

export type BalanceInput = {
  amount: number;
  quantity: number;
  pickedQuantity: number;
  unitPrice: number;
  paidAmount: number;
  depositAmount: number;
  depositPaid: number;
  depositDeducted: number;
  depositReleased: number;
};

/** The balance of an order: what was lifted, what is paid, the deposit still held and what remains to pay or refund. */
export function orderBalance(input: BalanceInput) {
  const pickedValue = round2(input.pickedQuantity * input.unitPrice);
  return {
    amount: round2(input.amount),
    quantity: round3(input.quantity),
    pickedQuantity: round3(input.pickedQuantity),
    remainingQuantity: round3(Math.max(0, input.quantity - input.pickedQuantity)),
    pickedValue,
    paidAmount: round2(input.paidAmount),
    depositAmount: round2(input.depositAmount),
    depositHeld: round2(input.depositPaid),
    depositDeducted: round2(input.depositDeducted),
    depositReleased: round2(input.depositReleased),
    balance: round2(input.paidAmount - pickedValue),
  };
}
