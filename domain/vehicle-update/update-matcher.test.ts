import { describe, expect, it } from 'vitest';
import { fillResultLabel, matchingGroupKeys, readUpdateMapper } from './update-matcher.js';

const MAPPER = readUpdateMapper(
  JSON.stringify({
    dropdowns: [
      { label: 'Defender', key: 'defender', children: ['2021', '2022', { label: '2023 (MY23)', key: '2023' }] },
      { label: 'Range Rover', key: 'range_rover', children: ['2022'] },
      { label: 'broken' },
    ],
    subblocks_groups: [
      { key: 'pivi', match_dropdowns: [{ parent_key: 'defender', child_key: ['2021', '2022'] }] },
      {
        key: 'pivi-pro',
        match_dropdowns: [
          { parent_key: 'defender', child_key: ['2023'] },
          { parent_key: 'range_rover', child_key: [] },
        ],
      },
      { match_dropdowns: [] },
    ],
  }),
);

describe('select vehicle to update: the mapper and the matching', () => {
  it('reads parents with their children (strings or {label, key}) and drops entries without a key', () => {
    expect(MAPPER.parents.map((p) => p.key)).toEqual(['defender', 'range_rover']);
    expect(MAPPER.parents[0]?.children).toEqual([
      { key: '2021', label: '2021' },
      { key: '2022', label: '2022' },
      { key: '2023', label: '2023 (MY23)' },
    ]);
    expect(MAPPER.groups.map((g) => g.key)).toEqual(['pivi', 'pivi-pro']);
  });

  it('matches a parent and child to the groups listing them; an empty child list means every year', () => {
    expect(matchingGroupKeys(MAPPER, 'defender', '2021')).toEqual(['pivi']);
    expect(matchingGroupKeys(MAPPER, 'defender', '2023')).toEqual(['pivi-pro']);
    expect(matchingGroupKeys(MAPPER, 'range_rover', '2022')).toEqual(['pivi-pro']);
    expect(matchingGroupKeys(MAPPER, 'range_rover', '1999')).toEqual(['pivi-pro']);
  });

  it('"all" children of a parent matches every group of the parent; no parent matches all groups', () => {
    expect(matchingGroupKeys(MAPPER, 'defender', '')).toEqual(['pivi', 'pivi-pro']);
    expect(matchingGroupKeys(MAPPER, '', '')).toEqual(['pivi', 'pivi-pro']);
    expect(matchingGroupKeys(MAPPER, 'discovery', '')).toEqual([]);
  });

  it('survives broken JSON', () => {
    expect(readUpdateMapper('{nope')).toEqual({ parents: [], groups: [] });
    expect(readUpdateMapper({ dropdowns: 'x', subblocks_groups: null })).toEqual({ parents: [], groups: [] });
  });

  it('fills {amount}, {parent} and {child}', () => {
    expect(fillResultLabel('{amount} results for {parent} {child}', { amount: '٢', parent: 'Defender', child: '2021' })).toBe(
      '٢ results for Defender 2021',
    );
  });
});
