/** The machine drawn from its elkjs layout: boxes for states (active ones highlighted), arrows for transitions. */
import { useEffect, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { layoutChart, type ChartLayout } from '../engine/chart-layout.js';

interface Props {
  machine: AnyStateMachine;
  /** Ids of the active state nodes. */
  active: string[];
  /** Ids of states the existing tests never reach (drawn dashed), when coverage is loaded. */
  missed: string[];
}

/**
 * Scrolls the chart's scrolling box (the svg's parent) so the current state is in view, centred when
 * it was not; the page itself does not move.
 */
function keepInView(svg: SVGSVGElement | null, box: { x: number; y: number; width: number; height: number } | undefined): void {
  const frame = svg?.parentElement;
  if (!frame || !box) return;
  const seen = { left: frame.scrollLeft, top: frame.scrollTop, width: frame.clientWidth, height: frame.clientHeight };
  const inside =
    box.x >= seen.left && box.x + box.width <= seen.left + seen.width && box.y >= seen.top && box.y + box.height <= seen.top + seen.height;
  if (inside) return;
  frame.scrollTo({ left: box.x + box.width / 2 - seen.width / 2, top: box.y + box.height / 2 - seen.height / 2 });
}

export function Statechart({ machine, active, missed }: Props) {
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const activeKey = active.join(' ');
  useEffect(() => {
    if (!layout) return;
    const on = new Set(active);
    // The deepest active state: the last active box drawn (children come after their parent).
    const current = layout.boxes.filter((b) => on.has(b.id) && b.id !== machine.id).at(-1);
    keepInView(svg.current, current);
  }, [layout, activeKey]);
  useEffect(() => {
    let live = true;
    setLayout(null);
    layoutChart(machine).then(
      (next) => live && setLayout(next),
      (error: unknown) => live && setFailure(String(error)),
    );
    return () => {
      live = false;
    };
  }, [machine]);
  if (failure) return <p role="alert">The chart could not be laid out: {failure}</p>;
  if (!layout) return <p>Laying out the chart…</p>;
  const on = new Set(active);
  const activeLeaves = layout.boxes.filter((b) => on.has(b.id) && !b.compound).map((b) => b.label);
  return (
    <svg
      ref={svg}
      className="chart"
      role="img"
      aria-label={`Statechart of ${machine.id}; current state: ${activeLeaves.join(', ') || 'none'}`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
    >
      <defs>
        <marker id="lab-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
        </marker>
      </defs>
      {layout.boxes.map((box) => (
        <g
          key={box.id}
          className={[
            'state',
            box.compound && 'compound',
            box.final && 'final',
            box.any && 'any',
            on.has(box.id) && box.id !== machine.id && 'active',
            missed.includes(box.id) && 'missed',
          ]
            .filter(Boolean)
            .join(' ')}
          data-state={box.id}
        >
          <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={box.any ? 12 : 6} />
          {box.final && <rect x={box.x + 3} y={box.y + 3} width={box.width - 6} height={box.height - 6} rx={4} className="inner" />}
          <text
            x={box.x + (box.compound ? 10 : box.width / 2)}
            y={box.y + (box.compound ? 18 : box.height / 2 + 4)}
            textAnchor={box.compound ? 'start' : 'middle'}
          >
            {box.initial ? '▸ ' : ''}
            {box.label}
          </text>
        </g>
      ))}
      {layout.arrows.map((arrow) => (
        <g key={arrow.id} className={`arrow${on.has(arrow.source) ? ' live' : ''}`}>
          <polyline points={arrow.points.map((p) => `${p.x},${p.y}`).join(' ')} markerEnd="url(#lab-arrow)" />
          {arrow.labelAt && (
            <text x={arrow.labelAt.x + 4} y={arrow.labelAt.y + 12}>
              {arrow.label}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
