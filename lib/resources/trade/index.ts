import type { ResourceDef } from '../define-resource';
import { goods } from './goods';
import { product } from './product';
import { category } from './category';
import { classification } from './classification';
import { goodsprice } from './goodsprice';
import { productwholeprice } from './productwholeprice';
import { goodsspecification } from './goodsspecification';
import { tbspecification } from './tbspecification';
import { goodsgallery } from './goodsgallery';
import { goodsissue } from './goodsissue';
import { order } from './order';
import { orderdetail } from './orderdetail';
import { orderfile } from './orderfile';
import { ordercontract } from './ordercontract';
import { orderpickup } from './orderpickup';
import { orderpickupdetail } from './orderpickupdetail';
import { reportedvolume } from './reportedvolume';
import { reportedvolumedetail } from './reportedvolumedetail';
import { logisticsorder } from './logisticsorder';
import { logistics } from './logistics';
import { logisticsbase } from './logisticsbase';
import { logisticscar } from './logisticscar';
import { logisticsprice } from './logisticsprice';
import { shipping } from './shipping';
import { shippingfee } from './shippingfee';
import { contract } from './contract';
import { contracts } from './contracts';
import { fasccorp } from './fasccorp';
import { breach } from './breach';
import { invoice } from './invoice';
import { invoiceimg } from './invoiceimg';
import { consumerdetails } from './consumerdetails';
import { address } from './address';
import { collection } from './collection';
import { cart } from './cart';
import { creditlimit } from './creditlimit';

/** The grain desk: goods and prices, orders and pick-ups, logistics, contracts and invoices, customer data. */
export const tradeResources: ResourceDef[] = [
  goods,
  product,
  category,
  classification,
  goodsprice,
  productwholeprice,
  goodsspecification,
  tbspecification,
  goodsgallery,
  goodsissue,
  order,
  orderdetail,
  orderfile,
  ordercontract,
  orderpickup,
  orderpickupdetail,
  reportedvolume,
  reportedvolumedetail,
  logisticsorder,
  creditlimit,
  logistics,
  logisticsbase,
  logisticscar,
  logisticsprice,
  shipping,
  shippingfee,
  contract,
  contracts,
  breach,
  invoice,
  invoiceimg,
  fasccorp,
  consumerdetails,
  address,
  collection,
  cart,
];
