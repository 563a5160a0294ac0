/**
 * A form definition as the Forms API gives one (domain/contracts/forms.ts): published, without
 * reCAPTCHA, a Kurdish test-drive form unless `over` says otherwise. Test support for the form
 * widget's tests, which differ in their fields; never imported by a widget.
 */
import type { FormDefinition } from '../../domain/contracts/forms.js';

export function formDefinition(over: Partial<FormDefinition> & Pick<FormDefinition, 'fields'>): FormDefinition {
  return {
    id: 7,
    name: 'Book a test drive',
    kind: 'test_drive',
    language: 'ku',
    status: 'published',
    recaptcha: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}
