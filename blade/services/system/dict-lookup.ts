import type { Context } from '../../http/router';
import { R } from '../../http/envelope';
import { toCamel } from '../shared/rows';

/**
 * GET /blade-system/dict/dictionary?code= and /blade-system/dict-biz/dictionary?code=: the live,
 * unsealed entries of a dictionary (BladeX: parent_id > 0), by sort. Biz dictionaries are per tenant.
 */
export function dictionary(table: 'blade_dict' | 'blade_dict_biz') {
  return (ctx: Context) => {
    const code = ctx.query.get('code') ?? '';
    const tenant = table === 'blade_dict_biz' ? 'AND tenant_id = ?' : '';
    const params = table === 'blade_dict_biz' ? [code, ctx.user?.tenantId ?? ''] : [code];
    const rows = ctx.db
      .prepare(
        `SELECT id, parent_id, code, dict_key, dict_value, sort, remark FROM ${table}
         WHERE code = ? AND parent_id <> '0' AND is_sealed = 0 AND is_deleted = 0 ${tenant} ORDER BY sort, id`,
      )
      .all(...params) as Record<string, unknown>[];
    return R.data(rows.map(toCamel));
  };
}
