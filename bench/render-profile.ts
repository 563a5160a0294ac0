/**
 * Where an uncached render spends its CPU (docs/caching.md, "Render cost"): renders each page kind of
 * bench/render-cost.ts after a warm-up under the inspector's profiler and writes one `.cpuprofile` per
 * kind (open it in Chrome DevTools' Performance panel), then prints the top functions by self time.
 *
 * Standalone only: `npx tsx bench/render-profile.ts [out-dir] [rounds]` (default /tmp/lrdx-render-profile, 40).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import { join } from 'node:path';
import { openRenderApp, renderCpuMs } from './render-cost.js';
import { printTable } from './table.js';

const outDir = process.argv[2] ?? '/tmp/lrdx-render-profile';
const rounds = Number(process.argv[3] ?? 40);
const TOP = 25;

/** Self time per function (name and place), in milliseconds, largest first. */
function selfTimes(profile: Profiler.Profile): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const frame = node.callFrame;
    const place = frame.url.replace(/^.*\/(node_modules|work\/[^/]+)\//, '$1/');
    const key = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

mkdirSync(outDir, { recursive: true });
const { app, kinds, close } = await openRenderApp();
const session = new Session();
session.connect();
try {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  for (const kind of kinds) {
    let hosts = 0;
    const host = (): string | undefined => (kind.drawsAnew ? `127.0.0.1:${9000 + (hosts += 1)}` : undefined);
    for (let i = 0; i < 5; i += 1) await renderCpuMs(app, kind.path, host());
    await session.post('Profiler.start');
    for (let i = 0; i < rounds; i += 1) await renderCpuMs(app, kind.path, host());
    const { profile } = await session.post('Profiler.stop');
    const file = join(outDir, `${kind.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'page'}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const top = selfTimes(profile).slice(0, TOP);
    printTable(
      `${kind.name}: self time per render, top ${TOP} (${file})`,
      ['ms', 'function'],
      top.map(([name, total]) => [(total / rounds).toFixed(2), name]),
    );
  }
} finally {
  session.disconnect();
  await close();
}
