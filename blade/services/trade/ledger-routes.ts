import type { Router } from '../../http/router';
import { read, write } from '../../http/policy';
import { orderLedger, registerDeposit, registerPayment, reverseOrderEntry } from './money-actions';
import { cancelOrder, closeOrder } from './order-lifecycle';
import { proposeSupplement } from './order-supplements';
import { approveCreditLimit } from './credit-limits';

/** The order each names by orderNo: its change history (services/history) shows the figures the entries moved. */
const ORDER = { history: { table: 'tp_order', param: 'orderNo', column: 'order_no' } };

/** An order's money (registered into the ledger, services/ledger) and the ends of its life; each names its order by orderNo. */
export function registerTradeLedgerRoutes(router: Router): void {
  router
    .post('/blade-tradePort/order/registerPayment', registerPayment, write(['order_edit'], ORDER))
    .post('/blade-tradePort/order/registerDeposit', registerDeposit, write(['order_edit'], ORDER))
    .post('/blade-tradePort/order/reverseEntry', reverseOrderEntry, write(['order_edit'], ORDER))
    .get('/blade-tradePort/order/ledger', orderLedger, read('order'))
    .post('/blade-tradePort/order/close', closeOrder, write(['order_edit'], ORDER))
    .post('/blade-tradePort/order/cancel', cancelOrder, write(['order_edit'], ORDER))
    // A price after signing: a supplement both parties sign (order-supplements.ts), under the same button as 调整价格.
    .post('/blade-tradePort/order/proposeSupplement', proposeSupplement, write(['order_price'], ORDER))
    // A buyer's credit limit for 账期结算, approved by someone other than who applied (credit-limits.ts).
    .post(
      '/blade-tradePort/creditlimit/approve',
      approveCreditLimit,
      write(['creditlimit_approve'], { target: { table: 'tp_creditlimit', param: 'id' } }),
    );
}
