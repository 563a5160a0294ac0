import { describe, expect, it } from 'vitest';
import { versionSummaryText } from './version-summary.js';

const FSI = '\u2068';
const PDI = '\u2069';

describe('a version summary in the editor language', () => {
  it('says the stored English phrases in Kurdish, with the plural forms and the paths isolated', () => {
    expect(versionSummaryText('created with 1 block', 'ku')).toBe('دروستکرا بە 1 بەش');
    expect(versionSummaryText('title changed; blocks: 2 added, 1 changed; blocks reordered', 'ku')).toBe(
      'ناونیشان گۆڕا؛ 2 بەش زیادکران، 1 بەش گۆڕا؛ ڕیزبەندی بەشەکان گۆڕا',
    );
    expect(versionSummaryText('moved from /old to /new; no changes', 'ku')).toBe(
      `گوازرایەوە لە ${FSI}/old${PDI} بۆ ${FSI}/new${PDI}؛ هیچ گۆڕانێک نییە`,
    );
    expect(versionSummaryText('restored version 4; blocks: 1 removed', 'ku')).toBe('وەشانی 4 گەڕێندرایەوە؛ 1 بەش سڕایەوە');
  });

  it('takes the Arabic plural form of each count (two, few, many)', () => {
    expect(versionSummaryText('blocks: 2 added, 3 removed, 11 changed', 'ar')).toBe('أضيف قسمان، حُذفت 3 أقسام، تغيّر 11 قسمًا');
    expect(versionSummaryText('copied from ku/about-us to translate; created with 0 blocks', 'ar')).toBe(
      `نُسخت من ${FSI}ku/about-us${PDI} للترجمة؛ أنشئت بلا أقسام`,
    );
  });

  it('keeps English as stored, and shows a phrase it does not know as stored, isolated', () => {
    expect(versionSummaryText('meta_title changed; blocks: 1 added', 'en')).toBe('search title changed; 1 block added');
    expect(versionSummaryText('something new', 'ku')).toBe(`${FSI}something new${PDI}`);
  });
});
