/**
 * The stock screen's edit form (docs/stock-feed.md, "Stock screen"): a save sends only what the
 * editor changed, optional features are read as `name = price`, and a counted text has its plural.
 */
import { describe, expect, it } from 'vitest';
import type { StockListItem } from '../../domain/contracts/stock.js';
import { changeOf, countText, draftOf, OptionalFeatureLineError } from './stock-model.js';
import { stockStrings } from './stock-i18n.js';

const vehicle: StockListItem = {
  id: 7,
  vin: 'SALGA2BE0LA123456',
  external_id: null,
  dealer_code: 'IQ001',
  model: 'Defender',
  version_name: 'Defender 110 X-Dynamic',
  state: 'new',
  status: 'stock',
  msrp_price: 87300,
  sale_price: null,
  display_price: 87300,
  price_hidden: false,
  features_standard: ['Heated seats', 'Air suspension'],
  features_optional: [{ name: 'Panoramic roof', price: 1500 }],
  updated_at: '2026-11-29T10:00:00.000Z',
};

describe('stock edit form', () => {
  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    expect(changeOf(vehicle, draftOf(vehicle))).toEqual({});
    const draft = {
      ...draftOf(vehicle),
      sale: '٨٥٬٠٠٠',
      status: 'reserved' as const,
      featuresStandard: 'Heated seats\n\n Air suspension \nTow bar',
    };
    expect(changeOf(vehicle, draft)).toEqual({
      sale_price: 85000,
      status: 'reserved',
      features_standard: ['Heated seats', 'Air suspension', 'Tow bar'],
    });
  });

  it('clears the sale price when its field is emptied, and reads optional features as name = price', () => {
    const withSale = { ...vehicle, sale_price: 85000 };
    expect(changeOf(withSale, { ...draftOf(withSale), sale: ' ' })).toEqual({ sale_price: null });
    const draft = { ...draftOf(vehicle), featuresOptional: 'Panoramic roof = 1500\nTow bar = 900' };
    expect(changeOf(vehicle, draft)).toEqual({
      features_optional: [
        { name: 'Panoramic roof', price: 1500 },
        { name: 'Tow bar', price: 900 },
      ],
    });
  });

  it('sends new photo addresses one per line, and none when the field is left empty', () => {
    const draft = { ...draftOf(vehicle), photos: ' https://dms.example/1.jpg \n\nhttps://dms.example/2.png\n' };
    expect(changeOf(vehicle, draft)).toEqual({ photos: ['https://dms.example/1.jpg', 'https://dms.example/2.png'] });
    expect(changeOf(vehicle, { ...draftOf(vehicle), photos: '  \n' })).toEqual({});
  });

  it('names the optional-feature line that is not name = price', () => {
    const draft = { ...draftOf(vehicle), featuresOptional: 'Panoramic roof = 1500\n\nTow bar' };
    expect(() => changeOf(vehicle, draft)).toThrow(OptionalFeatureLineError);
    try {
      changeOf(vehicle, draft);
    } catch (failure) {
      expect((failure as OptionalFeatureLineError).line).toBe(3);
    }
  });

  it('counts vehicles with the plural of each language', () => {
    expect(countText(stockStrings('en').matches, 1, 'en')).toBe('1 vehicle');
    expect(countText(stockStrings('en').matches, 1260, 'en')).toBe('1,260 vehicles');
    expect(countText(stockStrings('ku').matches, 1260, 'ku')).toBe('١٬٢٦٠ ئۆتۆمبێل');
    expect(countText(stockStrings('ar').matches, 2, 'ar')).toBe('سيارتان');
    expect(countText(stockStrings('ar').matches, 5, 'ar')).toBe('٥ سيارات');
    expect(countText(stockStrings('ar').matches, 11, 'ar')).toBe('١١ سيارة');
  });
});
