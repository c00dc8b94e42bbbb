import type { Db } from '../db/open';
import { seedId } from '../db/ids';
import { formatDateTime } from '../db/time';
import { MODEL_SEEDS } from '../services/flow/processes';
import { deploy } from '../services/flow/engine';
import { USERS } from './system';

const ADMIN_ID = '1123598821738675201';
const tenantAdminOf = (tenantId: string) => USERS.find((user) => user.tenantId === tenantId && user.account === 'admin')?.id ?? ADMIN_ID;

/**
 * Process models (模型管理) for every tenant, each deployed for that tenant, so 发起事务 offers the leave process
 * and the trade approval from the first start and each tenant's 模型管理 lists the models it runs.
 */
export function seedFlow(db: Db, tenantIds: string[]): void {
  const now = formatDateTime();
  const insert =
    db.prepare(`INSERT INTO flow_model (id, tenant_id, model_key, name, description, version, xml, model_type, created, created_by, last_updated, last_updated_by)
    VALUES (?,?,?,?,?,1,?,0,?,?,?,?)`);
  tenantIds.forEach((tenantId, tenantIndex) => {
    const author = tenantIndex === 0 ? ADMIN_ID : tenantAdminOf(tenantId);
    MODEL_SEEDS.forEach((model, index) => {
      insert.run(
        seedId(77, tenantIndex * 100 + index + 1),
        tenantId,
        model.key,
        model.name,
        model.description,
        model.xml,
        now,
        author,
        now,
        author,
      );
      deploy(db, { tenantId, xml: model.xml, resourceName: `${model.key}.bpmn20.xml`, category: model.category });
    });
  });
}
