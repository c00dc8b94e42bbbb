import { useTestServer } from '../../testing/test-server';
import { LEAVE_BPMN } from './processes';
import { parseBpmn } from './bpmn';
import { renderDiagram } from './diagram';

/** The process diagram (流程图): drawn from the parsed model, with the instance's state, tenant by tenant. */
describe('process diagram', () => {
  it('draws every node and sequence flow of the model, names escaped, columns following the flow', () => {
    const model = parseBpmn(LEAVE_BPMN);
    const svg = renderDiagram(model);
    for (const node of model.nodes.values()) expect(svg).toContain(`data-node="${node.id}"`);
    for (const flow of model.flows) expect(svg).toContain(`data-flow="${flow.id}"`);
    expect(svg).not.toContain('data-status="current"');
    const x = (id: string) => Number(new RegExp(`data-node="${id}"[^>]*><circle cx="([\\d.]+)"`).exec(svg)?.[1] ?? NaN);
    const [start] = [...model.nodes.values()].filter((node) => node.type === 'startEvent');
    const [end] = [...model.nodes.values()].filter((node) => node.type === 'endEvent');
    expect(x(start.id)).toBeLessThan(x(end.id));
    const hostile = parseBpmn(LEAVE_BPMN.replace(/name="[^"]*"/, 'name="&lt;script&gt;alert(1)&lt;/script&gt;"'));
    expect(renderDiagram(hostile)).not.toContain('<script>');
  });

  describe('over HTTP', () => {
    const server = useTestServer();

    it('shows a definition as SVG or its BPMN, and an instance with its current node', async () => {
      const definitions = (await (await server.get('/blade-flow/work/start-list', server.admin)).json()).data.records;
      const leave = definitions.find((row: { key: string }) => row.key === 'Leave');
      const image = await server.get(`/blade-flow/process/resource-view?processDefinitionId=${encodeURIComponent(leave.id)}`, server.admin);
      expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await image.text()).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
      const xml = await server.get(
        `/blade-flow/process/resource-view?processDefinitionId=${encodeURIComponent(leave.id)}&resourceType=xml`,
        server.admin,
      );
      expect(await xml.text()).toContain('<process id="Leave"');

      const started = await server.post('/blade-desk/process/leave/start-process', server.admin, {
        processDefinitionId: leave.id,
        taskUser: '1123598821738675203',
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-02 18:00:00',
        reason: '流程图',
      });
      expect((await started.json()).success).toBe(true);
      const sent = (await (await server.get('/blade-flow/work/send-list', server.admin)).json()).data.records[0];
      const diagram = await (
        await server.get(`/blade-flow/process/diagram-view?processInstanceId=${sent.processInstanceId}`, server.admin)
      ).text();
      const task = server.db
        .prepare('SELECT task_def_key FROM flow_task WHERE instance_id = ? AND end_time IS NULL')
        .get(sent.processInstanceId) as { task_def_key: string };
      expect(diagram).toContain(`data-node="${task.task_def_key}" data-status="current"`);
      expect(diagram).toMatch(/data-status="done"/);

      // Another tenant's admin cannot draw it; nor can an anonymous caller.
      const other = (await server.login('admin', 'admin', '100001')).access_token;
      expect(
        (await (await server.get(`/blade-flow/process/diagram-view?processInstanceId=${sent.processInstanceId}`, other)).json()).success,
      ).toBe(false);
      expect((await server.get(`/blade-flow/process/resource-view?processDefinitionId=${encodeURIComponent(leave.id)}`)).status).toBe(401);
    });
  });
});
