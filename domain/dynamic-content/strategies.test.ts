import { describe, expect, it } from 'vitest';
import {
  brandFromPath,
  isDynamicContentVisible,
  parseDcStrategy,
  productOf,
  strategyKeysOf,
  strategyKind,
  visibleBlocks,
  visibleItems,
  type StrategyData,
} from './strategies.js';

const none = new Map<string, StrategyData>();
const visible = (strategy: unknown, data: ReadonlyMap<string, StrategyData> = none, path = '/ku/') =>
  isDynamicContentVisible({ strategy: parseDcStrategy(strategy), data, path });

describe('dynamic-content strategies', () => {
  it('recognises the spec strategies and {product}_sl keys', () => {
    expect(strategyKind('offers')).toBe('offers');
    expect(strategyKind('used_sl')).toBe('product_sl');
    expect(productOf('used_sl')).toBe('used');
    expect(strategyKind('mystery')).toBeNull();
  });
  it('shows content without a strategy and hides it for an empty value list', () => {
    expect(visible(undefined)).toBe(true);
    expect(visible({ key: 'offers', value: [] })).toBe(false);
    expect(visible({ key: 'offers', value: ' , ' })).toBe(false);
  });
  it('keeps content visible while the data is unknown or failed to load', () => {
    expect(visible({ key: 'offers', value: ['defender'] })).toBe(true);
    expect(visible({ key: 'mena_external_sl', value: 'defender' })).toBe(true);
    expect(visible({ key: 'new_sl', value: 'defender' })).toBe(true);
  });
  it('mena_external_sl: shows only when a value is among the fetched model keys', () => {
    const data = new Map<string, StrategyData>([
      ['mena_external_sl', { kind: 'mena_external_sl', modelKeys: ['Range Rover', 'defender'] }],
    ]);
    expect(visible({ key: 'mena_external_sl', value: 'range_rover' }, data)).toBe(true);
    expect(visible({ key: 'mena_external_sl', value: 'discovery' }, data)).toBe(false);
  });
  it('offers: matches car model keys case-insensitively with spaces as underscores', () => {
    const data = new Map<string, StrategyData>([
      ['offers', { kind: 'offers', offers: [{ car_model_key: 'Range Rover Sport' }, { car_model_key: 'DEFENDER' }] }],
    ]);
    expect(visible({ key: 'offers', value: ['range_rover_sport'] }, data)).toBe(true);
    expect(visible({ key: 'offers', value: 'Defender, range rover sport' }, data)).toBe(true);
    expect(visible({ key: 'offers', value: ['defender', 'discovery'] }, data)).toBe(false);
  });
  it('url_brands: compares the brand of the path, Discovery by default', () => {
    expect(brandFromPath('/ku/range-rover-velar')).toBe('range_rover');
    expect(brandFromPath('/ku/about-us')).toBe('discovery');
    expect(visible({ key: 'url_brands', value: ['Defender'] }, none, '/en/defender/110')).toBe(true);
    expect(visible({ key: 'url_brands', value: ['defender'] }, none, '/en/about-us')).toBe(false);
    expect(visible({ key: 'url_brands', value: ['discovery'] }, none, '/en/about-us')).toBe(true);
  });
  it('{product}_sl: shows when a value is in the named lists', () => {
    const data = new Map<string, StrategyData>([['used_sl', { kind: 'product_sl', values: ['defender_110'] }]]);
    expect(visible({ key: 'used_sl', value: ['defender_110'] }, data)).toBe(true);
    expect(visible({ key: 'used_sl', value: ['evoque'] }, data)).toBe(false);
  });
  it('filters a list of items with the same rule', () => {
    const items = [
      { id: 1 },
      { id: 2, dc_strategy: { key: 'url_brands', value: ['defender'] } },
      { id: 3, dc_strategy: { key: 'url_brands', value: [] } },
    ];
    expect(visibleItems(items, none, '/ku/defender').map((item) => item.id)).toEqual([1, 2]);
    expect(visibleItems(items, none, '/ku/stock').map((item) => item.id)).toEqual([1]);
  });
  it('blocks carry dc_strategy in their props: a hidden block leaves the page, the others stay in order', () => {
    const data = new Map<string, StrategyData>([['offers', { kind: 'offers', offers: [{ car_model_key: 'defender' }] }]]);
    const blocks = [
      { id: 'a', props: {} },
      { id: 'b', props: { dc_strategy: { key: 'offers', value: 'discovery' } } },
      { id: 'c', props: { dc_strategy: { key: 'offers', value: 'defender' } } },
      { id: 'd', props: { dc_strategy: { key: 'url_brands', value: 'defender' } } },
    ];
    expect(visibleBlocks(blocks, data, '/ku/defender').map((b) => b.id)).toEqual(['a', 'c', 'd']);
    expect(visibleBlocks(blocks, data, '/ku/discovery').map((b) => b.id)).toEqual(['a', 'c']);
  });
  it('names each strategy key once, ignoring items without a usable strategy', () => {
    expect(
      strategyKeysOf([
        { dc_strategy: { key: 'offers', value: 'x' } },
        {},
        { dc_strategy: { key: ' ' } },
        { dc_strategy: { key: 'offers', value: 'y' } },
        { dc_strategy: { key: 'used_sl', value: 'y' } },
      ]),
    ).toEqual(['offers', 'used_sl']);
  });
});
