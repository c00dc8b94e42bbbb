import type { Context } from '../../http/router';
import { R } from '../../http/envelope';
import { postTable, postVO } from '../../tables/system/post';
import { pickerTenant } from '../../tables/system/platform-tenant';
import { liveRows } from './tree-query';

// GET /blade-system/post/select?tenantId= — R<Post[]> of a tenant (the caller's unless the platform names one), by sort.
export function postSelect(ctx: Context) {
  const rows = liveRows(ctx, { ...postTable, tenant: false }, { scope: { sql: ['tenant_id = ?'], params: [pickerTenant(ctx)] } });
  return R.data(rows.map((row) => postVO(ctx.db, row)));
}
