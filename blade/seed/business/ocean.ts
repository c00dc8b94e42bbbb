/** Imported soybean shipments (Brazil, US, Argentina → Chinese ports), receiving banks and broker commissions. */
import type { Db } from '../../db/open';
import { at, compact, day, idOf, inserter, MAIN_SCOPE, MAIN_TENANT, round2, type Scope } from './helpers';
import type { TradeRefs } from './trade-refs';

/** [name, English name, account name, account no, SWIFT, currency, address, default] */
const BANKS: [string, string, string, string, string, string, string, number][] = [
  [
    '中国银行大连分行',
    'Bank of China Dalian Branch',
    '瑞粮粮食交易集团有限公司',
    '3180 5678 9012 3456',
    'BKCHCNBJ810',
    'USD',
    '辽宁省大连市中山区中山广场9号',
    1,
  ],
  [
    '中国工商银行青岛分行',
    'ICBC Qingdao Branch',
    '瑞粮粮食交易集团有限公司',
    '3803 0211 0902 4567 891',
    'ICBKCNBJSDQ',
    'USD',
    '山东省青岛市市南区山东路25号',
    0,
  ],
  [
    '中国建设银行湛江分行',
    'China Construction Bank Zhanjiang Branch',
    '瑞粮粮食交易集团有限公司',
    '4405 0176 3308 0000 1234',
    'PCBCCNBJGDZ',
    'CNY',
    '广东省湛江市赤坎区人民大道北57号',
    0,
  ],
];

/** [buyer (index into the soybean buyers first), seller, goods, origin, POL, POD, vessel, qty t, USD/t, incoterm, ocean_status, customs_status, ETD days, ETA days] */
const SHIPMENTS: [number, string, string, string, string, string, string, number, number, number, number, number, number, number][] = [
  [0, 'Bunge Global SA', '巴西大豆', '巴西', '桑托斯', '日照港', 'PACIFIC HARMONY', 66000, 468.5, 2, 6, 3, -75, -38],
  [1, 'Cargill International SA', '巴西大豆', '巴西', '巴拉那瓜', '湛江港', 'OCEAN GLORY', 65500, 472, 2, 4, 2, -40, -3],
  [2, 'ADM International SARL', '美国大豆', '美国', '新奥尔良(美湾)', '大连港', 'STAR AQUARIUS', 63000, 485.25, 3, 2, 0, -20, 18],
  [3, 'Louis Dreyfus Company', '阿根廷大豆', '阿根廷', '罗萨里奥', '青岛港', 'RIO PARANA', 55000, 455, 2, 1, 0, -5, 35],
  [0, 'COFCO International', '美国大豆', '美国', '塔科马(美西)', '天津港', 'GOLDEN GRAIN', 62000, 438, 1, 0, 0, 15, 38],
  [1, 'Viterra B.V.', '巴西大豆', '巴西', '里奥格兰德', '南通港', 'AFRICAN EAGLE', 64000, 470, 2, 5, 3, -60, -22],
];

/** [shipment index, broker, USD per tonne, settled] */
const COMMISSIONS: [number, string, number, number][] = [
  [0, '新加坡丰源贸易私人有限公司', 1.5, 1],
  [1, '香港华粮经纪有限公司', 2, 1],
  [2, '新加坡丰源贸易私人有限公司', 1.5, 0],
  [3, '上海中谷国际货运代理有限公司', 2.5, 0],
  [5, '香港华粮经纪有限公司', 2, 1],
];

type Plan = { banks: typeof BANKS; shipments: typeof SHIPMENTS; commissions: typeof COMMISSIONS };

/** 华北粮贸 imports one cargo of Ukrainian corn into Tianjin for its feed mill, paid through its own bank. */
const OTHER_PLAN: Plan = {
  banks: [
    [
      '天津银行滨海分行',
      'Bank of Tianjin Binhai Branch',
      '华北粮贸有限公司',
      '1060 2010 0011 8866',
      'TJBKCNBJ',
      'USD',
      '天津市滨海新区新港二号路35号',
      1,
    ],
  ],
  shipments: [[0, 'Kernel Trade LLC', '乌克兰玉米', '乌克兰', '敖德萨', '天津港', 'BLACK SEA STAR', 33000, 228, 2, 3, 1, -42, -6]],
  commissions: [[0, '天津中粮国际货运代理有限公司', 1.2, 0]],
};

const shipmentNo = (index: number, etdDays: number) => `HY${compact(at(etdDays - 30))}${String(index + 1).padStart(3, '0')}`;

/** One tenant's shipments (`refs` read for that tenant): the platform's soybean imports, or 华北粮贸's own cargo. */
export function seedOcean(db: Db, refs: TradeRefs, scope: Scope = MAIN_SCOPE): void {
  const plan: Plan = scope.tenantId === MAIN_TENANT ? { banks: BANKS, shipments: SHIPMENTS, commissions: COMMISSIONS } : OTHER_PLAN;
  seedBankAccounts(db, plan, scope);
  seedShipments(db, refs, plan, scope);
  seedCommissions(db, plan, scope);
}

const oceanIds = ({ shift }: Scope) => ({ order: idOf(92, shift), bank: idOf(92, shift + 500), commission: idOf(92, shift + 800) });

/** The bank accounts shipments are paid through (tp_oceanbank): USD for letters of credit, CNY for settlement. */
function seedBankAccounts(db: Db, { banks }: Plan, scope: Scope): void {
  const { bank: bankId } = oceanIds(scope);
  const insertBank = inserter(db, 'tp_oceanbank', { tenantId: scope.tenantId });
  banks.forEach(([name, nameEn, accountName, accountNo, swift, currency, address, isDefault], index) => {
    insertBank(
      {
        id: bankId(index + 1),
        bank_name: name,
        bank_name_en: nameEn,
        account_name: accountName,
        account_no: accountNo.replace(/ /g, ''),
        swift_code: swift,
        currency,
        bank_address: address,
        is_default: isDefault,
        remark: currency === 'USD' ? '进口大豆信用证收付汇' : '人民币结算',
      },
      at(-200 + index, '09:00:00'),
    );
  });
}

/** The shipments (tp_oceanorder), each at its stage from loading to discharge, paid through one of the accounts. */
function seedShipments(db: Db, refs: TradeRefs, { banks, shipments }: Plan, scope: Scope): void {
  const { order: orderId, bank: bankId } = oceanIds(scope);
  const insertOrder = inserter(db, 'tp_oceanorder', { tenantId: scope.tenantId });
  shipments.forEach(([buyer, seller, goods, origin, pol, pod, vessel, qty, price, term, status, customs, etd, eta], index) => {
    const company = refs.buyers[buyer % refs.buyers.length];
    const arrived = status >= 3;
    const created = at(etd - 30, '10:30:00');
    insertOrder(
      {
        id: orderId(index + 1),
        ocean_order_no: shipmentNo(index, etd),
        contract_no: `IMP-${goods.includes('玉米') ? 'CORN' : 'SOY'}-2026-${String(index + 11).padStart(3, '0')}`,
        buyer_id: company.id,
        buyer_name: company.name,
        seller_name: seller,
        goods_name: goods,
        origin_country: origin,
        vessel_name: vessel,
        voyage_no: `V.26${String(index + 1).padStart(2, '0')}`,
        bill_of_lading_no:
          status >= 1
            ? `${pol === '敖德萨' ? 'ODS' : ['SSZ', 'PNG', 'NOL', 'ROS', 'TAC', 'RIG'][index]}2026${String(7700 + index * 13)}`
            : '',
        port_of_loading: pol,
        port_of_discharge: pod,
        quantity: qty,
        unit_price_usd: price,
        amount_usd: round2(qty * price),
        price_term: term,
        laycan_start: day(etd - 5),
        laycan_end: day(etd + 5),
        etd: at(etd, '06:00:00'),
        eta: at(eta, '18:00:00'),
        ata: arrived ? at(eta + 1, '07:30:00') : '',
        customs_status: customs,
        ocean_status: status,
        bank_id: bankId(index % 2 === 0 || banks.length === 1 ? 1 : 2),
        is_published: status === 0 ? 0 : 1,
        remark: status === 4 ? '卸货中，已申请海关抽样检验' : status === 0 ? '等待装港排船' : '',
      },
      created,
    );
  });
}

/** The brokers' commissions on shipments (tp_oceancommission). */
function seedCommissions(db: Db, { shipments, commissions }: Plan, scope: Scope): void {
  const { commission: commissionId } = oceanIds(scope);
  const { tenantId } = scope;
  const insertCommission = inserter(db, 'tp_oceancommission', { tenantId });
  commissions.forEach(([shipment, broker, perTon, settled], index) => {
    const [, , , , , , , qty, , , , , etd] = shipments[shipment];
    insertCommission(
      {
        id: commissionId(index + 1),
        commission_no: `YJ2026${String(index + 1 + (tenantId === MAIN_TENANT ? 0 : 900)).padStart(4, '0')}`,
        ocean_order_no: shipmentNo(shipment, etd),
        broker_name: broker,
        quantity: qty,
        commission_per_ton_usd: perTon,
        commission_amount_usd: round2(qty * perTon),
        currency: 'USD',
        settle_status: settled,
        settle_date: settled ? day(etd + 45 > 0 ? -1 : etd + 45) : '',
        remark: '',
      },
      at(etd - 25, '14:00:00'),
    );
  });
}
