import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { shippingTotals } from './shipping-totals';
import { badParameter } from '../../../domain/blade-messages';

const tenantOf = (ctx: Parameters<NonNullable<CrudHooks['beforeWrite']>>[0]) => ctx.user?.tenantId ?? '';
const FEE_COLUMNS = ['quantity', 'start_fee', 'unit_fee', 'extra_fee'] as const;

/**
 * A shipping record's freight and total are the service's sums, never what the form sent: start fee + 元/吨 ×
 * quantity, plus the other charges (an edit that sends only some fees keeps the stored others). A fee schedule
 * (fee_id) must be one of the tenant's live 运费设置 rows.
 */
export const shippingHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    const amounts = Object.fromEntries(FEE_COLUMNS.map((column) => [column, Number(values[column] ?? existing?.[column] ?? 0) || 0]));
    for (const column of FEE_COLUMNS) if (amounts[column] < 0) throw new ServiceError(badParameter(column));
    const feeId = values.fee_id;
    if (feeId !== undefined && feeId !== null && feeId !== '') {
      const schedule = ctx.db
        .prepare('SELECT id FROM tp_shippingfee WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
        .get(String(feeId), tenantOf(ctx));
      if (!schedule) throw new ServiceError('运费设置不存在或已删除');
    }
    const totals = shippingTotals({
      quantity: amounts.quantity,
      startFee: amounts.start_fee,
      unitFee: amounts.unit_fee,
      extraFee: amounts.extra_fee,
    });
    Object.assign(values, { freight_fee: totals.freightFee, total_fee: totals.totalFee });
  },
};
