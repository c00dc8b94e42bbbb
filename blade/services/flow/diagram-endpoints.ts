import type { Context } from '../../http/router';
import type { Reply } from '../../http/envelope';
import { ServiceError } from '../../http/envelope';
import { parseBpmn } from './bpmn';
import { findDefinition, type InstanceRow } from './engine';
import { caller } from './actor';
import { renderDiagram, type DiagramState } from './diagram';

// ProcessController (docs/blade-contract.md §8.2): the 流程图 of a definition and of an instance. Gateway-skipped in
// Blade (they are loaded as images); here the caller's token still decides the tenant, so one tenant never
// sees another's processes. The SVG is self-made text, served with a CSP that forbids anything active.

const svgReply = (svg: string): Reply => ({
  status: 200,
  body: Buffer.from(svg, 'utf8'),
  headers: {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  },
});

// GET /blade-flow/process/resource-view?processDefinitionId=&resourceType=image|xml — the diagram, or the deployed BPMN.
export function resourceView(ctx: Context): Reply {
  const user = caller(ctx);
  const definition = findDefinition(ctx.db, user.tenantId, ctx.query.get('processDefinitionId') ?? '');
  const type = ctx.query.get('resourceType') || 'image';
  if (type === 'xml') {
    return {
      status: 200,
      body: Buffer.from(definition.xml, 'utf8'),
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        'content-disposition': `inline; filename="${encodeURIComponent(definition.resource_name)}"`,
      },
    };
  }
  if (type !== 'image') throw new ServiceError(`不支持的资源类型: ${type}`);
  return svgReply(renderDiagram(parseBpmn(definition.xml)));
}

// GET /blade-flow/process/diagram-view?processInstanceId= — the instance's diagram: passed nodes green, current ones red.
export function diagramView(ctx: Context): Reply {
  const user = caller(ctx);
  const instanceId = ctx.query.get('processInstanceId') ?? '';
  const instance = ctx.db.prepare('SELECT * FROM flow_instance WHERE id = ? AND tenant_id = ?').get(instanceId, user.tenantId) as
    | InstanceRow
    | undefined;
  if (!instance) throw new ServiceError(`Cannot find process instance with id ${instanceId}`);
  const definition = findDefinition(ctx.db, user.tenantId, instance.definition_id);
  const activities = ctx.db
    .prepare('SELECT activity_id, end_time FROM flow_activity WHERE instance_id = ? ORDER BY seq')
    .all(instance.id) as { activity_id: string; end_time: string | null }[];
  const state: DiagramState = {
    done: new Set(activities.filter((activity) => activity.end_time).map((activity) => activity.activity_id)),
    // A deleted instance has no current node, whatever its open activities say.
    current: new Set(instance.end_time ? [] : activities.filter((activity) => !activity.end_time).map((activity) => activity.activity_id)),
  };
  return svgReply(renderDiagram(parseBpmn(definition.xml), state));
}
