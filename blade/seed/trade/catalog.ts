import type { Db } from '../../db/open';
import { dateOf, daysAgo, idSequence, insertRows, TENANT_B, type Row } from './support';
import { demoFileLink } from '../../services/resource/demo-files';

/**
 * The catalogue: goods types (tp_classification), the category tree (tp_category), each category's quality
 * indices (tp_tbspecification, after GB 1351/1352/1353…), products (tp_product) and their wholesale tiers.
 */
export type CategoryKey = 'grain' | 'corn' | 'wheat' | 'rice' | 'soybean' | 'sorghum' | 'barley' | 'oilseed' | 'rapeseed' | 'peanut';

const classificationId = idSequence(62);
const CLASSIFICATIONS = [
  { id: classificationId(), name: '原粮', code: 'YL', remark: '未经加工的粮食原粮' },
  { id: classificationId(), name: '油料', code: 'YZ', remark: '油菜籽、花生等油料作物' },
  { id: classificationId(), name: '成品粮', code: 'CP', remark: '大米、面粉等加工产品' },
  { id: classificationId(), name: '饲料原料', code: 'SL', remark: '豆粕、DDGS 等饲料原料' },
];
const [RAW_GRAIN, OILSEED] = CLASSIFICATIONS;
type Classification = (typeof CLASSIFICATIONS)[number] & { tenantId?: string };

type CategorySeed = { key: CategoryKey; parent: CategoryKey | null; name: string; code: string; type: string; isShow: number };
const CATEGORY_SEEDS: CategorySeed[] = [
  { key: 'grain', parent: null, name: '粮食', code: 'LS', type: RAW_GRAIN.id, isShow: 1 },
  { key: 'corn', parent: 'grain', name: '玉米', code: 'LS-YM', type: RAW_GRAIN.id, isShow: 1 },
  { key: 'wheat', parent: 'grain', name: '小麦', code: 'LS-XM', type: RAW_GRAIN.id, isShow: 1 },
  { key: 'rice', parent: 'grain', name: '稻谷', code: 'LS-DG', type: RAW_GRAIN.id, isShow: 1 },
  { key: 'soybean', parent: 'grain', name: '大豆', code: 'LS-DD', type: RAW_GRAIN.id, isShow: 1 },
  { key: 'sorghum', parent: 'grain', name: '高粱', code: 'LS-GL', type: RAW_GRAIN.id, isShow: 1 },
  { key: 'barley', parent: 'grain', name: '大麦', code: 'LS-DM', type: RAW_GRAIN.id, isShow: 0 },
  { key: 'oilseed', parent: null, name: '油料', code: 'YL', type: OILSEED.id, isShow: 1 },
  { key: 'rapeseed', parent: 'oilseed', name: '油菜籽', code: 'YL-YCZ', type: OILSEED.id, isShow: 1 },
  { key: 'peanut', parent: 'oilseed', name: '花生', code: 'YL-HS', type: OILSEED.id, isShow: 1 },
];
const categoryId = idSequence(62, 100);
export const CATEGORY_IDS = Object.fromEntries(CATEGORY_SEEDS.map((seed) => [seed.key, categoryId()])) as Record<CategoryKey, string>;

/** [quality_index key or '', name, unit, standard (grade 2 unless noted)]. */
type Spec = [code: string, name: string, unit: string, standard: string];
export const QUALITY_SPECS: Partial<Record<CategoryKey, Spec[]>> = {
  corn: [
    ['test_weight', '容重', 'g/L', '≥690'],
    ['imperfect_kernel', '不完善粒', '%', '≤6.0'],
    ['mouldy_kernel', '生霉粒', '%', '≤2.0'],
    ['impurity', '杂质', '%', '≤1.0'],
    ['moisture', '水分', '%', '≤14.0'],
  ],
  wheat: [
    ['test_weight', '容重', 'g/L', '≥770'],
    ['imperfect_kernel', '不完善粒', '%', '≤6.0'],
    ['impurity', '杂质总量', '%', '≤1.0'],
    ['moisture', '水分', '%', '≤12.5'],
    ['falling_number', '降落数值', 's', '≥300'],
  ],
  rice: [
    ['', '出糙率', '%', '≥79'],
    ['', '整精米率', '%', '≥58'],
    ['impurity', '杂质', '%', '≤1.0'],
    ['moisture', '水分', '%', '≤14.5'],
    ['colour_odour', '色泽气味', '', '正常'],
  ],
  soybean: [
    ['intact_kernel_rate', '完整粒率', '%', '≥90'],
    ['damaged_kernel_rate', '损伤粒率', '%', '≤2.0'],
    ['heat_damaged_kernel', '热损伤粒', '%', '≤0.5'],
    ['impurity', '杂质', '%', '≤1.0'],
    ['moisture', '水分', '%', '≤13.0'],
    ['crude_protein', '粗蛋白', '%', '≥38'],
  ],
  sorghum: [
    ['test_weight', '容重', 'g/L', '≥720'],
    ['imperfect_kernel', '不完善粒', '%', '≤3.0'],
    ['impurity', '杂质', '%', '≤1.0'],
    ['moisture', '水分', '%', '≤14.0'],
  ],
  barley: [
    ['test_weight', '容重', 'g/L', '≥670'],
    ['impurity', '杂质', '%', '≤1.0'],
    ['moisture', '水分', '%', '≤13.0'],
  ],
  rapeseed: [
    ['', '含油量', '%', '≥40'],
    ['impurity', '杂质', '%', '≤3.0'],
    ['moisture', '水分', '%', '≤8.0'],
  ],
  peanut: [
    ['', '纯仁率', '%', '≥71'],
    ['impurity', '杂质', '%', '≤1.0'],
    ['moisture', '水分', '%', '≤9.0'],
    ['aflatoxin_b1', '黄曲霉毒素B1', 'µg/kg', '≤20'],
  ],
};

export type Product = {
  id: string;
  key: string;
  category: CategoryKey;
  name: string;
  code: string;
  sku: string;
  variety: string;
  grade: number;
  origin: string;
  harvestYear: string;
  packaging: number;
  price: number;
  quality: string[];
};

const product = (
  key: string,
  category: CategoryKey,
  name: string,
  code: string,
  variety: string,
  grade: number,
  origin: string,
  harvestYear: string,
  packaging: number,
  price: number,
  quality: string[],
) => ({ key, category, name, code, variety, grade, origin, harvestYear, packaging, price, quality });

/** Quality values follow QUALITY_SPECS of the category, in order. */
const PRODUCT_SEEDS = [
  product('P01', 'corn', '东北黄玉米(二等)', 'YM-HLJ-2', '黄玉米', 2, '黑龙江哈尔滨', '2025', 1, 2210, [
    '712',
    '4.6',
    '1.1',
    '0.8',
    '14.0',
  ]),
  product('P02', 'corn', '吉林黄玉米(三等)', 'YM-JL-3', '黄玉米', 3, '吉林松原', '2025', 1, 2160, ['676', '7.2', '1.8', '0.9', '14.0']),
  product('P03', 'corn', '内蒙古黄玉米(二等)', 'YM-NM-2', '黄玉米', 2, '内蒙古通辽', '2025', 1, 2190, ['705', '5.1', '1.3', '0.7', '14.0']),
  product('P04', 'corn', '锦州港平仓玉米(二等)', 'YM-LN-2', '黄玉米', 2, '辽宁锦州', '2024', 1, 2280, ['698', '5.6', '1.5', '0.8', '14.5']),
  product('P05', 'corn', '东北黄玉米(一等)', 'YM-HLJ-1', '黄玉米', 1, '黑龙江哈尔滨', '2025', 1, 2260, [
    '728',
    '3.4',
    '0.8',
    '0.6',
    '13.8',
  ]),
  product('P06', 'wheat', '河南普通小麦(二等)', 'XM-HN-2', '普通小麦(周麦36)', 2, '河南周口', '2025', 1, 2420, [
    '778',
    '4.2',
    '0.6',
    '12.3',
    '326',
  ]),
  product('P07', 'wheat', '河南强筋小麦(一等)', 'XM-HN-QJ-1', '强筋小麦(新麦26)', 1, '河南周口', '2025', 1, 2560, [
    '796',
    '3.1',
    '0.5',
    '12.0',
    '368',
  ]),
  product('P08', 'wheat', '安徽小麦(三等)', 'XM-AH-3', '普通小麦(烟农999)', 3, '安徽阜阳', '2025', 1, 2370, [
    '756',
    '7.4',
    '0.9',
    '12.5',
    '298',
  ]),
  product('P09', 'wheat', '安徽小麦(二等)', 'XM-AH-2', '普通小麦(济麦22)', 2, '安徽阜阳', '2025', 1, 2410, [
    '772',
    '5.2',
    '0.7',
    '12.4',
    '315',
  ]),
  product('P10', 'rice', '黑龙江粳稻(二等)', 'DG-HLJ-2', '圆粒粳稻(龙粳31)', 2, '黑龙江哈尔滨', '2025', 1, 2780, [
    '80.2',
    '62',
    '0.6',
    '14.5',
    '正常',
  ]),
  product('P11', 'rice', '江苏粳稻(一等)', 'DG-JS-1', '南粳9108', 1, '江苏盐城', '2025', 1, 2850, ['81.5', '66', '0.5', '14.3', '正常']),
  product('P12', 'rice', '安徽中晚籼稻(二等)', 'DG-AH-2', '中晚籼稻', 2, '安徽阜阳', '2025', 1, 2620, [
    '77.8',
    '55',
    '0.8',
    '13.5',
    '正常',
  ]),
  product('P13', 'soybean', '黑龙江非转基因大豆(二等)', 'DD-HLJ-2', '黑河43', 2, '黑龙江黑河', '2025', 2, 4150, [
    '92.5',
    '1.6',
    '0.2',
    '0.8',
    '13.0',
    '39.5',
  ]),
  product('P14', 'soybean', '内蒙古大豆(三等)', 'DD-NM-3', '登科5号', 3, '内蒙古呼伦贝尔', '2025', 1, 4020, [
    '87.0',
    '2.6',
    '0.4',
    '1.0',
    '13.0',
    '38.2',
  ]),
  product('P15', 'soybean', '巴西进口大豆(二等)', 'DD-BR-2', '转基因大豆', 2, '巴西', '2025', 1, 3720, [
    '91.0',
    '1.9',
    '0.4',
    '1.0',
    '12.8',
    '36.5',
  ]),
  product('P16', 'sorghum', '吉林红高粱(二等)', 'GL-JL-2', '酿酒红高粱', 2, '吉林松原', '2025', 2, 2680, ['735', '2.4', '0.8', '13.8']),
  product('P17', 'sorghum', '内蒙古高粱(三等)', 'GL-NM-3', '红高粱', 3, '内蒙古通辽', '2025', 1, 2560, ['712', '3.6', '1.0', '14.0']),
  product('P18', 'barley', '江苏啤酒大麦(二等)', 'DM-JS-2', '啤酒大麦(苏啤6号)', 2, '江苏盐城', '2025', 2, 2350, ['688', '0.8', '12.8']),
  product('P19', 'rapeseed', '安徽油菜籽(二等)', 'YCZ-AH-2', '双低油菜籽', 2, '安徽阜阳', '2025', 2, 5350, ['41.6', '2.1', '7.5']),
  product('P20', 'peanut', '河南花生仁(一等)', 'HS-HN-1', '花育25', 1, '河南周口', '2025', 2, 8900, ['73', '0.6', '8.5', '4.2']),
];

const productId = idSequence(63);
export const PRODUCTS: Product[] = PRODUCT_SEEDS.map((seed) => ({
  ...seed,
  id: productId(),
  sku: `${seed.code}-${seed.harvestYear}-${seed.packaging === 1 ? 'BULK' : 'BAG'}`,
}));
export const productByKey = (key: string) => PRODUCTS.find((item) => item.key === key)!;

/** The tenant 100001 catalogue: a small tree of its own (quality values follow QUALITY_SPECS of corn and wheat). */
const tenantBCategory = idSequence(62, 500);
export const TENANT_B_CATEGORIES = { grain: tenantBCategory(), corn: tenantBCategory(), wheat: tenantBCategory() };
/** Its one goods type, and which quality indices its two grains are graded by. */
const TENANT_B_RAW_GRAIN = { id: classificationId(), name: '原粮', code: 'YL', remark: '华北产区玉米、小麦原粮' };
const TENANT_B_SPECS: [categoryId: string, key: CategoryKey][] = [
  [TENANT_B_CATEGORIES.corn, 'corn'],
  [TENANT_B_CATEGORIES.wheat, 'wheat'],
];
const tenantBProduct = idSequence(63, 500);
export const TENANT_B_PRODUCTS = [
  {
    id: tenantBProduct(),
    category: TENANT_B_CATEGORIES.corn,
    name: '天津港玉米(二等)',
    code: 'HB-YM-2',
    variety: '黄玉米',
    grade: 2,
    origin: '天津',
    price: 2300,
    quality: ['716', '4.8', '1.2', '0.8', '14.0'],
  },
  {
    id: tenantBProduct(),
    category: TENANT_B_CATEGORIES.wheat,
    name: '河北小麦(二等)',
    code: 'HB-XM-2',
    variety: '普通小麦(藁优5766)',
    grade: 2,
    origin: '河北石家庄',
    price: 2440,
    quality: ['780', '4.5', '0.6', '12.4', '332'],
  },
];

/** The trade catalogue, table by table; answers the rows seeded per table. */
export function seedCatalog(db: Db): Record<string, number> {
  return {
    tp_classification: seedClassifications(db),
    tp_category: seedCategories(db),
    tp_tbspecification: seedSpecifications(db),
    tp_product: seedProducts(db),
    tp_productwholeprice: seedWholesalePrices(db),
  };
}

/** The goods types (tp_classification) of both tenants. */
function seedClassifications(db: Db): number {
  return insertRows(
    db,
    'tp_classification',
    [...CLASSIFICATIONS, { ...TENANT_B_RAW_GRAIN, tenantId: TENANT_B.tenantId }].map((item: Classification, index) => ({
      id: item.id,
      tenant_id: item.tenantId ?? '000000',
      classification_name: item.name,
      classification_code: item.code,
      icon: '',
      sort: index + 1,
      remark: item.remark,
      create_time: daysAgo(300, 9 * 60 + index * 5),
    })),
  );
}

/** The category tree (tp_category): the platform's, and the second tenant's grain → corn, wheat. */
function seedCategories(db: Db): number {
  const categories: Row[] = CATEGORY_SEEDS.map((seed, index) => ({
    id: CATEGORY_IDS[seed.key],
    parent_id: seed.parent ? CATEGORY_IDS[seed.parent] : '0',
    category_name: seed.name,
    category_code: seed.code,
    goods_type_id: seed.type,
    unit: 1,
    icon: '',
    is_show: seed.isShow,
    sort: index + 1,
    remark: '',
    create_time: daysAgo(300, 10 * 60 + index * 5),
  }));
  categories.push(
    {
      id: TENANT_B_CATEGORIES.grain,
      tenant_id: TENANT_B.tenantId,
      parent_id: '0',
      category_name: '粮食',
      category_code: 'LS',
      goods_type_id: TENANT_B_RAW_GRAIN.id,
      unit: 1,
      is_show: 1,
      sort: 1,
      create_time: daysAgo(200, 9 * 60),
    },
    {
      id: TENANT_B_CATEGORIES.corn,
      tenant_id: TENANT_B.tenantId,
      parent_id: TENANT_B_CATEGORIES.grain,
      category_name: '玉米',
      category_code: 'LS-YM',
      goods_type_id: TENANT_B_RAW_GRAIN.id,
      unit: 1,
      is_show: 1,
      sort: 2,
      create_time: daysAgo(200, 9 * 60 + 5),
    },
    {
      id: TENANT_B_CATEGORIES.wheat,
      tenant_id: TENANT_B.tenantId,
      parent_id: TENANT_B_CATEGORIES.grain,
      category_name: '小麦',
      category_code: 'LS-XM',
      goods_type_id: TENANT_B_RAW_GRAIN.id,
      unit: 1,
      is_show: 1,
      sort: 3,
      create_time: daysAgo(200, 9 * 60 + 10),
    },
  );
  return insertRows(db, 'tp_category', categories);
}

/** Each category's quality indices (tp_tbspecification), the columns of its listings' SKU tables. */
function seedSpecifications(db: Db): number {
  const specId = idSequence(62, 200);
  const specified: [tenantId: string, categoryId: string, specs: Spec[]][] = [
    ...Object.entries(QUALITY_SPECS).map(([key, specs]): [string, string, Spec[]] => ['000000', CATEGORY_IDS[key as CategoryKey], specs!]),
    ...TENANT_B_SPECS.map(([categoryId, key]): [string, string, Spec[]] => [TENANT_B.tenantId, categoryId, QUALITY_SPECS[key]!]),
  ];
  return insertRows(
    db,
    'tp_tbspecification',
    specified.flatMap(([tenantId, categoryId, specs], categoryIndex) =>
      specs.map(([code, name, unit, standard], index) => ({
        id: specId(),
        tenant_id: tenantId,
        category_id: categoryId,
        spec_name: name,
        spec_code: code,
        unit,
        standard_value: standard,
        spec_values: '一等,二等,三等',
        sort: index + 1,
        remark: '',
        create_time: daysAgo(290, 10 * 60 + categoryIndex * 10 + index),
      })),
    ),
  );
}

/** The SKUs (tp_product) of both tenants. */
function seedProducts(db: Db): number {
  return insertRows(db, 'tp_product', [
    ...PRODUCTS.map((item, index) => ({
      id: item.id,
      category_id: CATEGORY_IDS[item.category],
      product_name: item.name,
      product_code: item.code,
      sku: item.sku,
      variety: item.variety,
      grade: item.grade,
      origin: item.origin,
      harvest_year: item.harvestYear,
      specification: (QUALITY_SPECS[item.category] ?? []).map(([, name, unit, standard]) => `${name}${standard}${unit}`).join('，'),
      packaging: item.packaging,
      unit: 1,
      quality_indices: JSON.stringify(
        Object.fromEntries((QUALITY_SPECS[item.category] ?? []).map(([code, name], i) => [code || name, item.quality[i]])),
      ),
      images: demoFileLink(`product-${item.code.toLowerCase()}.png`),
      description: `${item.harvestYear}年产${item.origin}${item.variety}，${item.packaging === 1 ? '散装' : '袋装'}交货。`,
      create_time: daysAgo(280 - index * 2, 9 * 60),
    })),
    ...TENANT_B_PRODUCTS.map((item, index) => ({
      id: item.id,
      tenant_id: TENANT_B.tenantId,
      category_id: item.category,
      product_name: item.name,
      product_code: item.code,
      sku: `${item.code}-2025-BULK`,
      variety: item.variety,
      grade: item.grade,
      origin: item.origin,
      harvest_year: '2025',
      packaging: 1,
      unit: 1,
      create_time: daysAgo(190 - index, 10 * 60),
    })),
  ]);
}

/** Three price tiers (tp_productwholeprice) for the bulk listings: the larger the lot, the lower the price per tonne. */
function seedWholesalePrices(db: Db): number {
  const tierId = idSequence(63, 200);
  const tiered = [
    ...PRODUCTS.slice(0, 10).map((item) => ({ ...item, tenantId: '000000' })),
    ...TENANT_B_PRODUCTS.map((item) => ({ ...item, tenantId: TENANT_B.tenantId })),
  ];
  return insertRows(
    db,
    'tp_productwholeprice',
    tiered.flatMap((item, index) =>
      [
        [100, 499.999, 0],
        [500, 1999.999, -20],
        [2000, null, -40],
      ].map(([min, max, discount]) => ({
        id: tierId(),
        tenant_id: item.tenantId,
        product_id: item.id,
        product_name: item.name,
        min_quantity: min,
        max_quantity: max,
        unit_price: item.price + (discount as number),
        valid_from: dateOf(daysAgo(90)),
        valid_to: dateOf(daysAgo(90), 180),
        remark: '',
        create_time: daysAgo(90, 9 * 60 + index * 3),
      })),
    ),
  );
}
