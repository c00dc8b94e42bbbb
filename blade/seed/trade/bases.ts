import type { Db } from '../../db/open';
import { dateOf, daysAgo, idSequence, insertRows, TENANT_B } from './support';
import { demoFileLink } from '../../services/resource/demo-files';

/** Depots, ports and rail sidings (tp_logisticsbase), the trucks that lift from them, freight rates and tariffs. */
export type Base = {
  id: string;
  tenantId: string;
  key: string;
  name: string;
  code: string;
  type: number;
  operator: string;
  province: string;
  city: string;
  district: string;
  address: string;
  lng: number;
  lat: number;
  capacity: number;
  stock: number;
  storage: number;
  weighbridge: number;
  dryer: number;
  rail: number;
  contact: string;
  phone: string;
  status: number;
};

const base = (
  key: string,
  name: string,
  code: string,
  type: number,
  operator: string,
  province: string,
  city: string,
  district: string,
  address: string,
  lng: number,
  lat: number,
  capacity: number,
  stock: number,
  storage: number,
  facilities: [number, number, number],
  contact: string,
  phone: string,
  status: number,
) => ({
  key,
  name,
  code,
  type,
  operator,
  province,
  city,
  district,
  address,
  lng,
  lat,
  capacity,
  stock,
  storage,
  weighbridge: facilities[0],
  dryer: facilities[1],
  rail: facilities[2],
  contact,
  phone,
  status,
});

const SEEDS = [
  base(
    'HRB',
    '哈尔滨香坊粮食储备库',
    'JD-HLJ-001',
    1,
    '黑龙江龙垦粮贸有限公司',
    '黑龙江省',
    '哈尔滨市',
    '香坊区',
    '香坊区哈平路312号',
    126.68,
    45.71,
    250000,
    168500,
    1,
    [1, 1, 1],
    '刘春雷',
    '13904512368',
    1,
  ),
  base(
    'SY',
    '松原前郭粮库',
    'JD-JL-001',
    1,
    '吉林松原丰禾粮食购销有限公司',
    '吉林省',
    '松原市',
    '前郭尔罗斯蒙古族自治县',
    '前郭县长山镇粮库路1号',
    124.82,
    45.12,
    120000,
    76300,
    2,
    [1, 1, 0],
    '赵海涛',
    '13843851207',
    1,
  ),
  base(
    'JZ',
    '锦州港粮食码头',
    'JD-LN-001',
    2,
    '辽宁锦州港泰粮食物流有限公司',
    '辽宁省',
    '锦州市',
    '太和区',
    '锦州港东港区',
    121.11,
    40.81,
    600000,
    412000,
    3,
    [1, 1, 1],
    '张明远',
    '13904168825',
    1,
  ),
  base(
    'TL',
    '通辽铁路专用线站台',
    'JD-NM-001',
    3,
    '内蒙古通辽金穗农业发展有限公司',
    '内蒙古自治区',
    '通辽市',
    '科尔沁区',
    '科尔沁区铁路货场东侧',
    122.26,
    43.65,
    80000,
    35200,
    4,
    [1, 0, 1],
    '吴宝音',
    '13947539066',
    1,
  ),
  base(
    'ZK',
    '周口中心粮库',
    'JD-HN-001',
    1,
    '河南周口豫丰粮油有限公司',
    '河南省',
    '周口市',
    '川汇区',
    '川汇区周口港区粮食物流园',
    114.65,
    33.62,
    200000,
    121800,
    1,
    [1, 1, 0],
    '马晓峰',
    '13839485120',
    1,
  ),
  base(
    'FY',
    '阜阳颍州粮食中转库',
    'JD-AH-001',
    5,
    '安徽阜阳淮北平原粮食有限公司',
    '安徽省',
    '阜阳市',
    '颍州区',
    '颍州区西湖大道粮食中转库',
    115.81,
    32.89,
    90000,
    48600,
    3,
    [1, 1, 0],
    '许文斌',
    '13956808712',
    1,
  ),
  base(
    'YC',
    '盐城大丰港粮食码头',
    'JD-JS-001',
    2,
    '江苏盐城苏垦米业有限公司',
    '江苏省',
    '盐城市',
    '大丰区',
    '大丰港区通港大道粮食码头',
    120.75,
    33.25,
    150000,
    66000,
    2,
    [1, 1, 0],
    '沈丽华',
    '13851052363',
    1,
  ),
  base(
    'DZ',
    '德州烘干中心',
    'JD-SD-001',
    4,
    '德州鲁北粮食烘干服务有限公司',
    '山东省',
    '德州市',
    '陵城区',
    '陵城区粮食产业园',
    116.58,
    37.34,
    30000,
    8200,
    1,
    [1, 1, 0],
    '高建华',
    '13953410268',
    2,
  ),
  base(
    'DL',
    '大连北良港',
    'JD-LN-002',
    2,
    '大连北良港粮食物流有限公司',
    '辽宁省',
    '大连市',
    '甘井子区',
    '甘井子区北良港区',
    121.62,
    38.98,
    1000000,
    0,
    2,
    [1, 1, 1],
    '孙志鹏',
    '13998621057',
    0,
  ),
];

const baseId = idSequence(71);
export const BASES: Base[] = SEEDS.map((seed) => ({ ...seed, id: baseId(), tenantId: '000000' }));

/** 华北粮贸's own port yard and depot, where its two companies trade. */
const tenantBBaseId = idSequence(71, 500);
export const TENANT_B_BASES: Base[] = [
  base(
    'TJ',
    '天津港北疆港区粮食堆场',
    'HB-TJ-001',
    2,
    '天津北方港粮食物流有限公司',
    '天津市',
    '天津市',
    '滨海新区',
    '滨海新区天津港北疆港区粮食码头',
    117.74,
    39.02,
    300000,
    86000,
    3,
    [1, 0, 1],
    '韩立民',
    '13820216685',
    1,
  ),
  base(
    'SJZ',
    '石家庄正定粮库',
    'HB-HE-001',
    1,
    '天津北方港粮食物流有限公司',
    '河北省',
    '石家庄市',
    '正定县',
    '正定县粮库路8号',
    114.57,
    38.15,
    60000,
    21500,
    1,
    [1, 1, 0],
    '韩立民',
    '13820216685',
    1,
  ),
].map((seed) => ({ ...seed, id: tenantBBaseId(), tenantId: TENANT_B.tenantId }));
export const baseByKey = (key: string) => [...BASES, ...TENANT_B_BASES].find((item) => item.key === key)!;

export type Car = {
  id: string;
  tenantId: string;
  plate: string;
  type: number;
  capacity: number;
  carrier: string;
  driver: string;
  phone: string;
  idCard: string;
};

const CAR_SEEDS: [string, number, number, string, string, string, string][] = [
  ['黑A8K362', 1, 35, '哈尔滨顺通物流有限公司', '王振江', '13796612085', '230103198204152317'],
  ['黑A3Q719', 4, 40, '哈尔滨顺通物流有限公司', '李洪波', '13845026693', '230104197911083514'],
  ['黑L56208', 1, 35, '哈尔滨顺通物流有限公司', '张宝林', '13936571248', '230822198507264412'],
  ['吉J29571', 1, 34, '松原吉运汽车运输有限公司', '刘国峰', '13624389107', '220702198306190033'],
  ['吉J7H603', 4, 38, '松原吉运汽车运输有限公司', '赵春生', '13944002576', '220721197812054216'],
  ['辽G6B158', 1, 35, '锦州港泰物流运输有限公司', '孙大伟', '13941602317', '210702198711281010'],
  ['辽G2D937', 3, 32, '锦州港泰物流运输有限公司', '周立新', '13841671592', '210703198002153618'],
  ['蒙G81526', 1, 35, '通辽草原运输有限责任公司', '白音仓', '15147537809', '152301198409117314'],
  ['蒙G3M270', 4, 40, '通辽草原运输有限责任公司', '韩建国', '13847517236', '152322197705224018'],
  ['豫P5C836', 1, 34, '周口中原物流有限公司', '陈建伟', '13938001462', '412701198612080536'],
  ['豫P8E412', 3, 32, '周口中原物流有限公司', '杨小东', '13839426617', '412702199003171214'],
  ['皖K6F359', 1, 33, '阜阳皖北运输有限公司', '马文龙', '13856802794', '341202198809243011'],
  ['皖K2A776', 2, 25, '阜阳皖北运输有限公司', '朱德权', '13705584930', '341203197610113235'],
  ['苏J9N518', 1, 35, '盐城苏通物流有限公司', '徐海波', '13951047351', '320902198501278511'],
  ['苏J4R067', 4, 38, '盐城苏通物流有限公司', '顾长林', '13805102668', '320981198208195412'],
  ['冀A7T219', 1, 35, '石家庄冀运物流有限公司', '郭亮', '13931186620', '130104198903062916'],
];
const carId = idSequence(71, 100);
export const CARS: Car[] = CAR_SEEDS.map(([plate, type, capacity, carrier, driver, phone, idCard]) => ({
  id: carId(),
  tenantId: '000000',
  plate,
  type,
  capacity,
  carrier,
  driver,
  phone,
  idCard,
}));
const tenantBCarId = idSequence(71, 600);
/** 华北粮贸's contracted trucks: they lift its wheat at 石家庄 and deliver it to the feed mill at 保定. */
export const TENANT_B_CARS: Car[] = (
  [
    ['冀A6K825', 1, 35, '石家庄冀运物流有限公司', '董建民', '13933127450', '130123198405171836'],
    ['冀A9P301', 4, 38, '石家庄冀运物流有限公司', '孟庆海', '13731185529', '130124197910062213'],
    ['冀F3C772', 1, 34, '保定顺达汽车运输有限公司', '贾立强', '13832250918', '130609198611234517'],
  ] as const
).map(([plate, type, capacity, carrier, driver, phone, idCard]) => ({
  id: tenantBCarId(),
  tenantId: TENANT_B.tenantId,
  plate,
  type,
  capacity,
  carrier,
  driver,
  phone,
  idCard,
}));
/** Trucks that load at a depot: the tenant's own, by the plate's province. */
export const carsFor = (base: Base) => {
  if (base.tenantId === TENANT_B.tenantId) return TENANT_B_CARS;
  const prefix =
    (
      { 黑龙江省: '黑', 吉林省: '吉', 辽宁省: '辽', 内蒙古自治区: '蒙', 河南省: '豫', 安徽省: '皖', 江苏省: '苏' } as Record<string, string>
    )[base.province] ?? '冀';
  return CARS.filter((car) => car.plate.startsWith(prefix));
};

/** Freight lanes: depot → buyer city, 元/吨. */
export type Lane = { id: string; tenantId: string; from: Base; to: string; mode: number; distance: number; price: number; carrier: string };
const LANE_SEEDS: [string, string, number, number, number, string][] = [
  ['HRB', '辽宁省锦州市', 2, 720, 95, '中铁特货哈尔滨分公司'],
  ['SY', '辽宁省锦州市', 1, 560, 88, '松原吉运汽车运输有限公司'],
  ['TL', '辽宁省锦州市', 2, 420, 62, '中铁特货沈阳分公司'],
  ['JZ', '广东省东莞市', 3, 2150, 78, '中远海运散货运输有限公司'],
  ['JZ', '福建省厦门市', 3, 1850, 72, '中远海运散货运输有限公司'],
  ['JZ', '山东省潍坊市', 1, 820, 118, '锦州港泰物流运输有限公司'],
  ['ZK', '河北省石家庄市', 1, 560, 86, '周口中原物流有限公司'],
  ['ZK', '四川省成都市', 2, 1280, 185, '中铁特货郑州分公司'],
  ['FY', '福建省厦门市', 1, 980, 152, '阜阳皖北运输有限公司'],
  ['FY', '四川省成都市', 2, 1420, 196, '中铁特货合肥分公司'],
  ['YC', '福建省厦门市', 3, 1100, 58, '江苏远洋散货运输有限公司'],
  ['HRB', '四川省成都市', 2, 3200, 265, '中铁特货哈尔滨分公司'],
];
const laneId = idSequence(71, 200);
export const LANES: Lane[] = [
  ...LANE_SEEDS.map(([from, to, mode, distance, price, carrier]) => ({
    id: laneId(),
    tenantId: '000000',
    from: baseByKey(from),
    to,
    mode,
    distance,
    price,
    carrier,
  })),
  ...(
    [
      ['SJZ', '河北省保定市', 1, 150, 38, '保定顺达汽车运输有限公司'],
      ['TJ', '河北省保定市', 1, 190, 45, '石家庄冀运物流有限公司'],
    ] as const
  ).map(([from, to, mode, distance, price, carrier]) => ({
    id: laneId(),
    tenantId: TENANT_B.tenantId,
    from: baseByKey(from),
    to,
    mode,
    distance,
    price,
    carrier,
  })),
];

/** The logistics bases with their trucks and lane prices, and the freight schedules deliveries are charged by. */
export function seedBases(db: Db): Record<string, number> {
  return {
    tp_logisticsbase: seedLogisticsBases(db),
    tp_logisticscar: seedTrucks(db),
    tp_logisticsprice: seedLanePrices(db),
    tp_shippingfee: seedFreightSchedules(db),
  };
}

/** The logistics bases (tp_logisticsbase). */
function seedLogisticsBases(db: Db): number {
  return insertRows(
    db,
    'tp_logisticsbase',
    [...BASES, ...TENANT_B_BASES].map((item, index) => ({
      id: item.id,
      tenant_id: item.tenantId,
      base_name: item.name,
      base_code: item.code,
      base_type: item.type,
      operator_name: item.operator,
      province: item.province,
      city: item.city,
      district: item.district,
      address: `${item.province}${item.city}${item.address}`,
      longitude: item.lng,
      latitude: item.lat,
      capacity: item.capacity,
      current_stock: item.stock,
      storage_type: item.storage,
      has_weighbridge: item.weighbridge,
      has_dryer: item.dryer,
      has_rail_line: item.rail,
      contact_name: item.contact,
      contact_phone: item.phone,
      images: demoFileLink(`base-${item.code.toLowerCase()}.png`),
      base_status: item.status,
      audit_remark: item.status === 1 ? '资质齐全，审核通过' : item.status === 2 ? '烘干设备检修，暂停接收' : '',
      remark: '',
      create_time: daysAgo(260 - index * 6, 10 * 60),
    })),
  );
}

/** The trucks that load at the depots (tp_logisticscar). */
function seedTrucks(db: Db): number {
  return insertRows(
    db,
    'tp_logisticscar',
    [...CARS, ...TENANT_B_CARS].map((car, index) => ({
      id: car.id,
      tenant_id: car.tenantId,
      plate_no: car.plate,
      vehicle_type: car.type,
      load_capacity: car.capacity,
      carrier_name: car.carrier,
      driver_name: car.driver,
      driver_phone: car.phone,
      driver_id_card: car.idCard,
      license_no: car.idCard,
      road_permit_no: `${car.plate.slice(0, 1)}交运管货字${230100 + index * 37}号`,
      vehicle_status: index % 7 === 3 ? 3 : index % 3 === 0 ? 2 : 1,
      remark: '',
      create_time: daysAgo(220 - index * 4, 14 * 60),
    })),
  );
}

/** The freight price of each lane, depot → buyer city (tp_logisticsprice). */
function seedLanePrices(db: Db): number {
  return insertRows(
    db,
    'tp_logisticsprice',
    LANES.map((lane, index) => ({
      id: lane.id,
      tenant_id: lane.tenantId,
      from_base_id: lane.from.id,
      from_place: `${lane.from.province}${lane.from.city}`,
      to_place: lane.to,
      transport_mode: lane.mode,
      distance_km: lane.distance,
      price: lane.price,
      carrier_name: lane.carrier,
      valid_from: dateOf(daysAgo(120)),
      valid_to: dateOf(daysAgo(120), 365),
      remark: lane.mode === 3 ? '港到港，不含两端短倒' : '',
      create_time: daysAgo(120, 9 * 60 + index * 9),
    })),
  );
}

/** The freight schedules (tp_shippingfee): a start fee and a price per tonne by transport mode. */
function seedFreightSchedules(db: Db): number {
  const feeId = idSequence(71, 300);
  const FEES: [string, number, string, string, number, number, number, string?][] = [
    ['东北—华南海运', 3, '辽宁省', '广东省', 0, 78, 5000],
    ['东北—东南海运', 3, '辽宁省', '福建省', 0, 72, 5000],
    ['黑龙江—辽宁铁运', 2, '黑龙江省', '辽宁省', 800, 95, 60],
    ['吉林—辽宁汽运', 1, '吉林省', '辽宁省', 300, 88, 30],
    ['河南—河北汽运', 1, '河南省', '河北省', 300, 86, 30],
    ['河南—四川铁运', 2, '河南省', '四川省', 1200, 185, 60],
    ['安徽—福建汽运', 1, '安徽省', '福建省', 500, 152, 30],
    ['内蒙古—辽宁铁运', 2, '内蒙古自治区', '辽宁省', 800, 62, 60],
    ['河北省内汽运', 1, '河北省', '河北省', 200, 38, 30, TENANT_B.tenantId],
    ['天津—河北汽运', 1, '天津市', '河北省', 200, 45, 30, TENANT_B.tenantId],
  ];
  return insertRows(
    db,
    'tp_shippingfee',
    FEES.map(([name, mode, from, to, start, unit, min, tenantId], index) => ({
      id: feeId(),
      tenant_id: tenantId ?? '000000',
      fee_name: name,
      transport_mode: mode,
      from_province: from,
      to_province: to,
      start_fee: start,
      unit_fee: unit,
      min_quantity: min,
      remark: mode === 3 ? '整船起运' : '',
      create_time: daysAgo(150, 9 * 60 + index * 11),
    })),
  );
}
