/**
 * The admin screens' calls to the Forms API (docs/forms.md, "Endpoints"; server/api/forms): forms, their
 * settings and integrations, leads with their deliveries, and lead exports. Same session cookie
 * and CSRF header as the editor's own client (site/editor-kit/api-client.ts); an error answer becomes an
 * `EditorApiError` carrying the server's message and field (the same `answerError` as the editor's client).
 */
import type {
  ActiveSystem,
  FormDefinition,
  FormInput,
  FormIntegrations,
  FormLead,
  FormLeadListReply,
  FormSettingsMap,
  IntegrationVerification,
  LeadExportJob,
  LeadExportRequest,
  LeadIntegrationState,
} from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import { answerError, unwrap, type Fetch } from '../editor-kit/api-client.js';

export interface LeadQuery {
  page: number;
  items: number;
  /** `YYYY-MM-DD` (from the start of that day). */
  from?: string;
  /** `YYYY-MM-DD` (to the end of that day). */
  to?: string;
  /** Text the lead values contain (`filter[search]`). */
  search?: string;
  sort: 'created_at' | '-created_at';
}

export function createFormsApi(options: { csrfToken: string; fetch?: Fetch }) {
  const doFetch: Fetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': options.csrfToken };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) {
      let parsed: unknown;
      try {
        parsed = await response.json();
      } catch {
        parsed = undefined;
      }
      throw answerError(response.status, parsed);
    }
    return response;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await send(method, path, body);
    if (response.status === 204) return undefined as T;
    return unwrap<T>(await response.json());
  }

  const form = (id: number) => `/forms/${id}`;
  const lead = (formId: number, leadId: number) => `${form(formId)}/leads/${leadId}`;

  return {
    listForms: (language?: Language) => call<FormDefinition[]>('GET', `/forms${language ? `?filter[language]=${language}` : ''}`),
    getForm: (id: number) => call<FormDefinition>('GET', form(id)),
    createForm: (input: FormInput) => call<FormDefinition>('POST', '/forms', input),
    updateForm: (id: number, input: FormInput) => call<FormDefinition>('PUT', form(id), input),
    deleteForm: (id: number) => call<void>('DELETE', form(id)),
    duplicateForm: (id: number, name: string) => call<FormDefinition>('POST', `${form(id)}/duplicate?name=${encodeURIComponent(name)}`),
    getSettings: <K extends keyof FormSettingsMap>(id: number, kind: K) => call<FormSettingsMap[K]>('GET', `${form(id)}/settings/${kind}`),
    saveSettings: <K extends keyof FormSettingsMap>(id: number, kind: K, value: FormSettingsMap[K]) =>
      call<FormSettingsMap[K]>('PUT', `${form(id)}/settings/${kind}`, value),
    getIntegrations: (id: number) => call<FormIntegrations>('GET', `${form(id)}/integrations`),
    saveIntegrations: (id: number, value: FormIntegrations) => call<FormIntegrations>('PUT', `${form(id)}/integrations`, value),
    activeSystem: () => call<ActiveSystem>('GET', '/integrations/active_system'),
    verify: () => call<IntegrationVerification>('GET', '/integrations/verify'),
    listLeads: async (formId: number, query: LeadQuery): Promise<FormLeadListReply> => {
      const params = new URLSearchParams({ page: String(query.page), items: String(query.items), sort: query.sort });
      if (query.from) params.set('filter[created_at_gteq]', query.from);
      if (query.to) params.set('filter[created_at_lteq]', query.to);
      if (query.search) params.set('filter[search]', query.search);
      const response = await send('GET', `${form(formId)}/leads?${params}`);
      return (await response.json()) as FormLeadListReply;
    },
    getLead: (formId: number, leadId: number) => call<FormLead & { integrations: LeadIntegrationState[] }>('GET', lead(formId, leadId)),
    deleteLead: (formId: number, leadId: number) => call<void>('DELETE', lead(formId, leadId)),
    /** Retries the lead's failed deliveries now; answers the deliveries as they stand. */
    fixLead: (formId: number, leadId: number) => call<LeadIntegrationState[]>('POST', `${lead(formId, leadId)}/integrations/fix`, {}),
    startExport: (formId: number, request: LeadExportRequest) => call<LeadExportJob>('POST', `${form(formId)}/lead_exports`, request),
    exportStatus: (formId: number, exportId: number) => call<LeadExportJob>('GET', `${form(formId)}/lead_exports/${exportId}`),
    /** The finished export's CSV as a blob (docs/forms.md, "Exports"). */
    downloadExport: async (job: LeadExportJob): Promise<Blob> =>
      (await send('GET', job.download_url ?? `${form(job.form_id)}/lead_exports/${job.id}/download`)).blob(),
  };
}

export type FormsApi = ReturnType<typeof createFormsApi>;
