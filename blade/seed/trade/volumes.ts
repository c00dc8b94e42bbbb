import type { Db } from '../../db/open';
import { CARS, carsFor } from './bases';
import type { Order } from './orders';
import { after, compactDate, dateOf, idSequence, onDay, insertRows, random, round3 } from './support';

/**
 * Volume reports (tp_reportedvolume) for truck orders still being lifted: the buyer declares the next batch
 * and its trucks (tp_reportedvolumedetail); the planned tonnes of the trucks add up to the reported quantity.
 */
const rng = random(20260303);

type Report = { id: string; no: string; order: Order; reported: number; trucks: number; status: number; time: string };

/** One report per truck order still being lifted: the next batch (at most 198 t, 33 t a truck) and where it stands. */
function plannedReports(orders: Order[]): Report[] {
  const reportId = idSequence(72);
  const candidates = orders.filter(
    (order) => [4, 5, 6].includes(order.status) && order.listing.deliveryMethod !== 3 && order.listing.deliveryMethod !== 4,
  );
  return candidates.map((order, index) => {
    const remaining = round3(order.quantity - order.picked);
    const reported =
      order.status === 6 ? Math.min(order.quantity, 198) : Math.max(30, Math.min(remaining > 0 ? remaining : order.quantity, 198));
    const trucks = Math.ceil(reported / 33);
    const status = order.status === 4 ? (index % 2 === 0 ? 0 : 1) : order.status === 5 ? (index % 5 === 0 ? 2 : 1) : 3;
    const time = onDay(order.orderTime, 3, 9 * 60 + index * 7);
    return {
      id: reportId(),
      no: `BL${compactDate(time)}${String(index + 1).padStart(4, '0')}`,
      order,
      reported: round3(reported),
      trucks,
      status,
      time,
    };
  });
}

/** The report as tp_reportedvolume stores it: confirmed once passed in (1) or lifted (3); refused ones (2) say why. */
function reportRow(report: Report) {
  return {
    id: report.id,
    tenant_id: report.order.tenantId,
    report_no: report.no,
    order_id: report.order.id,
    order_no: report.order.no,
    contract_no: report.order.contractNo,
    reporter_id: report.order.buyer.id,
    reporter_name: report.order.buyer.companyName,
    logistics_base_id: report.order.listing.base?.id ?? '',
    warehouse_name: report.order.lines[0].warehouse,
    plan_start: dateOf(report.time, 1),
    plan_end: dateOf(report.time, 7),
    reported_quantity: report.reported,
    confirmed_quantity: report.status === 1 || report.status === 3 ? report.reported : 0,
    vehicle_count: report.trucks,
    report_status: report.status,
    remark: report.status === 2 ? '库点排队车辆已满，请改期报量' : '',
    create_time: report.time,
  };
}

/** The report's trucks (tp_reportedvolumedetail): their planned tonnes add up to the report; lifted ones weighed. */
function truckRows(report: Report, truckId: () => string) {
  const trucks = report.order.listing.base ? carsFor(report.order.listing.base) : CARS;
  const each = round3(report.reported / report.trucks);
  return Array.from({ length: report.trucks }, (_, index) => {
    const car = trucks[index % trucks.length];
    const planned = index === report.trucks - 1 ? round3(report.reported - each * (report.trucks - 1)) : each;
    const arrived = report.status === 3 || (report.status === 1 && index < report.trucks / 2);
    return {
      id: truckId(),
      tenant_id: report.order.tenantId,
      reported_volume_id: report.id,
      report_no: report.no,
      plate_no: car.plate,
      driver_name: car.driver,
      driver_phone: car.phone,
      driver_id_card: car.idCard,
      planned_quantity: planned,
      passin_quantity: report.status === 1 || report.status === 3 ? planned : 0,
      actual_quantity: arrived && report.status === 3 ? round3(planned + rng.int(-30, 30) / 100) : 0,
      arrive_time: arrived ? onDay(report.time, 1 + Math.floor(index / 3), 8 * 60 + index * 35) : '',
      remark: '',
      create_time: after(report.time, 0, index + 1),
    };
  });
}

export function seedVolumes(db: Db, orders: Order[]): Record<string, number> {
  const reports = plannedReports(orders);
  const truckId = idSequence(72, 500);
  return {
    tp_reportedvolume: insertRows(db, 'tp_reportedvolume', reports.map(reportRow)),
    tp_reportedvolumedetail: insertRows(
      db,
      'tp_reportedvolumedetail',
      reports.flatMap((report) => truckRows(report, truckId)),
    ),
  };
}
