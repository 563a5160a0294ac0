/**
 * The form's CRM integration (GET/PUT /forms/{id}/integrations): on or off, the campaign, and the
 * field mapping written one `field=crm_field` per line; saved by its own button, and a check of the
 * active system's connection (GET /integrations/verify) beside it.
 */
import { useState } from 'react';
import type { FormIntegrations } from '../../domain/contracts/forms.js';
import { Check, Labelled, SaveRow, type Note } from './form-builder-controls.js';
import type { FormsStrings } from './forms-i18n.js';

/** `a=b` lines as a mapping; a line without both sides is left out. */
function readMapping(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
  );
}

export function FormIntegrationsSection({
  initial,
  system,
  s,
  note,
  onSave,
  onVerify,
}: {
  initial: FormIntegrations;
  /** The active CRM system's name, in the admin's language. */
  system: string;
  s: FormsStrings;
  note: Note;
  onSave(value: FormIntegrations): void;
  onVerify(): void;
}) {
  const [crm, setCrm] = useState(initial.crm);
  const [mapping, setMapping] = useState(() =>
    Object.entries(initial.crm.field_mapping)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
  );
  return (
    <form
      className="cms-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ crm: { ...crm, field_mapping: readMapping(mapping) } });
      }}
    >
      <h3>{s.integrationsHeading}</h3>
      <p>
        {s.activeSystem}: {system}
      </p>
      <Check label={s.crmEnabled} checked={crm.enabled} onChange={(enabled) => setCrm({ ...crm, enabled })} />
      <Labelled label={s.campaign}>
        {(id) => <input id={id} dir="ltr" value={crm.campaign ?? ''} onChange={(e) => setCrm({ ...crm, campaign: e.target.value })} />}
      </Labelled>
      <Labelled label={s.fieldMapping} hint={s.fieldMappingHint}>
        {(id, hint) => (
          <textarea
            id={id}
            dir="ltr"
            aria-describedby={hint}
            className="cms-code"
            value={mapping}
            onChange={(e) => setMapping(e.target.value)}
          />
        )}
      </Labelled>
      <SaveRow label={s.save} note={note} />
      <button type="button" className="cms-button" onClick={onVerify}>
        {s.verify}
      </button>
    </form>
  );
}
