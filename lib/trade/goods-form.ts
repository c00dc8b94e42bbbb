import { fieldSchema, type ValidationTexts } from '../forms/form-schema';
import { money, number, text, tree, weight, type FieldDef } from '../resources/fields';

/**
 * The goods-add form (one listing, its SKUs, gallery and quality): string values as typed, the
 * rules, and the conversion to and from saveGoodsAndProduct / goodsDetail bodies.
 */
export type SkuRow = { key: string; id?: string; sku: string; specValues: Record<string, string>; price: string; stock: string };

export const QUALITY_KEYS = ['moisture', 'testWeight', 'impurity', 'imperfectKernel', 'mouldyKernel'] as const;
export type QualityKey = (typeof QUALITY_KEYS)[number];

export type GoodsFormValues = {
  id?: string;
  goodsNo: string;
  goodsName: string;
  sellerName: string;
  categoryId: string;
  origin: string;
  harvestYear: string;
  deliveryPlace: string;
  remark: string;
  grade: string;
  quality: Record<QualityKey, string>;
  gallery: string;
  skus: SkuRow[];
};

/** Field rules, shared with the generic forms' validation (money 2 decimals, weight 3). */
export const GOODS_FIELDS = {
  goodsNo: text({ required: true, max: 32 }),
  goodsName: text({ required: true, max: 100 }),
  // Orders and their contracts name the seller as 甲方; a listing without one made contracts read "甲方：null".
  sellerName: text({ required: true, max: 100 }),
  categoryId: tree('category', { required: true }),
  origin: text({ max: 100 }),
  harvestYear: number({ min: 1990, max: 2100 }),
  deliveryPlace: text({ max: 200 }),
  remark: text({ max: 500 }),
} satisfies Record<string, FieldDef>;

export const SKU_FIELDS = { sku: text({ max: 64 }), price: money({ min: 0 }), stock: weight({ min: 0 }) } satisfies Record<
  string,
  FieldDef
>;

/** Percentages 0–100 with 2 decimals; test weight in g/L, whole numbers. */
export const QUALITY_FIELDS: Record<QualityKey, FieldDef> = {
  moisture: money({ min: 0, max: 100 }),
  testWeight: number({ min: 0, max: 1000 }),
  impurity: money({ min: 0, max: 100 }),
  imperfectKernel: money({ min: 0, max: 100 }),
  mouldyKernel: money({ min: 0, max: 100 }),
};

let rowCounter = 0;
export const newSkuRow = (): SkuRow => ({ key: `new-${(rowCounter += 1)}`, sku: '', specValues: {}, price: '', stock: '' });

export const emptyGoodsForm = (): GoodsFormValues => ({
  goodsNo: '',
  goodsName: '',
  sellerName: '',
  categoryId: '',
  origin: '',
  harvestYear: '',
  deliveryPlace: '',
  remark: '',
  grade: '',
  quality: { moisture: '', testWeight: '', impurity: '', imperfectKernel: '', mouldyKernel: '' },
  gallery: '',
  skus: [newSkuRow()],
});

export type GoodsFormErrors = Record<string, string>;

/**
 * Every problem, keyed `goodsNo`, `quality.moisture`, `skus.<row key>.price`, `skus`…; `label` names a
 * field in the current language, `duplicateSku` / `noSku` are the two table-level messages.
 */
export function validateGoodsForm(
  values: GoodsFormValues,
  texts: ValidationTexts,
  label: (field: string) => string,
  tableTexts: { duplicateSku: string; noSku: string },
): GoodsFormErrors {
  const errors: GoodsFormErrors = {};
  const check = (key: string, field: FieldDef, value: string, name: string) => {
    const result = fieldSchema(field, label(name), texts).safeParse(value);
    if (!result.success) errors[key] = result.error.issues[0]?.message ?? '';
  };
  for (const [name, field] of Object.entries(GOODS_FIELDS)) check(name, field, values[name as keyof typeof GOODS_FIELDS], name);
  if (values.harvestYear.trim() && !/^\d{4}$/.test(values.harvestYear.trim())) errors.harvestYear ??= texts.digits;
  for (const key of QUALITY_KEYS) check(`quality.${key}`, QUALITY_FIELDS[key], values.quality[key], key);
  if (values.skus.length === 0) errors.skus = tableTexts.noSku;
  const seen = new Set<string>();
  for (const row of values.skus) {
    for (const name of ['sku', 'price', 'stock'] as const) check(`skus.${row.key}.${name}`, SKU_FIELDS[name], row[name], name);
    const code = row.sku.trim();
    if (code && seen.has(code)) errors[`skus.${row.key}.sku`] ??= tableTexts.duplicateSku;
    seen.add(code);
  }
  return errors;
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The saveGoodsAndProduct / updateGoodsAndProduct body. */
export function toGoodsPayload(values: GoodsFormValues) {
  return {
    ...(values.id ? { id: values.id } : {}),
    goodsNo: values.goodsNo.trim(),
    goodsName: values.goodsName.trim(),
    sellerName: values.sellerName.trim(),
    categoryId: values.categoryId,
    origin: values.origin.trim(),
    harvestYear: values.harvestYear.trim(),
    deliveryPlace: values.deliveryPlace.trim(),
    remark: values.remark.trim(),
    qualityIndices: {
      ...Object.fromEntries(QUALITY_KEYS.map((key) => [key, numberOrNull(values.quality[key])])),
      grade: values.grade || null,
    },
    gallery: values.gallery.split(',').filter(Boolean),
    products: values.skus.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      sku: row.sku.trim(),
      specValues: Object.fromEntries(
        Object.entries(row.specValues)
          .filter(([, value]) => value.trim() !== '')
          .map(([name, value]) => [name, value.trim()]),
      ),
      price: numberOrNull(row.price),
      stock: numberOrNull(row.stock),
    })),
  };
}

type Detail = Record<string, unknown> & {
  products?: Record<string, unknown>[];
  gallery?: unknown[];
  qualityIndices?: Record<string, unknown>;
};

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** goodsDetail's answer as form values (numbers back to the strings the inputs hold). */
export function fromGoodsDetail(detail: Detail): GoodsFormValues {
  const quality = detail.qualityIndices ?? {};
  return {
    id: str(detail.id),
    goodsNo: str(detail.goodsNo),
    goodsName: str(detail.goodsName),
    sellerName: str(detail.sellerName),
    categoryId: str(detail.categoryId),
    origin: str(detail.origin),
    harvestYear: str(detail.harvestYear),
    deliveryPlace: str(detail.deliveryPlace),
    remark: str(detail.remark),
    grade: str(quality.grade),
    quality: Object.fromEntries(QUALITY_KEYS.map((key) => [key, str(quality[key])])) as Record<QualityKey, string>,
    gallery: (detail.gallery ?? []).map(String).join(','),
    skus: (detail.products ?? []).map((product) => ({
      key: str(product.id),
      id: str(product.id),
      sku: str(product.sku),
      specValues: Object.fromEntries(
        Object.entries((product.specValues as Record<string, unknown>) ?? {}).map(([name, value]) => [name, str(value)]),
      ),
      price: str(product.price),
      stock: str(product.stock),
    })),
  };
}
