/**
 * A form lead as the CRM lead's attributes: the values under the CRM names the form's integration
 * maps them to (unmapped under their own key), plus where the lead came from. The Salesforce
 * adapter reads first_name, last_name, email, phone (server/adapters/crm/salesforce.ts).
 */
import type { FormIntegrations, LeadPayload } from '../../domain/contracts/forms.js';

export function crmAttributes(
  form: { id: number; name: string; kind: string },
  integrations: FormIntegrations,
  values: LeadPayload,
  formLeadId: number,
): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) mapped[integrations.crm.field_mapping[key] ?? key] = value;
  return {
    ...mapped,
    source: 'lrdx_form',
    form_id: form.id,
    form_name: form.name,
    form_kind: form.kind,
    form_lead_id: formLeadId,
    ...(integrations.crm.campaign ? { campaign: integrations.crm.campaign } : {}),
  };
}
