/** The lab's preset of the form: form 7 with a name and a consent box; a session's JSON input gets its functions back (`revive`). */
import { formMachine, type FormInput } from '../../../../state-machines/form/index.js';
import { countedKeys, everyFieldFilled } from '../lead-rules.js';
import { presetFor } from '../typed.js';

const revive = (json: unknown): FormInput => {
  const given = (json ?? {}) as Partial<FormInput>;
  return { ...given, formId: String(given.formId ?? '7'), validate: everyFieldFilled, newIdempotencyKey: countedKeys() };
};

export const preset = presetFor(formMachine, {
  input: () => revive({ formId: '7', hiddenFields: { vehicle_id: '42' } }),
  revive,
  samples: {
    fetchForm: { fields: [{ key: 'name' }, { key: 'consent' }], initialValues: { consent: false } },
    submitLead: { leadId: 'lead-1' },
  },
  events: { 'field.change': { name: 'name', value: 'Shwan' }, 'field.blur': { name: 'name' } },
});
