import type { Db } from '../db/open';
import { seedId } from '../db/ids';
import { formatDateTime } from '../db/time';
import { MODEL_SEEDS } from '../services/flow/processes';
import { deploy } from '../services/flow/engine';

const ADMIN_ID = '1123598821738675201';

/**
 * Process models (模型管理) for the platform tenant, each deployed for every tenant, so 发起事务 offers
 * the leave process and the trade approval from the first start.
 */
export function seedFlow(db: Db, tenantIds: string[]): void {
  const now = formatDateTime();
  const insert = db.prepare(`INSERT INTO flow_model (id, tenant_id, model_key, name, description, version, xml, model_type, created, created_by, last_updated, last_updated_by)
    VALUES (?,?,?,?,?,1,?,0,?,?,?,?)`);
  MODEL_SEEDS.forEach((model, index) => {
    insert.run(seedId(77, index + 1), '000000', model.key, model.name, model.description, model.xml, now, ADMIN_ID, now, ADMIN_ID);
    for (const tenantId of tenantIds) deploy(db, { tenantId, xml: model.xml, resourceName: `${model.key}.bpmn20.xml`, category: model.category });
  });
}
