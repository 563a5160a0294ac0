/**
 * The seeded demo of the range calculator: the electrified cars of the demo catalogue (server/seed/
 * catalogue-*.ts), their engines and wheel sizes, and an electric range for each combination. The
 * figures are plausible WLTP-style demo values (bigger wheels cost range), not published data; the
 * seeded block's disclaimer says so. The route serves `DEMO_RANGE_DATA` at RANGE_DEMO_PATH and the
 * seeded blocks build their mappers from `DEMO_RANGE_CARS`, so the two always agree.
 */
import type { RangeOption } from './mappers.js';
import type { RangeData } from './range-data.js';

export interface DemoRangeCar {
  key: string;
  /** Latin nameplate, the same in every language. */
  name: string;
  /** The catalogue model whose drawing and showroom link the block uses. */
  model: string;
  engines: (RangeOption & { ranges: Record<string, number> })[];
  wheels: RangeOption[];
}

const inch = (size: number): RangeOption => ({ key: String(size), label: `${size}"` });
const wheels = (...sizes: number[]) => sizes.map(inch);

export const DEMO_RANGE_CARS: readonly DemoRangeCar[] = [
  {
    key: 'range_rover_electric',
    name: 'Range Rover Electric',
    model: 'range_rover',
    engines: [{ key: 'bev', label: 'Electric AWD', ranges: { '21': 530, '22': 512, '23': 490 } }],
    wheels: wheels(21, 22, 23),
  },
  {
    key: 'range_rover',
    name: 'Range Rover',
    model: 'range_rover',
    engines: [
      { key: 'p460e', label: 'P460e PHEV', ranges: { '21': 121, '22': 117, '23': 113 } },
      { key: 'p550e', label: 'P550e PHEV', ranges: { '21': 118, '22': 114, '23': 110 } },
    ],
    wheels: wheels(21, 22, 23),
  },
  {
    key: 'range_rover_sport',
    name: 'Range Rover Sport',
    model: 'range_rover_sport',
    engines: [
      { key: 'p460e', label: 'P460e PHEV', ranges: { '21': 121, '22': 117, '23': 112 } },
      { key: 'p550e', label: 'P550e PHEV', ranges: { '21': 119, '22': 115, '23': 110 } },
    ],
    wheels: wheels(21, 22, 23),
  },
  {
    key: 'range_rover_velar',
    name: 'Range Rover Velar',
    model: 'range_rover_velar',
    engines: [{ key: 'p400e', label: 'P400e PHEV', ranges: { '19': 64, '20': 62, '21': 60, '22': 57 } }],
    wheels: wheels(19, 20, 21, 22),
  },
  {
    key: 'range_rover_evoque',
    name: 'Range Rover Evoque',
    model: 'range_rover_evoque',
    engines: [{ key: 'p300e', label: 'P300e PHEV', ranges: { '18': 65, '19': 63, '20': 61, '21': 59 } }],
    wheels: wheels(18, 19, 20, 21),
  },
  {
    key: 'defender_110',
    name: 'Defender 110',
    model: 'defender_110',
    engines: [{ key: 'p400e', label: 'P400e PHEV', ranges: { '20': 51, '22': 47 } }],
    wheels: wheels(20, 22),
  },
  {
    key: 'discovery_sport',
    name: 'Discovery Sport',
    model: 'discovery_sport',
    engines: [{ key: 'p300e', label: 'P300e PHEV', ranges: { '18': 62, '19': 60, '20': 58, '21': 56 } }],
    wheels: wheels(18, 19, 20, 21),
  },
];

export const DEMO_RANGE_DATA: RangeData = {
  unit: 'km',
  ranges: Object.fromEntries(DEMO_RANGE_CARS.map((car) => [car.key, Object.fromEntries(car.engines.map((e) => [e.key, e.ranges]))])),
};

/** The block's mappers (JSON text) for the demo cars. */
export const demoEnginesMapper = () =>
  JSON.stringify(Object.fromEntries(DEMO_RANGE_CARS.map((car) => [car.key, car.engines.map(({ key, label }) => ({ key, label }))])));
export const demoWheelsMapper = () => JSON.stringify(Object.fromEntries(DEMO_RANGE_CARS.map((car) => [car.key, car.wheels])));
