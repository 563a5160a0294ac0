/**
 * The statechart as boxes and arrows: the machine's state nodes (compound ones holding their
 * children) and transitions, laid out by elkjs (layered, hierarchy included) into plain shapes
 * with absolute coordinates that the lab draws as SVG itself.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { AnyStateMachine } from 'xstate';

export interface ChartBox {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
  /** The "any state" marker of a parent (see chartGraph). */
  any: boolean;
  final: boolean;
  initial: boolean;
}
export interface ChartArrow {
  id: string;
  label: string;
  /** The points of the line, start to end. */
  points: { x: number; y: number }[];
  labelAt: { x: number; y: number; width: number; height: number } | null;
  source: string;
  eventType: string;
}
export interface ChartLayout {
  width: number;
  height: number;
  boxes: ChartBox[];
  arrows: ChartArrow[];
}

interface NodeLike {
  id: string;
  key: string;
  type: string;
  parent?: NodeLike;
  initial?: { target: readonly NodeLike[] };
  states: Record<string, NodeLike>;
  transitions: Map<string, { eventType: string; guard?: unknown; target?: readonly { id: string }[] }[]>;
  always?: { eventType: string; guard?: unknown; target?: readonly { id: string }[] }[];
}

/** A character's width at the chart's 12px (bold live labels included), so no label is cut. */
const CHAR = 7.5;
/** Room around the drawing for labels ELK places at its edge. */
const MARGIN = 16;
/** Suffix of the marker a parent's transitions into its own children start from. */
export const ANY = '.(any)';
const LABEL_HEIGHT = 16;

function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  return typeof guard === 'object' && 'type' in guard ? String((guard as { type: unknown }).type) : 'guard';
}

/** The machine as an ELK graph: one node per state, one edge per transition with a target. */
export function chartGraph(machine: AnyStateMachine): ElkNode {
  const edges: ElkExtendedEdge[] = [];
  let edgeCount = 0;
  const toNode = (node: NodeLike): ElkNode => {
    const children = Object.values(node.states).map(toNode);
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    // ELK cannot draw from a node into its own children: a parent's transitions to them start at an
    // "any state" marker inside the parent (XState takes them from whichever child is active).
    const any = `${node.id}${ANY}`;
    if (all.some((t) => t.target?.some((target) => target.id.startsWith(`${node.id}.`)))) {
      children.unshift({ id: any, labels: [{ text: 'any state' }], width: 72, height: 24 });
    }
    for (const t of all) {
      for (const target of t.target ?? []) {
        const guard = guardName(t.guard);
        const text = `${t.eventType || 'always'}${guard ? ` [${guard}]` : ''}`;
        const from = target.id.startsWith(`${node.id}.`) ? any : node.id;
        edges.push({
          id: `e${edgeCount++}|${node.id}|${t.eventType}`,
          sources: [from],
          targets: [target.id],
          labels: [{ text, width: text.length * CHAR + 8, height: LABEL_HEIGHT }],
        });
      }
    }
    const label = node.key;
    const labelWidth = label.length * CHAR + 24;
    return {
      id: node.id,
      labels: [{ text: label }],
      ...(children.length
        ? {
            children,
            layoutOptions: {
              'elk.padding': '[top=28,left=12,bottom=12,right=12]',
              // A compound state is at least as wide as its name, which is drawn on its top edge.
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
              'elk.nodeSize.minimum': `(${labelWidth},60)`,
            },
          }
        : { width: Math.max(80, labelWidth), height: 36 }),
    };
  };
  const root = toNode(machine.root as unknown as NodeLike);
  return {
    ...root,
    edges,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=28,left=12,bottom=12,right=12]',
    },
  };
}

export async function layoutChart(machine: AnyStateMachine): Promise<ChartLayout> {
  const elk = new ELK();
  const laid = await elk.layout(chartGraph(machine));
  const boxes: ChartBox[] = [];
  const nodes = new Map<string, NodeLike>();
  const index = (node: NodeLike) => {
    nodes.set(node.id, node);
    Object.values(node.states).forEach(index);
  };
  index(machine.root as unknown as NodeLike);
  const walk = (node: ElkNode) => {
    const state = nodes.get(node.id);
    const initialIds = new Set(state?.parent?.initial?.target.map((t) => t.id) ?? []);
    boxes.push({
      id: node.id,
      label: node.labels?.[0]?.text ?? node.id,
      x: node.x ?? 0,
      y: node.y ?? 0,
      width: node.width ?? 0,
      height: node.height ?? 0,
      compound: Boolean(node.children?.length),
      any: node.id.endsWith(ANY),
      final: state?.type === 'final',
      initial: initialIds.has(node.id),
    });
    node.children?.forEach(walk);
  };
  walk(laid);
  const arrows: ChartArrow[] = (laid.edges ?? []).map((edge) => {
    const section = edge.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = edge.labels?.[0];
    const [, source = '', eventType = ''] = edge.id.split('|');
    return {
      id: edge.id,
      label: label?.text ?? '',
      points,
      labelAt: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : null,
      source,
      eventType,
    };
  });
  // Labels may reach past ELK's own size: the drawing takes in every box and every label, whole.
  const right = Math.max(
    laid.width ?? 0,
    ...boxes.map((b) => b.x + b.width),
    ...arrows.map((a) => (a.labelAt ? a.labelAt.x + a.labelAt.width + 8 : 0)),
  );
  const bottom = Math.max(
    laid.height ?? 0,
    ...boxes.map((b) => b.y + b.height),
    ...arrows.map((a) => (a.labelAt ? a.labelAt.y + a.labelAt.height + 4 : 0)),
  );
  return { width: Math.ceil(right + MARGIN), height: Math.ceil(bottom + MARGIN), boxes, arrows };
}
