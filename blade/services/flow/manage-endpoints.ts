import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { requireCode } from '../../crud/permissions';
import { parseMultipart } from '../../http/multipart';
import { splitIds, placeholders } from '../shared/rows';
import { changeState, deleteDeployments, deleteInstance, deploy, type DefinitionRow, type InstanceRow } from './engine';
import { Names, flowProcess } from './views';
import { caller, matches, pageOf, required } from './actor';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/** 流程管理 (docs/blade-contract.md §8.2): models, definitions, deployments and running instances of the caller's tenant. */

type ModelRow = {
  id: string;
  tenant_id: string;
  model_key: string;
  name: string;
  description: string | null;
  version: number;
  xml: string;
  model_type: number;
  created: string;
  created_by: string;
  last_updated: string;
  last_updated_by: string;
};

// GET /blade-flow/model/list — name / modelKey filters.
export function modelList(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'flow_model');
  const names = new Names(ctx.db);
  const rows = (
    ctx.db
      .prepare('SELECT * FROM flow_model WHERE tenant_id = ? AND is_deleted = 0 ORDER BY last_updated DESC, id')
      .all(user.tenantId) as ModelRow[]
  ).filter((row) => matches(ctx.query.get('name'), row.name) && matches(ctx.query.get('modelKey'), row.model_key));
  return R.data(
    pageOf(
      ctx,
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        modelKey: row.model_key,
        description: row.description ?? '',
        created: row.created,
        lastUpdated: row.last_updated,
        createdBy: names.user(row.created_by),
        lastUpdatedBy: names.user(row.last_updated_by),
        version: row.version,
        modelEditorJson: '',
        modelComment: '',
        modelType: row.model_type,
        tenantId: row.tenant_id,
      })),
    ),
  );
}

// POST /blade-flow/model/remove?ids=
export function modelRemove(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'flow_model_delete');
  const ids = splitIds(required(ctx, 'ids'));
  const changes = ctx.db
    .prepare(`UPDATE flow_model SET is_deleted = 1 WHERE tenant_id = ? AND id IN (${placeholders(ids.length)})`)
    .run(user.tenantId, ...ids).changes;
  return R.status(changes > 0);
}

/**
 * The tenants a deployment goes to: the caller's own when none are named. Only the platform tenant (000000)
 * deploys for other tenants, as BladeX's tenant administrator does.
 */
function targetTenants(ctx: Context, tenantIdsText: string | undefined): string[] {
  const user = caller(ctx);
  const tenantIds = [...new Set(splitIds(tenantIdsText))];
  if (tenantIds.length === 0) return [user.tenantId];
  if (user.tenantId !== '000000' && tenantIds.some((tenantId) => tenantId !== user.tenantId))
    throw new ServiceError(BLADE_MESSAGES.requestRefused, 403);
  const known = ctx.db
    .prepare(`SELECT tenant_id FROM blade_tenant WHERE is_deleted = 0 AND tenant_id IN (${placeholders(tenantIds.length)})`)
    .all(...tenantIds) as { tenant_id: string }[];
  const missing = tenantIds.filter((tenantId) => !known.some((row) => row.tenant_id === tenantId));
  if (missing.length > 0) throw new ServiceError(`租户不存在: ${missing.join(',')}`);
  return tenantIds;
}

function requireCategory(category: string | undefined | null): string {
  const value = (category ?? '').trim();
  if (!value) throw new ServiceError('请选择流程类型');
  if (!/^flow_\w{1,32}$/.test(value)) throw new ServiceError('流程类型不正确');
  return value;
}

// POST /blade-flow/model/deploy?modelId&category&tenantIds
export function modelDeploy(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'flow_model_deploy');
  const modelId = required(ctx, 'modelId');
  const category = requireCategory(ctx.query.get('category'));
  const model = ctx.db.prepare('SELECT * FROM flow_model WHERE tenant_id = ? AND id = ? AND is_deleted = 0').get(user.tenantId, modelId) as
    | ModelRow
    | undefined;
  if (!model) throw new ServiceError('模型不存在');
  const tenants = targetTenants(ctx, ctx.query.get('tenantIds') ?? undefined);
  ctx.db.transaction(() => {
    for (const tenantId of tenants)
      deploy(ctx.db, { tenantId, xml: model.xml, resourceName: `${model.model_key}.bpmn20.xml`, category, name: model.name });
  })();
  return R.status(true);
}

const BPMN_FILE = /\.(bpmn|bpmn20\.xml|xml)$/i;

// POST /blade-flow/manager/deploy-upload — multipart files, category, tenantIds.
export async function deployUpload(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'flow_deploy_upload');
  const contentType = ctx.headers['content-type'];
  const form = await parseMultipart(ctx.rawBody, Array.isArray(contentType) ? contentType[0] : contentType);
  const category = requireCategory(form.fields.category);
  const files = form.files.filter((file) => file.data.length > 0);
  if (files.length === 0) throw new ServiceError('请上传流程文件');
  const wrong = files.find((file) => !BPMN_FILE.test(file.filename));
  if (wrong) throw new ServiceError(`仅支持 bpmn、bpmn20.xml 格式的文件: ${wrong.filename}`);
  const tenants = targetTenants(ctx, form.fields.tenantIds);
  ctx.db.transaction(() => {
    for (const file of files) {
      for (const tenantId of tenants) deploy(ctx.db, { tenantId, xml: file.data.toString('utf8'), resourceName: file.filename, category });
    }
  })();
  return R.status(true);
}

// GET /blade-flow/manager/list?category&mode — every deployed definition of the tenant, newest deployment first.
export function managerList(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'flow_manager');
  const category = ctx.query.get('category');
  const rows = ctx.db
    .prepare(`SELECT d.*, p.deploy_time FROM flow_definition d JOIN flow_deployment p ON p.id = d.deployment_id
    WHERE d.tenant_id = ? ${category ? 'AND d.category = ?' : ''} ORDER BY p.deploy_time DESC, d.process_key, d.version DESC`)
    .all(user.tenantId, ...(category ? [category] : [])) as (DefinitionRow & { deploy_time: string })[];
  const names = new Names(ctx.db);
  return R.data(
    pageOf(
      ctx,
      rows.filter((row) => matches(ctx.query.get('name'), row.name)).map((row) => flowProcess(row, names)),
    ),
  );
}

// POST /blade-flow/manager/change-state?state=active|suspend&processId=
export function managerChangeState(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'flow_manager_state');
  const state = required(ctx, 'state');
  if (state !== 'active' && state !== 'suspend') throw new ServiceError('状态参数不正确');
  changeState(ctx.db, user.tenantId, required(ctx, 'processId'), state);
  return R.status(true);
}

// POST /blade-flow/manager/delete-deployment?deploymentIds=
export function managerDeleteDeployment(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'flow_manager_remove');
  return R.status(deleteDeployments(ctx.db, user.tenantId, splitIds(required(ctx, 'deploymentIds'))) > 0);
}

// GET /blade-flow/follow/list?processInstanceId&processDefinitionKey — running instances (FlowExecution).
export function followList(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'flow_follow');
  const instanceId = ctx.query.get('processInstanceId');
  const key = ctx.query.get('processDefinitionKey');
  const rows = ctx.db
    .prepare(`SELECT i.*, d.process_key, d.name AS definition_name, d.category, d.suspension_state FROM flow_instance i
    JOIN flow_definition d ON d.id = i.definition_id WHERE i.tenant_id = ? AND i.end_time IS NULL ORDER BY i.start_time DESC, i.id DESC`)
    .all(user.tenantId) as (InstanceRow & { process_key: string; definition_name: string; category: string; suspension_state: number })[];
  const names = new Names(ctx.db);
  const current = ctx.db.prepare(
    'SELECT task_def_key, name FROM flow_task WHERE instance_id = ? AND end_time IS NULL ORDER BY create_time',
  );
  const records = rows
    .filter((row) => (!instanceId || row.id === instanceId.trim()) && matches(key, row.process_key))
    .map((row) => {
      const tasks = current.all(row.id) as { task_def_key: string; name: string }[];
      return {
        id: row.id,
        name: row.definition_name,
        startUserId: row.start_user_id ?? '',
        startUser: names.user(row.start_user_id),
        startTime: row.start_time,
        taskDefinitionId: tasks.map((task) => task.task_def_key).join(','),
        taskDefinitionKey: tasks.map((task) => task.task_def_key).join(','),
        taskName: tasks.map((task) => task.name).join(','),
        category: row.category,
        categoryName: names.category(row.category),
        processInstanceId: row.id,
        processDefinitionId: row.definition_id,
        processDefinitionKey: row.process_key,
        activityId: tasks[0]?.task_def_key ?? '',
        suspensionState: row.suspension_state,
        executionId: row.id,
        businessKey: row.business_key ?? '',
      };
    });
  return R.data(pageOf(ctx, records));
}

// POST /blade-flow/follow/delete-process-instance?processInstanceId&deleteReason
export function followDeleteInstance(ctx: Context) {
  const user = caller(ctx);
  requireCode(ctx.db, user, 'flow_follow_delete');
  const reason = required(ctx, 'deleteReason');
  if (reason.length > 200) throw new ServiceError('删除理由不能超过200个字符');
  deleteInstance(ctx.db, user.tenantId, required(ctx, 'processInstanceId'), reason);
  return R.status(true);
}
