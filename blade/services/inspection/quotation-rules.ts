import type { CrudHooks } from '../../crud/controller';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A lab quote's amount is its samples × the unit price, whenever both are known (the form's total is not trusted). */
export const quotationHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    const samples = Number(values.sample_count ?? existing?.sample_count);
    const price = Number(values.unit_price ?? existing?.unit_price);
    if (Number.isFinite(samples) && Number.isFinite(price) && samples > 0 && price >= 0) values.amount = round2(samples * price);
  },
};
