import type { FlowNode, ProcessModel } from './bpmn';

/**
 * The process diagram as SVG, drawn from the engine's parsed model (Flowable draws it from the BPMN's
 * bpmndi shapes, which the engine skips): nodes in columns by their longest distance from the start,
 * sequence flows as arrows (a flow back to an earlier column arcs below), condition text on the flow.
 * With a state, the nodes passed are green and the current ones red, as Flowable's diagram-view.
 */
export type DiagramState = { done: ReadonlySet<string>; current: ReadonlySet<string> };

const COLUMN = 190;
const ROW = 110;
const MARGIN = 40;
const TASK = { width: 130, height: 56 };
const EVENT = 18;
const GATEWAY = 24;

type Placed = { node: FlowNode; x: number; y: number };

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Longest-path rank of every node reachable from the start, ignoring flows that close a loop. */
function ranks(model: ProcessModel): Map<string, number> {
  const outgoing = new Map<string, string[]>();
  for (const flow of model.flows) outgoing.set(flow.source, [...(outgoing.get(flow.source) ?? []), flow.target]);
  const rank = new Map<string, number>([[model.start, 0]]);
  const onPath = new Set<string>();
  const visit = (id: string) => {
    onPath.add(id);
    for (const target of outgoing.get(id) ?? []) {
      if (onPath.has(target)) continue; // a loop back: drawn as an arc, not ranked
      const next = (rank.get(id) ?? 0) + 1;
      if ((rank.get(target) ?? -1) < next) {
        rank.set(target, next);
        visit(target);
      }
    }
    onPath.delete(id);
  };
  visit(model.start);
  // Nodes the start does not reach (a broken model still draws) go after the last column.
  const last = Math.max(0, ...rank.values());
  for (const id of model.nodes.keys()) if (!rank.has(id)) rank.set(id, last + 1);
  return rank;
}

function place(model: ProcessModel): Map<string, Placed> {
  const byRank = new Map<number, FlowNode[]>();
  const rank = ranks(model);
  for (const node of model.nodes.values()) byRank.set(rank.get(node.id)!, [...(byRank.get(rank.get(node.id)!) ?? []), node]);
  const tallest = Math.max(...[...byRank.values()].map((column) => column.length));
  const placed = new Map<string, Placed>();
  for (const [column, nodes] of byRank) {
    const top = ((tallest - nodes.length) * ROW) / 2;
    nodes.forEach((node, index) =>
      placed.set(node.id, { node, x: MARGIN + column * COLUMN + TASK.width / 2, y: MARGIN + top + index * ROW + TASK.height / 2 }),
    );
  }
  return placed;
}

/** Half the node's extent along x: where a flow leaves or enters it. */
const halfWidth = (node: FlowNode) => (node.type === 'userTask' ? TASK.width / 2 : node.type === 'exclusiveGateway' ? GATEWAY : EVENT);

/** Wraps a task name into at most three lines of about eight CJK characters (or 16 Latin ones). */
function lines(text: string): string[] {
  const result: string[] = [];
  let line = '';
  let width = 0;
  for (const char of text) {
    // Latin-1 is half a CJK character wide; char codes, not a regex over control characters.
    const charWidth = char.charCodeAt(0) <= 0xff ? 1 : 2;
    if (width + charWidth > 16) {
      result.push(line);
      line = '';
      width = 0;
    }
    line += char;
    width += charWidth;
  }
  if (line) result.push(line);
  return result.length > 3 ? [...result.slice(0, 2), `${result[2].slice(0, -1)}…`] : result;
}

function nodeSvg({ node, x, y }: Placed, state: DiagramState | undefined): string {
  const status = state?.current.has(node.id) ? 'current' : state?.done.has(node.id) ? 'done' : 'idle';
  const stroke = status === 'current' ? '#d32f2f' : status === 'done' ? '#2e7d32' : '#546e7a';
  const fill = status === 'current' ? '#ffebee' : status === 'done' ? '#e8f5e9' : '#ffffff';
  const width = status === 'idle' ? 1.5 : 3;
  const label = escapeXml(node.name);
  const attrs = `data-node="${escapeXml(node.id)}" data-status="${status}"`;
  switch (node.type) {
    case 'startEvent':
    case 'endEvent':
      return (
        `<g ${attrs}><circle cx="${x}" cy="${y}" r="${EVENT}" fill="${fill}" stroke="${stroke}" stroke-width="${node.type === 'endEvent' ? width + 2 : width}"/>` +
        `<text x="${x}" y="${y + EVENT + 16}" text-anchor="middle" class="caption">${label}</text></g>`
      );
    case 'exclusiveGateway': {
      const d = GATEWAY;
      return (
        `<g ${attrs}><path d="M${x} ${y - d} L${x + d} ${y} L${x} ${y + d} L${x - d} ${y} Z" fill="${fill}" stroke="${stroke}" stroke-width="${width}"/>` +
        `<path d="M${x - 8} ${y - 8} L${x + 8} ${y + 8} M${x + 8} ${y - 8} L${x - 8} ${y + 8}" stroke="${stroke}" stroke-width="2.5"/>` +
        (label ? `<text x="${x}" y="${y - d - 8}" text-anchor="middle" class="caption">${label}</text>` : '') +
        '</g>'
      );
    }
    case 'userTask': {
      const text = lines(node.name);
      const first = y - ((text.length - 1) * 16) / 2 + 5;
      return (
        `<g ${attrs}><rect x="${x - TASK.width / 2}" y="${y - TASK.height / 2}" width="${TASK.width}" height="${TASK.height}" rx="10" fill="${fill}" stroke="${stroke}" stroke-width="${width}"/>` +
        text.map((part, index) => `<text x="${x}" y="${first + index * 16}" text-anchor="middle">${escapeXml(part)}</text>`).join('') +
        '</g>'
      );
    }
  }
}

/** `${pass}` → `pass`, `${!pass}` → `!pass`: the condition as a short label. */
const conditionLabel = (condition: string) => condition.replace(/^\$\{\s*|\s*\}$/g, '');

export function renderDiagram(model: ProcessModel, state?: DiagramState): string {
  const placed = place(model);
  const right = Math.max(...[...placed.values()].map((item) => item.x)) + TASK.width / 2 + MARGIN;
  // Flows back to an earlier column run below every node, each on its own lane.
  const lowest = Math.max(...[...placed.values()].map((item) => item.y)) + TASK.height / 2 + 24;
  let backLanes = 0;
  const flows = model.flows.map((flow) => {
    const from = placed.get(flow.source)!;
    const to = placed.get(flow.target)!;
    const taken = !!state && state.done.has(flow.source) && (state.done.has(flow.target) || state.current.has(flow.target));
    const color = taken ? '#2e7d32' : '#78909c';
    const marker = taken ? 'url(#arrow-taken)' : 'url(#arrow)';
    let path: string;
    let label = { x: 0, y: 0, anchor: 'middle' };
    if (to.x > from.x) {
      const [x1, y1, x2, y2] = [from.x + halfWidth(from.node), from.y, to.x - halfWidth(to.node), to.y];
      // The bend sits in the gap just before the target, so a flow spanning columns passes beside their nodes.
      const bend = x2 - 30;
      path = y1 === y2 ? `M${x1} ${y1} L${x2} ${y2}` : `M${x1} ${y1} L${bend} ${y1} L${bend} ${y2} L${x2} ${y2}`;
      label = y1 === y2 ? { x: (x1 + x2) / 2, y: y1 - 8, anchor: 'middle' } : { x: bend + 5, y: (y1 + y2) / 2 + 4, anchor: 'start' };
    } else {
      const low = lowest + backLanes++ * 16;
      const edge = (item: Placed) => item.y + (item.node.type === 'userTask' ? TASK.height / 2 : halfWidth(item.node));
      path = `M${from.x} ${edge(from)} L${from.x} ${low} L${to.x} ${low} L${to.x} ${edge(to)}`;
      label = { x: (from.x + to.x) / 2, y: low - 5, anchor: 'middle' };
    }
    const text = flow.condition
      ? `<text x="${label.x}" y="${label.y}" text-anchor="${label.anchor}" class="condition">${escapeXml(conditionLabel(flow.condition))}</text>`
      : '';
    return `<g data-flow="${escapeXml(flow.id)}"><path d="${path}" fill="none" stroke="${color}" stroke-width="${taken ? 2.5 : 1.5}" marker-end="${marker}"/>${text}</g>`;
  });
  const bottom = lowest + backLanes * 16 + MARGIN / 2;
  const arrow = (id: string, color: string) =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 Z" fill="${color}"/></marker>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${right}" height="${bottom}" viewBox="0 0 ${right} ${bottom}" role="img" aria-label="${escapeXml(model.name)}">`,
    `<title>${escapeXml(model.name)}</title>`,
    `<defs>${arrow('arrow', '#78909c')}${arrow('arrow-taken', '#2e7d32')}</defs>`,
    '<style>text{font:13px "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;fill:#263238}.caption{font-size:12px;fill:#546e7a}.condition{font-size:11px;fill:#607d8b}</style>',
    `<rect width="${right}" height="${bottom}" fill="#ffffff"/>`,
    ...flows,
    ...[...placed.values()].map((item) => nodeSvg(item, state)),
    '</svg>',
  ].join('');
}
