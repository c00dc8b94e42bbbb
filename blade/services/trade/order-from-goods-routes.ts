import type { Router } from '../../http/router';
import { saveOrderAndDetail } from './order-from-goods';
import { write } from '../../http/policy';

/** The trade journey's missing step: an order with SKU lines on a listed goods. */
export function registerOrderFromGoodsRoutes(router: Router): void {
  router.post('/blade-tradePort/order/saveOrderAndDetail', saveOrderAndDetail, write(['order_add'], { history: { table: 'tp_order' } }));
}
