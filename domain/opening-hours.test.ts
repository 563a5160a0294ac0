import { describe, expect, it } from 'vitest';
import { localizeOpeningHours } from './opening-hours.js';

/** The text as read: each range's dash with a word joiner either side, so no line breaks inside it. */
const joined = (text: string) => text.replace(/–/g, '\u2060–\u2060');

describe('opening hours in the page language', () => {
  const seeded = 'Sat–Thu 09:00–19:00; Fri closed';

  it('writes the days, "closed", separators and digits of the page language', () => {
    expect(localizeOpeningHours(seeded, 'ku')).toBe(joined('شەممە–پێنجشەممە ٠٩:٠٠–١٩:٠٠؛ هەینی داخراوە'));
    expect(localizeOpeningHours(seeded, 'ar')).toBe(joined('السبت–الخميس ٠٩:٠٠–١٩:٠٠؛ الجمعة مغلق'));
    expect(localizeOpeningHours(seeded, 'en')).toBe(joined(seeded));
  });

  it('leaves any other wording as written, its ranges kept together too', () => {
    expect(localizeOpeningHours('By appointment only', 'ku')).toBe('By appointment only');
    expect(localizeOpeningHours('Sat–Thu 09:00–19:00; holidays closed', 'ar')).toBe(joined('Sat–Thu 09:00–19:00; holidays closed'));
    expect(localizeOpeningHours('', 'ku')).toBe('');
  });

  it('lets a dash with a space beside it break, and joins a range only once', () => {
    expect(localizeOpeningHours('Sat – Thu', 'en')).toBe('Sat – Thu');
    const once = localizeOpeningHours(seeded, 'ku');
    expect(localizeOpeningHours(once, 'ku')).toBe(once);
  });
});
