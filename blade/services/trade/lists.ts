import type { Context, Handler } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import type { CrudTable } from '../../tables/crud-table';
import { goodsTable } from '../../tables/trade/goods';
import { classificationTable } from '../../tables/trade/classification';
import { goodsspecificationTable } from '../../tables/trade/goodsspecification';
import { orderdetailTable } from '../../tables/trade/orderdetail';
import { orderpickupdetailTable } from '../../tables/trade/orderpickupdetail';
import { crudEndpoint } from './crud-endpoint';
import { missingParameter } from '../../../domain/blade-messages';

/** An unpaged, entity-bound list that needs one of its key parameters (Blade's @RequestParam without a default). */
function listBy(table: CrudTable, ...params: string[]): Handler {
  const handler = crudEndpoint(table, 'listAll', { filter: 'entity' });
  return (ctx: Context) => {
    if (!params.some((param) => ctx.query.get(param))) throw new ServiceError(missingParameter(params[0]));
    return handler(ctx);
  };
}

// GET …/sellist: unpaged Map-filtered rows for the select boxes of other screens.
export const goodsSellist = crudEndpoint({ def: goodsTable }, 'listAll');
export const classificationSellist = crudEndpoint({ def: classificationTable }, 'listAll');
export const goodsspecificationSellist = crudEndpoint({ def: goodsspecificationTable }, 'listAll');

// GET /blade-tradePort/orderdetail/detailByOrderNo?orderNo= — every line of one order.
export const orderdetailByOrderNo = listBy({ def: orderdetailTable }, 'orderNo');

// GET /blade-order/orderpickupdetail/listDetail?pickupId= (or pickupNo=) — the weigh slips of one pick-up.
export const orderpickupdetailListDetail = listBy({ def: orderpickupdetailTable }, 'pickupId', 'pickupNo');
