import type { Router } from '../../http/router';
import { orderLedger, registerDeposit, registerPayment, reverseOrderEntry } from './money-actions';
import { cancelOrder, closeOrder } from './order-lifecycle';

/** An order's money (registered into the ledger, services/ledger) and the ends of its life. */
export function registerTradeLedgerRoutes(router: Router): void {
  router
    .post('/blade-tradePort/order/registerPayment', registerPayment)
    .post('/blade-tradePort/order/registerDeposit', registerDeposit)
    .post('/blade-tradePort/order/reverseEntry', reverseOrderEntry)
    .get('/blade-tradePort/order/ledger', orderLedger)
    .post('/blade-tradePort/order/close', closeOrder)
    .post('/blade-tradePort/order/cancel', cancelOrder);
}
