import { z } from 'zod';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/** Blade sends decimals as numbers or strings; an empty value is "not set". */
const decimal = (label: string, places: number) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: `${label}格式不正确` })
      .finite(`${label}格式不正确`)
      .min(0, `${label}不能为负数`)
      .refine((value) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6, `${label}最多${places}位小数`)
      .nullable(),
  );

/** One SKU of a listing: its spec values, unit price (元/吨, 2 decimals) and stock (吨, 3 decimals). */
export const skuSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).optional().nullable(),
  sku: z.string().trim().max(64, 'SKU编码不能超过64个字符').optional().nullable(),
  specValues: z
    .record(z.string(), z.union([z.string(), z.number()]).transform(String))
    .optional()
    .nullable(),
  price: decimal('价格', 2).optional(),
  stock: decimal('库存', 3).optional(),
});

/** The measured quality of the lot (GB 1353/1351…): percentages, g/L and the grade. */
export const qualitySchema = z
  .object({
    moisture: decimal('水分', 2),
    testWeight: decimal('容重', 0),
    impurity: decimal('杂质', 2),
    imperfectKernel: decimal('不完善粒', 2),
    mouldyKernel: decimal('生霉粒', 2),
    grade: z.union([z.string(), z.number()]).transform(String).optional().nullable(),
  })
  .partial();

/** saveGoodsAndProduct / updateGoodsAndProduct: the goods fields plus `products`, `gallery` and `qualityIndices`. */
export const goodsAndProductSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String).optional().nullable(),
  goodsNo: z.string({ error: '商品编号不能为空' }).trim().min(1, '商品编号不能为空').max(32, '商品编号不能超过32个字符'),
  goodsName: z.string({ error: '商品名称不能为空' }).trim().min(1, '商品名称不能为空').max(100, '商品名称不能超过100个字符'),
  categoryId: z.union([z.string(), z.number()]).transform(String).optional().nullable(),
  origin: z.string().trim().max(100, '产地不能超过100个字符').optional().nullable(),
  harvestYear: z
    .union([z.string(), z.number()])
    .transform(String)
    .refine((year) => year === '' || /^(19|20)\d{2}$/.test(year), '收获年度格式不正确')
    .optional()
    .nullable(),
  qualityIndices: qualitySchema.optional().nullable(),
  products: z.array(skuSchema, { error: 'SKU列表格式不正确' }).max(50, 'SKU不能超过50个').default([]),
  gallery: z.array(z.string().trim().min(1).max(500), { error: '商品图片格式不正确' }).max(20, '商品图片不能超过20张').default([]),
});

export type GoodsAndProduct = z.infer<typeof goodsAndProductSchema>;
export type Sku = z.infer<typeof skuSchema>;

/** The first issue as Blade's 400 message. */
export const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue?.message ?? BLADE_MESSAGES.invalidParameters;
};
