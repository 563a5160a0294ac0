/** Exterior paints of the demo range: real JLR paint names, approximated hex values. */
import type { PaintSpec } from './types.js';

export const PAINTS: Readonly<Record<string, PaintSpec>> = Object.fromEntries(
  (
    [
      ['Santorini Black', '#1b1c1e', 'black'],
      ['Narvik Black', '#0f0f10', 'black'],
      ['Ligurian Black', '#1a1a1d', 'black'],
      ['Fuji White', '#f4f4f2', 'white'],
      ['Ostuni Pearl White', '#ecebe6', 'white'],
      ['Yulong White', '#f2f1ec', 'white'],
      ['Eiger Grey', '#5b5e60', 'grey'],
      ['Carpathian Grey', '#3e4144', 'grey'],
      ['Charente Grey', '#4a4d4f', 'grey'],
      ['Lantau Bronze', '#6d5b45', 'bronze'],
      ['Gondwana Stone', '#a89a80', 'beige'],
      ['Silicon Silver', '#a9abad', 'silver'],
      ['Hakuba Silver', '#b9bbbc', 'silver'],
      ['Tasman Blue', '#2b4a6b', 'blue'],
      ['Portofino Blue', '#1e2c4a', 'blue'],
      ['Varesine Blue', '#1d3557', 'blue'],
      ['Bluefire Blue', '#1f4e8c', 'blue'],
      ['Velocity Blue', '#133f87', 'blue'],
      ['Firenze Red', '#8c1c1f', 'red'],
      ['Caldera Red', '#7f1a1a', 'red'],
      ['Pangea Green', '#4b5a3b', 'green'],
      ['Belgravia Green', '#1f3a2e', 'green'],
      ['British Racing Green', '#1e3a2a', 'green'],
      ['Sorrento Yellow', '#e1b12c', 'yellow'],
    ] as const
  ).map(([name, hex, family]) => [name, { name, hex, family }]),
);

export function paint(name: string): PaintSpec {
  const found = PAINTS[name];
  if (!found) throw new Error(`unknown paint ${name}`);
  return found;
}
