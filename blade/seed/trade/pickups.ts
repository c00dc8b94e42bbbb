import type { Db } from '../../db/open';
import { CARS, LANES, carsFor, type Car } from './bases';
import { setPicked, type Order } from './orders';
import { shippingTotals } from '../../services/trade/shipping-totals';
import { after, compactDate, dateOf, idSequence, onDay, insertRows, random, round2, round3, type Row } from './support';
import { demoFileLink } from '../../services/resource/demo-files';

/**
 * Pick-up orders (tp_orderpickup) against real orders, their weighbridge slips (tp_orderpickupdetail), the
 * movements (tp_logistics), waybills (tp_logisticsorder) and seller deliveries (tp_shipping).
 * A pick-up's actual quantity is the sum of its slips' settlement weights; an order's picked quantity is the
 * sum over its lifting (4) and completed (5) pick-ups.
 */
export type Slip = {
  id: string;
  weighNo: string;
  plate: string;
  driver: string;
  phone: string;
  gross: number;
  tare: number;
  net: number;
  deduct: number;
  settle: number;
  grossTime: string;
  tareTime: string;
};

export type Pickup = {
  id: string;
  no: string;
  order: Order;
  method: number;
  status: number;
  apply: number;
  approved: number;
  actual: number;
  unitPrice: number;
  createTime: string;
  slips: Slip[];
  car: Car | null;
};

const rng = random(20260302);
const pickupId = idSequence(68);
const slipId = idSequence(69);

/** pickup_method from the delivery method: port → ship, rail siding → rail, otherwise trucks. */
const methodOf = (order: Order) => (order.listing.deliveryMethod === 3 ? 3 : order.listing.deliveryMethod === 4 ? 2 : 1);

/** Weighs `target` tonnes in loads of the method's size; a truck pick-up uses the depot's local trucks. */
function weigh(order: Order, method: number, target: number, start: string): { slips: Slip[]; car: Car | null } {
  const trucks = order.listing.base ? carsFor(order.listing.base) : CARS.filter((car) => car.plate.startsWith('冀'));
  const slips: Slip[] = [];
  let left = target;
  let time = start;
  while (left > 0 && slips.length < 200) {
    const car = method === 1 ? trucks[slips.length % trucks.length] : null;
    const size = method === 1 ? car!.capacity - rng.int(0, 20) / 10 : method === 2 ? 60 + rng.int(0, 80) / 10 : 1500 + rng.int(0, 1000);
    // The last load takes what is left, give or take what the scale reads.
    const last = left <= size * 1.05;
    const net = round3(last ? left + (rng.int(-40, 40) / 100) * (method === 3 ? 10 : 1) : size);
    const tare = method === 1 ? round3(15 + rng.int(0, 250) / 100) : method === 2 ? round3(23.6 + rng.int(0, 8) / 10) : 0;
    const deduct = rng.chance(0.35) ? round3((net * rng.int(5, 30)) / 10000) : 0;
    time = after(time, 0, method === 3 ? 600 : rng.int(25, 70));
    const id = slipId();
    slips.push({
      id,
      weighNo: `BD${compactDate(start)}${id.slice(-4)}`,
      plate: car?.plate ?? (method === 2 ? `C70E-${1580000 + rng.int(1000, 9999)}` : `锦港粮${rng.int(10, 39)}号`),
      driver: car?.driver ?? (method === 2 ? '铁路货运' : '船长 周海峰'),
      phone: car?.phone ?? '',
      gross: round3(tare + net),
      tare,
      net,
      deduct,
      settle: round3(net - deduct),
      grossTime: after(time, 0, method === 3 ? 480 : 20),
      tareTime: time,
    });
    left = last ? 0 : round3(left - net);
  }
  return { slips, car: method === 1 ? (trucks[0] ?? null) : null };
}

function pickup(order: Order, status: number, apply: number, start: string, sequence: number): Pickup {
  const method = methodOf(order);
  const lifting = status === 4 || status === 5;
  // A pick-up still lifting (4) has weighed about half of its quantity.
  const weighed = lifting
    ? weigh(order, method, status === 4 ? round3(apply / 2) : apply, onDay(start, 2, 7 * 60 + rng.int(0, 120)))
    : { slips: [], car: null };
  const actual = round3(weighed.slips.reduce((sum, slip) => sum + slip.settle, 0));
  return {
    id: pickupId(),
    no: `TH${compactDate(start)}${String(sequence).padStart(4, '0')}`,
    order,
    method,
    status,
    apply: round3(apply),
    approved: status >= 3 && status <= 5 ? round3(apply) : 0,
    actual,
    unitPrice: round2(order.amount / order.quantity),
    createTime: start,
    slips: weighed.slips,
    car: weighed.car,
  };
}

/** Pick-ups per order status: executing orders wait, partial ones have one done and one lifting, settled and completed are fully lifted. */
export function buildPickups(orders: Order[]): Pickup[] {
  const pickups: Pickup[] = [];
  let sequence = 0;
  const perDay = new Map<string, number>();
  const add = (order: Order, status: number, apply: number, days: number) => {
    const start = onDay(order.orderTime, days, 8 * 60 + rng.int(0, 240));
    const day = compactDate(start);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    sequence = perDay.get(day)!;
    const made = pickup(order, status, apply, start, sequence);
    pickups.push(made);
    return made;
  };
  for (const order of orders) {
    const q = order.quantity;
    const share = (ratio: number) => Math.max(10, Math.round((q * ratio) / 10) * 10);
    switch (order.status) {
      case 4:
        add(order, rng.pick([1, 2, 3, 3]), Math.min(q, share(0.5)), 4);
        break;
      case 5: {
        const first = Math.min(q - 10, share(0.5));
        add(order, 5, first, 4);
        if (rng.chance(0.2)) add(order, 6, Math.min(q - first, share(0.6)), 8);
        add(order, 4, Math.min(q - first, share(0.3)), 12);
        break;
      }
      case 6:
      case 7: {
        const split = q >= 200 && rng.chance(0.6);
        const first = split ? share(0.5) : q;
        add(order, 5, first, 4);
        if (split) add(order, 5, round3(q - first), 11);
        break;
      }
      case 9:
        add(order, rng.pick([7, 8]), share(0.3), 5);
        break;
      default:
    }
  }
  for (const order of orders) {
    const picked = pickups
      .filter((item) => item.order === order && (item.status === 4 || item.status === 5))
      .reduce((sum, item) => sum + item.actual, 0);
    setPicked(order, picked);
  }
  return pickups;
}

const lastSlipTime = (item: Pickup) => item.slips.at(-1)?.grossTime ?? item.createTime;

/** The pick-ups with their weigh slips, the trucks' movements and waybills of those lifted, and the sellers' deliveries. */
export function seedPickups(db: Db, pickups: Pickup[]): Record<string, number> {
  const lifted = pickups.filter((item) => item.slips.length > 0);
  return {
    tp_orderpickup: seedPickupRows(db, pickups),
    tp_orderpickupdetail: seedWeighSlips(db, pickups),
    tp_logistics: seedTruckMovements(db, lifted),
    tp_logisticsorder: seedWaybills(db, lifted),
    tp_shipping: seedDeliveries(db, pickups),
  };
}

/** The pick-up orders (tp_orderpickup). */
function seedPickupRows(db: Db, pickups: Pickup[]): number {
  return insertRows(
    db,
    'tp_orderpickup',
    pickups.map((item) => {
      const { order } = item;
      const released = item.status >= 3 && item.status <= 5;
      const amountBase = item.actual > 0 ? item.actual : item.apply;
      const pickupAmount = round2(amountBase * item.unitPrice);
      return {
        id: item.id,
        tenant_id: order.tenantId,
        pickup_no: item.no,
        order_id: order.id,
        order_no: order.no,
        contract_no: order.contractNo,
        goods_name: order.listing.name,
        buyer_id: order.buyer.id,
        buyer_name: order.buyer.companyName,
        seller_id: order.seller.id,
        seller_name: order.seller.companyName,
        logistics_base_id: order.listing.base?.id ?? '',
        warehouse_name: order.lines[0].warehouse,
        apply_quantity: item.apply,
        approved_quantity: item.approved,
        actual_quantity: item.actual,
        unit_price: item.unitPrice,
        pickup_amount: pickupAmount,
        deposit_deducted: item.status === 5 ? round2((pickupAmount * order.listing.depositRatio) / 100) : 0,
        // Completed pick-ups have had their deposit share deducted from the goods payment (deposit_status 1).
        deposit_released: 0,
        deposit_status: item.status === 5 ? 1 : 0,
        pickup_start: dateOf(item.createTime),
        pickup_end: dateOf(item.createTime, 20),
        pickup_method: item.method,
        consignee: order.buyer.contactName,
        consignee_phone: order.buyer.contactPhone,
        consignee_id_card: '',
        vehicle_count: item.slips.length || Math.ceil(item.apply / (item.method === 1 ? 33 : item.method === 2 ? 62 : 2000)),
        release_by: released ? order.seller.contactName : '',
        release_time: released ? after(item.createTime, 1) : '',
        supervise_confirm: released && order.listing.settlementMethod === 2 ? 1 : 0,
        pickup_status: item.status,
        attachments: demoFileLink(`${item.no.toLowerCase()}-委托书.pdf`),
        remark:
          item.status === 6
            ? '提货车辆信息不全，已驳回'
            : item.status === 7
              ? '订单违约关闭，提货单作废'
              : item.status === 8
                ? '超过提货有效期未提货'
                : '',
        create_time: item.createTime,
        update_time: lastSlipTime(item),
      };
    }),
  );
}

/** Each pick-up's weigh slips (tp_orderpickupdetail). */
function seedWeighSlips(db: Db, pickups: Pickup[]): number {
  return insertRows(
    db,
    'tp_orderpickupdetail',
    pickups.flatMap((item) =>
      item.slips.map((slip) => ({
        id: slip.id,
        tenant_id: item.order.tenantId,
        pickup_id: item.id,
        pickup_no: item.no,
        order_no: item.order.no,
        weigh_no: slip.weighNo,
        plate_no: slip.plate,
        driver_name: slip.driver,
        driver_phone: slip.phone,
        gross_weight: slip.gross,
        tare_weight: slip.tare,
        net_weight: slip.net,
        deduct_weight: slip.deduct,
        settle_weight: slip.settle,
        gross_time: slip.grossTime,
        tare_time: slip.tareTime,
        weighman: item.order.listing.base?.contact ?? '韩立民',
        image: demoFileLink(`${slip.weighNo.toLowerCase()}.png`),
        create_time: slip.grossTime,
      })),
    ),
  );
}

/** The trucks' movements of the pick-ups lifted so far (tp_logistics). */
function seedTruckMovements(db: Db, lifted: Pickup[]): number {
  const moveId = idSequence(70);
  return insertRows(
    db,
    'tp_logistics',
    lifted.map((item) => {
      const { order } = item;
      const first = item.slips[0];
      const done = item.status === 5;
      return {
        id: moveId(),
        tenant_id: order.tenantId,
        pickup_id: item.id,
        pickup_no: item.no,
        order_no: order.no,
        transport_mode: item.method,
        carrier_name: item.car?.carrier ?? (item.method === 2 ? '中铁特货物流股份有限公司' : '中远海运散货运输有限公司'),
        plate_no: first.plate,
        driver_name: first.driver,
        driver_phone: first.phone,
        from_address: order.listing.base
          ? `${order.listing.base.province}${order.listing.base.city}${order.listing.base.name}`
          : '天津港北疆港区',
        to_address: `${order.buyer.province}${order.buyer.city}${order.buyer.address}`,
        quantity: item.actual,
        current_location: done
          ? `${order.buyer.city}${order.buyer.shortName}厂区`
          : `${order.listing.base?.city ?? '天津市'}出发，途经高速服务区`,
        depart_time: first.grossTime,
        arrive_time: done ? after(lastSlipTime(item), item.method === 3 ? 6 : 2) : '',
        logistics_status: done ? 5 : 3,
        remark: '',
        create_time: first.grossTime,
      };
    }),
  );
}

/** The waybills of the pick-ups lifted so far (tp_logisticsorder). */
function seedWaybills(db: Db, lifted: Pickup[]): number {
  const waybillId = idSequence(70, 500);
  return insertRows(
    db,
    'tp_logisticsorder',
    lifted
      .filter((item) => item.method !== 1 || item.status === 5)
      .map((item, index) => {
        const { order } = item;
        const lane = LANES.find(
          (candidate) => candidate.from.id === order.listing.base?.id && candidate.to.startsWith(order.buyer.province),
        );
        const price = lane?.price ?? (item.method === 1 ? 90 : item.method === 2 ? 120 : 75);
        const done = item.status === 5;
        const loaded = item.actual;
        const unloaded = done ? round3(loaded * (1 - rng.int(5, 25) / 10000)) : 0;
        return {
          id: waybillId(),
          tenant_id: order.tenantId,
          waybill_no: `YD${compactDate(item.createTime)}${String(index + 1).padStart(4, '0')}`,
          order_no: order.no,
          pickup_no: item.no,
          carrier_name: lane?.carrier ?? item.car?.carrier ?? '中铁特货物流股份有限公司',
          transport_mode: item.method,
          from_base_id: order.listing.base?.id ?? '',
          from_address: order.listing.base
            ? `${order.listing.base.province}${order.listing.base.city}${order.listing.base.name}`
            : '天津港北疆港区',
          to_address: `${order.buyer.province}${order.buyer.city}${order.buyer.address}`,
          planned_quantity: item.apply,
          loaded_quantity: loaded,
          unloaded_quantity: unloaded,
          loss_quantity: done ? round3(loaded - unloaded) : 0,
          freight_price: price,
          freight_amount: round2(price * loaded),
          depart_time: item.slips[0].grossTime,
          arrive_time: done ? after(lastSlipTime(item), item.method === 3 ? 6 : 2) : '',
          logistics_status: done ? 5 : 3,
          remark: lane ? '' : '临时运价',
          create_time: item.slips[0].grossTime,
        };
      }),
  );
}

/** The sellers' deliveries of listings delivered to the buyer (tp_shipping). */
function seedDeliveries(db: Db, pickups: Pickup[]): number {
  const shippingId = idSequence(73);
  // Seller deliveries: dispatched once released (3), on the road while lifting (4), signed for when done (5).
  const delivered: Row[] = pickups
    .filter((item) => item.order.listing.deliveryMethod === 2 && item.status >= 3 && item.status <= 5)
    .map((item, index) => ({
      id: shippingId(),
      tenant_id: item.order.tenantId,
      shipping_no: `FH${compactDate(item.createTime)}${String(index + 1).padStart(4, '0')}`,
      order_no: item.order.no,
      seller_name: item.order.seller.companyName,
      buyer_name: item.order.buyer.companyName,
      consignee: item.order.buyer.contactName,
      consignee_phone: item.order.buyer.contactPhone,
      ship_address: `${item.order.listing.base!.province}${item.order.listing.base!.city}${item.order.listing.base!.name}`,
      receive_address: `${item.order.buyer.province}${item.order.buyer.city}${item.order.buyer.address}`,
      quantity: item.actual || item.apply,
      transport_mode: 1,
      carrier_name: item.car?.carrier ?? carsFor(item.order.listing.base!)[0]?.carrier ?? '',
      ship_time: item.slips[0]?.grossTime ?? after(item.createTime, 1),
      logistics_status: item.status === 5 ? 5 : item.status === 4 ? 3 : 1,
      remark: '送货到厂，按入库磅结算',
      create_time: item.slips[0]?.grossTime ?? after(item.createTime, 1),
      // Road freight at 85 元/吨 from a 200 元 start, plus loading charges; the sums as the service computes them.
      pickup_no: item.no,
      start_fee: 200,
      unit_fee: 85,
      extra_fee: 150,
      ...shippingTotals({ quantity: item.actual || item.apply, startFee: 200, unitFee: 85, extraFee: 150 }),
    }))
    .map(({ freightFee, totalFee, ...row }) => ({ ...row, freight_fee: freightFee, total_fee: totalFee }));
  return insertRows(db, 'tp_shipping', delivered);
}
