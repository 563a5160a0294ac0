import { describe, expect, it } from 'vitest';
import { formOptionLabel } from './form-picker.js';

const form = (fields: number, status: 'published' | 'draft' = 'published') => ({
  name: 'Test drive',
  language: 'en' as const,
  status,
  fields: Array.from({ length: fields }, (_, i) => ({ key: `f${i}`, type: 'text' as const, label: '', rules: {} })),
});

describe('a form in the picker', () => {
  it('counts its fields with the plural of the editor language, in its digits', () => {
    expect(formOptionLabel(form(1), 'en')).toBe('Test drive · English · 1 field');
    expect(formOptionLabel(form(3, 'draft'), 'en')).toBe('Test drive · English · 3 fields · draft');
    expect(formOptionLabel(form(3), 'ku')).toBe('Test drive · ئینگلیزی · ٣ خانە');
    expect(formOptionLabel(form(1), 'ar')).toBe('Test drive · الإنجليزية · حقل واحد');
    expect(formOptionLabel(form(2), 'ar')).toBe('Test drive · الإنجليزية · حقلان');
    expect(formOptionLabel(form(5), 'ar')).toBe('Test drive · الإنجليزية · ٥ حقول');
    expect(formOptionLabel(form(12), 'ar')).toBe('Test drive · الإنجليزية · ١٢ حقلًا');
  });
});
