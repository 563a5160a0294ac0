import { describe, expect, it } from 'vitest';
import { localizeOpeningHours } from './opening-hours.js';

describe('opening hours in the page language', () => {
  const seeded = 'Sat–Thu 09:00–19:00; Fri closed';

  it('writes the days, "closed", separators and digits of the page language', () => {
    expect(localizeOpeningHours(seeded, 'ku')).toBe('شەممە–پێنجشەممە ٠٩:٠٠–١٩:٠٠؛ هەینی داخراوە');
    expect(localizeOpeningHours(seeded, 'ar')).toBe('السبت–الخميس ٠٩:٠٠–١٩:٠٠؛ الجمعة مغلق');
    expect(localizeOpeningHours(seeded, 'en')).toBe(seeded);
  });

  it('leaves any other wording as written', () => {
    expect(localizeOpeningHours('By appointment only', 'ku')).toBe('By appointment only');
    expect(localizeOpeningHours('Sat–Thu 09:00–19:00; holidays closed', 'ar')).toBe('Sat–Thu 09:00–19:00; holidays closed');
    expect(localizeOpeningHours('', 'ku')).toBe('');
  });
});
