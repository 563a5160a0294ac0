import { describe, expect, it } from 'vitest';
import { discoverMachines } from './discover.js';
import { layoutChart } from './chart-layout.js';

const machines = await discoverMachines();

describe('statechart layout', () => {
  it('lays out every machine: a box per state, an arrow per transition with a target', async () => {
    for (const m of machines) {
      const chart = await layoutChart(m.machine);
      expect(chart.boxes.length, m.name).toBeGreaterThan(1);
      expect(
        chart.arrows.every((a) => a.points.length >= 2),
        m.name,
      ).toBe(true);
      for (const box of chart.boxes) {
        expect(box.x + box.width, `${m.name} ${box.id}`).toBeLessThanOrEqual(chart.width + 0.5);
        expect(box.y + box.height, `${m.name} ${box.id}`).toBeLessThanOrEqual(chart.height + 0.5);
        // A state's name fits its box (a compound state's is drawn on its top edge).
        if (!box.any) expect(box.width, `${m.name} ${box.id}`).toBeGreaterThanOrEqual(box.label.length * 7);
      }
      // Every transition's label is drawn whole inside the chart.
      for (const arrow of chart.arrows) {
        if (!arrow.labelAt) continue;
        expect(arrow.labelAt.x + 4 + arrow.label.length * 7, `${m.name} ${arrow.label}`).toBeLessThanOrEqual(chart.width);
        expect(arrow.labelAt.y + 12, `${m.name} ${arrow.label}`).toBeLessThanOrEqual(chart.height);
      }
    }
  });

  it('draws the soft lock with its guards, the initial and final states marked, children inside their parent', async () => {
    const soft = machines.find((m) => m.name === 'soft-lock');
    const chart = await layoutChart(soft!.machine);
    expect(chart.boxes.find((b) => b.id === 'softLock.active')?.initial).toBe(true);
    expect(
      chart.boxes
        .filter((b) => b.final)
        .map((b) => b.label)
        .sort(),
    ).toEqual(['expired', 'kickedOut', 'released']);
    expect(chart.arrows.map((a) => a.label)).toContain('xstate.error.actor.extendLock [isLockLost]');
    const order = machines.find((m) => m.name === 'order-online');
    const layout = await layoutChart(order!.machine);
    const checkout = layout.boxes.find((b) => b.id === 'orderOnline.checkout');
    const form = layout.boxes.find((b) => b.id === 'orderOnline.checkout.form');
    expect(checkout?.compound).toBe(true);
    expect(form!.x).toBeGreaterThanOrEqual(checkout!.x);
    expect(form!.y + form!.height).toBeLessThanOrEqual(checkout!.y + checkout!.height);
  });
});
