import type { CrudTable } from '../crud-table';
import { goodsTable } from './goods';
import { productTable } from './product';
import { categoryHooks, categoryTable } from './category';
import { classificationTable } from './classification';
import { goodspriceTable } from './goodsprice';
import { productwholepriceTable } from './productwholeprice';
import { goodsspecificationTable } from './goodsspecification';
import { tbspecificationTable } from './tbspecification';
import { goodsgalleryTable } from './goodsgallery';
import { goodsissueTable } from './goodsissue';
import { orderTable } from './order';
import { pickupHooks } from '../../services/trade/workflow/state-columns';
import { shippingHooks } from '../../services/trade/shipping-hooks';
import { orderHooks } from '../../services/trade/order-hooks';
import { logisticsBaseHooks } from '../../services/desk/hooks';
import { reportedVolumeLineHooks } from '../../services/desk/reported-volume';
import { orderdetailTable } from './orderdetail';
import { orderfileTable } from './orderfile';
import { ordercontractTable } from './ordercontract';
import { ordersupplementTable } from './ordersupplement';
import { creditlimitTable } from './creditlimit';
import { creditLimitHooks } from '../../services/trade/credit-limits';
import { orderpickupTable } from './orderpickup';
import { orderpickupdetailTable } from './orderpickupdetail';
import { reportedvolumeTable } from './reportedvolume';
import { reportedvolumedetailTable } from './reportedvolumedetail';
import { logisticsorderTable } from './logisticsorder';
import { logisticsTable } from './logistics';
import { logisticsbaseTable } from './logisticsbase';
import { logisticscarTable } from './logisticscar';
import { logisticspriceTable } from './logisticsprice';
import { shippingTable } from './shipping';
import { shippingfeeTable } from './shippingfee';
import { contractTable } from './contract';
import { contractsTable } from './contracts';
import { breachTable } from './breach';
import { invoiceTable } from './invoice';
import { invoiceimgTable } from './invoiceimg';
import { consumerdetailsTable } from './consumerdetails';
import { addressTable } from './address';
import { collectionTable } from './collection';
import { cartTable } from './cart';
import { logisticsHooks, wholesalePriceHooks } from '../../services/trade/record-checks';
import { invoiceHooks } from '../../services/trade/invoice-rules';
import { goodsHooks } from '../../services/trade/goods-dependencies';

/** Trade tables: goods, orders, pick-ups, logistics, contracts, invoices, customer data. */
export const tradeTables: CrudTable[] = [
  { def: goodsTable, hooks: goodsHooks },
  { def: productTable },
  { def: categoryTable, hooks: categoryHooks },
  { def: classificationTable },
  { def: goodspriceTable },
  { def: productwholepriceTable, hooks: wholesalePriceHooks },
  { def: goodsspecificationTable },
  { def: tbspecificationTable },
  { def: goodsgalleryTable },
  { def: goodsissueTable },
  { def: orderTable, hooks: orderHooks },
  { def: orderdetailTable },
  { def: orderfileTable },
  { def: ordercontractTable },
  { def: ordersupplementTable },
  { def: creditlimitTable, hooks: creditLimitHooks },
  { def: orderpickupTable, hooks: pickupHooks },
  { def: orderpickupdetailTable },
  { def: reportedvolumeTable },
  { def: reportedvolumedetailTable, hooks: reportedVolumeLineHooks },
  { def: logisticsorderTable },
  { def: logisticsTable, hooks: logisticsHooks },
  { def: logisticsbaseTable, hooks: logisticsBaseHooks },
  { def: logisticscarTable },
  { def: logisticspriceTable },
  { def: shippingTable, hooks: shippingHooks },
  { def: shippingfeeTable },
  { def: contractTable },
  { def: contractsTable },
  { def: breachTable },
  { def: invoiceTable, hooks: invoiceHooks },
  { def: invoiceimgTable },
  { def: consumerdetailsTable },
  { def: addressTable },
  { def: collectionTable },
  { def: cartTable },
];
