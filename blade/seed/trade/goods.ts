import type { Db } from '../../db/open';
import { CATEGORY_IDS, QUALITY_SPECS, TENANT_B_PRODUCTS, productByKey, type Product } from './catalog';
import { baseByKey, TENANT_B_BASES, type Base } from './bases';
import { PARTIES, TENANT_B_PARTIES, type Party } from './parties';
import { after, compactDate, dateOf, daysAgo, idSequence, insertRows, round2, TENANT_B, type Row } from './support';
import { demoFileLink } from '../../services/resource/demo-files';

/** Listings (tp_goods) with their specifications, photos and FAQs, plus the market quotes (tp_goodsprice). */
export type Listing = {
  id: string;
  tenantId: string;
  no: string;
  name: string;
  product: Pick<Product, 'id' | 'name' | 'category' | 'grade' | 'price'> & { key: string };
  categoryId: string;
  seller: Party;
  base: Base | null;
  tradeType: number;
  priceType: number;
  unitPrice: number;
  total: number;
  minOrder: number;
  depositRatio: number;
  deliveryMethod: number;
  settlementMethod: number;
  goodsStatus: number;
  createTime: string;
  listEnd: string;
  /** Sold out: the listed quantity is whatever its orders took. */
  soldOut: boolean;
};

const DELIVERY_LABEL: Record<number, string> = { 1: '库提', 2: '送到厂', 3: '港口平仓', 4: '站台交货' };

/** [product, seller index in PARTIES, depot, trade type, price type, delivery, listed t, deposit %, settlement, goods_status, created days ago, price delta] */
type ListingSeed = [string, number, string, number, number, number, number, number, number, number, number, number];
const SEEDS: ListingSeed[] = [
  ['P01', 0, 'HRB', 1, 1, 1, 5000, 10, 1, 2, 175, 0],
  ['P05', 0, 'HRB', 1, 1, 1, 3000, 10, 1, 2, 160, 10],
  ['P10', 0, 'HRB', 1, 1, 1, 3000, 10, 2, 2, 150, 0],
  ['P13', 0, 'HRB', 1, 1, 1, 2000, 15, 1, 2, 140, -20],
  ['P02', 1, 'SY', 1, 1, 1, 4000, 10, 1, 2, 170, 0],
  ['P16', 1, 'SY', 1, 1, 1, 1500, 10, 2, 2, 130, 20],
  ['P04', 2, 'JZ', 1, 1, 3, 10000, 5, 2, 2, 165, 0],
  ['P15', 2, 'JZ', 1, 1, 3, 20000, 5, 2, 2, 120, 10],
  ['P03', 3, 'TL', 1, 1, 4, 4000, 10, 1, 2, 155, 0],
  ['P14', 3, 'TL', 1, 1, 1, 1500, 15, 1, 2, 110, 0],
  ['P17', 3, 'TL', 1, 1, 1, 1200, 10, 1, 3, 145, -10],
  ['P06', 4, 'ZK', 1, 1, 1, 6000, 10, 1, 2, 150, 0],
  ['P07', 4, 'ZK', 1, 1, 2, 3000, 10, 3, 2, 135, 20],
  ['P20', 4, 'ZK', 1, 1, 2, 300, 20, 1, 4, 100, 0],
  ['P08', 5, 'FY', 1, 1, 1, 3000, 10, 1, 2, 145, 0],
  ['P09', 5, 'FY', 1, 1, 2, 3000, 10, 2, 2, 125, 10],
  ['P12', 5, 'FY', 1, 1, 1, 2000, 10, 1, 2, 115, 0],
  ['P19', 5, 'FY', 1, 1, 1, 800, 15, 1, 2, 95, -30],
  ['P11', 6, 'YC', 1, 1, 3, 3000, 10, 2, 2, 105, 0],
  ['P18', 6, 'YC', 1, 3, 1, 1000, 10, 1, 1, 12, 0],
  ['P01', 0, 'HRB', 1, 1, 1, 2000, 10, 1, 5, 230, -60],
  ['P02', 1, 'SY', 1, 2, 1, 3000, 10, 2, 2, 90, 0],
  ['P04', 2, 'JZ', 1, 1, 3, 8000, 5, 2, 2, 80, 20],
  ['P03', 3, 'TL', 1, 1, 4, 3000, 10, 1, 3, 200, -40],
  ['P06', 4, 'ZK', 1, 1, 1, 4000, 10, 1, 5, 220, -50],
  ['P08', 5, 'FY', 3, 1, 1, 2500, 10, 1, 2, 70, 0],
  ['P13', 0, 'HRB', 1, 1, 1, 1000, 15, 1, 0, 5, 0],
  ['P10', 0, 'HRB', 1, 1, 1, 1500, 10, 2, 1, 8, 10],
  ['P15', 2, 'JZ', 4, 1, 3, 15000, 5, 2, 2, 60, -10],
  ['P07', 4, 'ZK', 1, 1, 1, 2000, 10, 1, 2, 45, 30],
];

const goodsId = idSequence(64);
export const LISTINGS: Listing[] = SEEDS.map(
  ([productKey, sellerIndex, baseKey, tradeType, priceType, delivery, total, deposit, settlement, status, age, delta], index) => {
    const product = productByKey(productKey);
    const base = baseByKey(baseKey);
    const createTime = daysAgo(age, 9 * 60 + index * 13);
    // Expired listings closed 90 days after opening; the others run for half a year.
    const listEnd = status === 5 ? daysAgo(age - 90, 18 * 60) : `${dateOf(createTime, 180)} 18:00:00`;
    return {
      id: goodsId(),
      tenantId: '000000',
      no: `SP${compactDate(createTime)}${String(index + 1).padStart(3, '0')}`,
      name: `${product.name.startsWith('巴西') ? '' : `${product.harvestYear}年`}${product.name}·${base.city.replace(/市$/, '')}${DELIVERY_LABEL[delivery]}`,
      product,
      categoryId: CATEGORY_IDS[product.category],
      seller: PARTIES[sellerIndex],
      base,
      tradeType,
      priceType,
      unitPrice: product.price + delta,
      total,
      minOrder: product.price > 5000 ? 20 : 100,
      depositRatio: deposit,
      deliveryMethod: delivery,
      settlementMethod: settlement,
      goodsStatus: status,
      createTime,
      listEnd,
      soldOut: status === 4,
    };
  },
);

const tenantBGoodsId = idSequence(64, 500);
export const TENANT_B_LISTINGS: Listing[] = TENANT_B_PRODUCTS.map((product, index) => {
  const createTime = daysAgo(120 - index * 30, 10 * 60);
  return {
    id: tenantBGoodsId(),
    tenantId: TENANT_B.tenantId,
    no: `SP${compactDate(createTime)}${String(index + 1).padStart(3, '0')}`,
    name: `2025年${product.name}·${index === 0 ? '天津港平仓' : '石家庄送到厂'}`,
    product: { ...product, key: product.code, category: index === 0 ? 'corn' : 'wheat' },
    categoryId: product.category,
    seller: TENANT_B_PARTIES[0],
    base: TENANT_B_BASES[index],
    tradeType: 1,
    priceType: 1,
    unitPrice: product.price,
    total: 3000,
    minOrder: 100,
    // The wheat goes by truck to the feed mill on credit terms (账期结算).
    depositRatio: 10,
    deliveryMethod: index === 0 ? 3 : 2,
    settlementMethod: index === 0 ? 1 : 3,
    goodsStatus: 2,
    createTime,
    listEnd: `${dateOf(createTime, 180)} 18:00:00`,
    soldOut: false,
  };
});

/** A listing's measured quality, in the order of its category's QUALITY_SPECS. */
const qualityOf = (listing: Listing): string[] =>
  listing.tenantId === TENANT_B.tenantId
    ? TENANT_B_PRODUCTS.find((item) => item.id === listing.product.id)!.quality
    : productByKey(listing.product.key).quality;

export const orderableListings = LISTINGS.filter((listing) => [2, 3, 4, 5].includes(listing.goodsStatus));

/** Inserts the listings once the orders are known: the available quantity is what the live orders left. */
/** The listings with their quality indices, photos and questions answered, and the market's price quotes. */
export function seedGoods(db: Db, orderedByGoods: Map<string, number>): Record<string, number> {
  return {
    tp_goods: seedListings(db, orderedByGoods),
    tp_goodsspecification: seedListingQuality(db),
    tp_goodsgallery: seedListingPhotos(db),
    tp_goodsissue: seedListingQuestions(db),
    tp_goodsprice: insertRows(db, 'tp_goodsprice', marketQuotes()),
  };
}

/** The listings (tp_goods), their stock left after what was ordered. */
function seedListings(db: Db, orderedByGoods: Map<string, number>): number {
  const rows: Row[] = [...LISTINGS, ...TENANT_B_LISTINGS].map((listing) => {
    const ordered = orderedByGoods.get(listing.id) ?? 0;
    const total = listing.soldOut ? ordered : listing.total;
    const onSale = listing.goodsStatus === 2 ? 1 : 0;
    return {
      id: listing.id,
      tenant_id: listing.tenantId,
      goods_no: listing.no,
      goods_name: listing.name,
      product_id: listing.product.id,
      category_id: listing.categoryId,
      seller_id: listing.seller.id,
      seller_name: listing.seller.companyName,
      trade_type: listing.tradeType,
      price_type: listing.priceType,
      unit_price: listing.unitPrice,
      basis_contract: listing.priceType === 2 ? 'c2605' : '',
      basis_spread: listing.priceType === 2 ? 60 : null,
      total_quantity: total,
      available_quantity: Math.max(0, Math.round((total - ordered) * 1000) / 1000),
      min_order_quantity: listing.minOrder,
      deposit_ratio: listing.depositRatio,
      delivery_method: listing.deliveryMethod,
      delivery_place: listing.base ? `${listing.base.province}${listing.base.city}${listing.base.name}` : '天津港北疆港区',
      logistics_base_id: listing.base?.id ?? '',
      delivery_start: dateOf(listing.createTime, 7),
      delivery_end: dateOf(listing.createTime, 120),
      settlement_method: listing.settlementMethod,
      weight_basis: listing.deliveryMethod === 2 ? 2 : 1,
      quality_basis: listing.deliveryMethod === 3 ? 3 : 1,
      list_start: listing.createTime,
      list_end: listing.listEnd,
      on_sale: onSale,
      audit_status: listing.goodsStatus <= 1 ? 0 : 1,
      goods_status: listing.goodsStatus,
      contact_name: listing.seller.contactName,
      contact_phone: listing.seller.contactPhone,
      images: demoFileLink(`${listing.no.toLowerCase()}-1.png`),
      attachments: listing.goodsStatus >= 2 ? demoFileLink(`${listing.no.toLowerCase()}-quality.pdf`) : '',
      remark: listing.tradeType === 3 ? '竞价交易，价高者得' : listing.tradeType === 4 ? '定向交易，限指定买方' : '',
      create_time: listing.createTime,
    };
  });
  return insertRows(db, 'tp_goods', rows);
}

/** Each listing's quality indices (tp_goodsspecification), its category's columns. */
function seedListingQuality(db: Db): number {
  const specId = idSequence(64, 200);
  return insertRows(
    db,
    'tp_goodsspecification',
    [...LISTINGS, ...TENANT_B_LISTINGS].flatMap((listing) => {
      const quality = qualityOf(listing);
      return (QUALITY_SPECS[listing.product.category] ?? []).map(([code, name, unit], index) => ({
        id: specId(),
        tenant_id: listing.tenantId,
        goods_id: listing.id,
        spec_name: name,
        spec_code: code,
        spec_value: quality[index],
        unit,
        sort: index + 1,
        create_time: after(listing.createTime, 0, 5),
      }));
    }),
  );
}

/** The photos of the listings past draft (tp_goodsgallery): the heap, the sample and every third one's report. */
function seedListingPhotos(db: Db): number {
  const galleryId = idSequence(64, 800);
  return insertRows(
    db,
    'tp_goodsgallery',
    [...LISTINGS, ...TENANT_B_LISTINGS]
      .filter((listing) => listing.goodsStatus > 0)
      .flatMap((listing, index) =>
        [['货堆全景', 1], ['扦样样品', 0], ...(index % 3 === 0 ? [['质检报告', 0]] : [])].map(([title, main], sort) => ({
          id: galleryId(),
          tenant_id: listing.tenantId,
          goods_id: listing.id,
          title: `${listing.product.name}${title}`,
          image_url: demoFileLink(`${listing.no.toLowerCase()}-${sort + 1}.png`),
          is_main: main,
          sort: sort + 1,
          create_time: after(listing.createTime, 0, 10 + sort),
        })),
      ),
  );
}

/** Questions buyers asked and their answers (tp_goodsissue), about trading at large or one listing. */
function seedListingQuestions(db: Db): number {
  const issueId = idSequence(64, 1000);
  /** [listing index (in LISTINGS, or in TENANT_B_LISTINGS for 华北粮贸's), question, answer, tenant]. */
  const ISSUES: [number | null, string, string, string?][] = [
    [null, '保证金如何缴纳和退还？', '下单后按商品保证金比例在平台账户冻结保证金；合同履约完毕、货款结清后 3 个工作日内解冻退还。'],
    [null, '提货时以哪一方的磅单为准？', '默认以出库磅为准；如商品约定第三方磅或入库磅，以约定为准，磅差超过千分之三可申请复磅。'],
    [null, '质量不符如何处理？', '提货时可申请第三方检验，检验结果不符合挂牌指标的，按合同约定扣量扣价或退货。'],
    [null, '可以开具增值税专用发票吗？', '卖方为一般纳税人的可开具 9% 税率增值税专用发票，货款结清后在“发票管理”中申请。'],
    [0, '哈尔滨库点是否支持铁路发运？', '香坊储备库有铁路专用线，可安排整列发往锦州港，运费另计。'],
    [6, '港口平仓价包含哪些费用？', '锦州港平仓价包含港杂费和装船平舱费，不含海运费和保险费。'],
    [7, '进口大豆是否提供检验检疫证书？', '每船货物均附海关检验检疫证明和原产地证书，可在订单附件中下载。'],
    [12, '送到厂的运费如何结算？', '送到厂价格已包含运费，按入库磅重量结算货款。'],
    [0, '天津港平仓玉米可以分批装船吗？', '单船不少于 500 吨，可按提货单分批平仓，港杂费按实际装船量结算。', TENANT_B.tenantId],
    [1, '石家庄送到厂的小麦多久到货？', '保定市内次日到厂，按入库磅结算；账期客户在授信额度内先送货后付款。', TENANT_B.tenantId],
  ];
  return insertRows(
    db,
    'tp_goodsissue',
    ISSUES.map(([listingIndex, question, answer, tenantId], index) => ({
      id: issueId(),
      tenant_id: tenantId ?? '000000',
      goods_id: listingIndex === null ? '' : (tenantId ? TENANT_B_LISTINGS : LISTINGS)[listingIndex].id,
      question,
      answer,
      sort: index + 1,
      create_time: daysAgo(100 - index * 6, 15 * 60),
    })),
  );
}

/** Weekly quotes for the main products over the last 10 weeks, drifting a few 元 per week. */
function marketQuotes(): Row[] {
  const quoteId = idSequence(64, 1200);
  const lines: [string, string, number, number, string, string?][] = [
    ['P01', '黑龙江哈尔滨', 1, -70, '黑龙江省粮食交易中心'],
    ['P02', '吉林松原', 1, -80, '吉林省粮食交易中心'],
    ['P04', '辽宁锦州港', 3, 0, '锦州港平仓报价'],
    ['P06', '河南周口', 2, 0, '河南省粮食交易物流市场'],
    ['P11', '江苏盐城', 2, 0, '江苏省粮食集团'],
    ['P13', '黑龙江黑河', 4, 0, '国家粮食交易中心'],
    ['HB-YM-2', '天津港', 3, 0, '天津港平仓报价', TENANT_B.tenantId],
    ['HB-XM-2', '河北石家庄', 2, 0, '河北省粮食交易中心', TENANT_B.tenantId],
  ];
  return lines.flatMap(([key, region, kind, offset, source, tenantId], lineIndex) => {
    const own = TENANT_B_PRODUCTS.find((item) => item.code === key);
    const product =
      tenantId && own
        ? { ...own, categoryId: own.category }
        : { ...productByKey(key), categoryId: CATEGORY_IDS[productByKey(key).category] };
    let previous = product.price + offset - 40;
    return Array.from({ length: 10 }, (_, week) => {
      const price = round2(product.price + offset - 40 + week * 5 + ((week * 7 + lineIndex * 3) % 11) - 5);
      const change = round2(price - previous);
      previous = price;
      const time = daysAgo(70 - week * 7, 8 * 60 + lineIndex);
      return {
        id: quoteId(),
        tenant_id: tenantId ?? '000000',
        category_id: product.categoryId,
        product_id: product.id,
        product_name: product.name,
        region,
        price_date: dateOf(time),
        price_kind: kind,
        price,
        change_amount: change,
        source,
        create_time: time,
      };
    });
  });
}
