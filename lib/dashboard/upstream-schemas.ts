import { z } from 'zod';

/**
 * The shapes the dashboard reads from Blade, validated tolerantly (blade-contract: decimals may come
 * as strings, empty values as "" or null). Anything else is a bad upstream answer.
 */
const decimal = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    const number = typeof value === 'number' ? value : Number(value ?? 0);
    return Number.isFinite(number) ? number : 0;
  });
const code = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    return Number.isInteger(number) ? number : null;
  });
const text = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** Blade's R envelope around `data`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), success: z.boolean().optional(), msg: z.string().optional(), data });

/** IPage: `records` and `total` (Blade sends total as a number; some gateways as a string). */
export const page = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.coerce.number().int().nonnegative() });

export const orderRecord = z.object({
  createTime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  quantity: decimal,
  amount: decimal,
  orderStatus: code,
});

export const anyRecord = z.object({}).passthrough();

export const reminderRecord = z.object({
  id: text,
  title: text,
  remindType: code,
  relatedNo: text,
  customerName: text,
  dueTime: text,
  handleStatus: code,
});
export type Reminder = z.infer<typeof reminderRecord>;
