import type { Context } from '../../http/router';
import { R } from '../../http/envelope';

// GET /blade-system/tenant/info?domain= — lets the login page hide the tenant field for a known host.
export function tenantInfo(ctx: Context) {
  const domain = ctx.query.get('domain') ?? '';
  const row = domain
    ? (ctx.db
        .prepare("SELECT tenant_id, domain, background_url FROM blade_tenant WHERE domain = ? AND domain <> '' AND is_deleted = 0")
        .get(domain) as { tenant_id: string; domain: string; background_url: string } | undefined)
    : undefined;
  return R.data(row ? { tenantId: row.tenant_id, domain: row.domain, backgroundUrl: row.background_url } : {});
}
