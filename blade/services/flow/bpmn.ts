import { SaxesParser } from 'saxes';
import { ServiceError } from '../../http/envelope';

/**
 * The BPMN 2.0 subset the embedded engine runs (README "Flow engine"): one `<process>` with
 * startEvent, userTask (flowable:assignee / candidateUsers / candidateGroups), exclusiveGateway
 * (conditions on sequence flows, optional `default`), endEvent and sequenceFlow. Anything else in the
 * process (service tasks, parallel gateways, timers…) is refused at deployment rather than ignored,
 * so a deployed definition always runs. Diagram (bpmndi) and extension elements are skipped.
 */
export type FlowNode =
  | { type: 'startEvent'; id: string; name: string }
  | { type: 'endEvent'; id: string; name: string }
  | { type: 'exclusiveGateway'; id: string; name: string; defaultFlow: string }
  | { type: 'userTask'; id: string; name: string; assignee: string; candidateUsers: string; candidateGroups: string };

export type SequenceFlow = { id: string; source: string; target: string; condition: string };

export type ProcessModel = {
  key: string;
  name: string;
  documentation: string;
  nodes: Map<string, FlowNode>;
  flows: SequenceFlow[];
  start: string;
};

type Element = { tag: string; attrs: Record<string, string>; children: Element[]; text: string };

/** Local name of a possibly prefixed tag or attribute (`bpmn:userTask` → `userTask`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

const invalid = (why: string): never => {
  throw new ServiceError(`流程文件无效: ${why}`);
};

/**
 * Reads the XML with saxes (a conforming, non-validating parser): elements, attributes, text and CDATA; comments and
 * processing instructions are skipped. A DOCTYPE is refused, so no entity of the upload's own is ever defined or
 * expanded (only XML's five and character references are); malformed XML is refused with the parser's reason.
 */
export function parseXml(xml: string): Element {
  const root: Element = { tag: '#root', attrs: {}, children: [], text: '' };
  const stack = [root];
  const parser = new SaxesParser();
  parser.on('doctype', () => invalid('不允许 DOCTYPE 声明'));
  parser.on('error', () => invalid('XML 格式错误'));
  parser.on('opentag', (tag) => {
    const element: Element = { tag: local(tag.name), attrs: { ...(tag.attributes as Record<string, string>) }, children: [], text: '' };
    stack[stack.length - 1].children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => {
    stack[stack.length - 1].text += text;
  });
  parser.on('cdata', (text) => {
    stack[stack.length - 1].text += text;
  });
  parser.write(xml).close();
  return root;
}

const attr = (element: Element, name: string) => {
  for (const [key, value] of Object.entries(element.attrs)) if (local(key) === name) return value.trim();
  return '';
};

const SKIPPED = new Set(['documentation', 'extensionElements', 'laneSet', 'dataObject', 'textAnnotation', 'association']);

/** Parses and checks a BPMN document; the first executable process is the one deployed. */
export function parseBpmn(xml: string): ProcessModel {
  const definitions = parseXml(xml.replace(/^\uFEFF/, '')).children.find((child) => child.tag === 'definitions');
  if (!definitions) invalid('缺少 definitions');
  const process = definitions!.children.find((child) => child.tag === 'process');
  if (!process) invalid('缺少 process');
  const key = attr(process!, 'id');
  if (!/^[A-Za-z_][\w.-]{0,63}$/.test(key)) invalid('process 的 id 无效');
  const nodes = new Map<string, FlowNode>();
  const flows: SequenceFlow[] = [];
  for (const element of process!.children) {
    const id = attr(element, 'id');
    const name = attr(element, 'name');
    if (SKIPPED.has(element.tag)) continue;
    if (!id) invalid(`${element.tag} 缺少 id`);
    if (nodes.has(id)) invalid(`重复的 id ${id}`);
    switch (element.tag) {
      case 'startEvent':
      case 'endEvent':
        nodes.set(id, { type: element.tag, id, name });
        break;
      case 'exclusiveGateway':
        nodes.set(id, { type: 'exclusiveGateway', id, name, defaultFlow: attr(element, 'default') });
        break;
      case 'userTask': {
        const task = {
          type: 'userTask' as const,
          id,
          name: name || id,
          assignee: attr(element, 'assignee'),
          candidateUsers: attr(element, 'candidateUsers'),
          candidateGroups: attr(element, 'candidateGroups'),
        };
        if (!task.assignee && !task.candidateUsers && !task.candidateGroups) invalid(`用户任务 ${task.name} 没有办理人`);
        nodes.set(id, task);
        break;
      }
      case 'sequenceFlow': {
        const condition = element.children.find((child) => child.tag === 'conditionExpression')?.text.trim() ?? '';
        if (condition) parseCondition(condition);
        flows.push({ id, source: attr(element, 'sourceRef'), target: attr(element, 'targetRef'), condition });
        break;
      }
      default:
        invalid(`不支持的元素 ${element.tag}`);
    }
  }
  const starts = [...nodes.values()].filter((node) => node.type === 'startEvent');
  if (starts.length !== 1) invalid('需要且只能有一个开始事件');
  if (![...nodes.values()].some((node) => node.type === 'endEvent')) invalid('缺少结束事件');
  for (const flow of flows) if (!nodes.has(flow.source) || !nodes.has(flow.target)) invalid(`连线 ${flow.id} 指向不存在的节点`);
  for (const node of nodes.values()) {
    if (node.type !== 'endEvent' && !flows.some((flow) => flow.source === node.id)) invalid(`节点 ${node.name || node.id} 没有出口`);
  }
  const documentation = process!.children.find((child) => child.tag === 'documentation')?.text.trim() ?? '';
  return { key, name: attr(process!, 'name') || key, documentation, nodes, flows, start: starts[0].id };
}

export type Condition = { variable: string; negate: boolean; op: '' | '==' | '!='; literal: unknown };

/** `${pass}`, `${!pass}`, `${pass == true}`, `${days > 3}`-style is out: only truthiness and (in)equality. */
export function parseCondition(expression: string): Condition {
  const match = /^\$\{\s*(!?)\s*([A-Za-z_]\w*)\s*(?:(==|!=)\s*(true|false|-?\d+(?:\.\d+)?|'[^']*'|"[^"]*")\s*)?\}$/.exec(expression);
  if (!match) return invalid(`不支持的条件 ${expression}`);
  const [, bang, variable, op = '', raw] = match;
  const literal =
    raw === undefined ? undefined : raw === 'true' ? true : raw === 'false' ? false : /^['"]/.test(raw) ? raw.slice(1, -1) : Number(raw);
  return { variable, negate: bang === '!', op: op as Condition['op'], literal };
}

export function evaluateCondition(expression: string, variables: Record<string, unknown>): boolean {
  const { variable, negate, op, literal } = parseCondition(expression);
  const value = variables[variable];
  const result = op === '==' ? value === literal : op === '!=' ? value !== literal : Boolean(value);
  return negate ? !result : result;
}

/** `${taskUser}` → the variable's value; a plain value is kept. Unknown variables are an error, as in Flowable. */
export function resolveExpression(expression: string, variables: Record<string, unknown>): string {
  return expression.replace(/\$\{\s*([A-Za-z_]\w*)\s*\}/g, (_, name: string) => {
    if (variables[name] === undefined || variables[name] === null) throw new ServiceError(`流程变量 ${name} 未设置`);
    return String(variables[name]);
  });
}
