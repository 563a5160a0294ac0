/**
 * Leads (admin): the leads of one form, a page at a time, filtered by the created_at range and
 * sorted by time (GET /forms/{id}/leads); a lead opens with its values and its deliveries (CRM,
 * retailer and visitor e-mails: state, attempts, last error), failed deliveries can be retried
 * (integrations/fix), and a lead is deleted after a confirmation. Under the table, the export of
 * the same filters (./export-panel.tsx).
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FormDefinition, FormLead, FormLeadListReply, LeadIntegrationState } from '../../domain/contracts/forms.js';
import { localizeDigits } from '../../domain/digits.js';
import type { Language } from '../../domain/languages.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { failureText } from '../editor-kit/api-client.js';
import { ErrorAlert, ListTableHead, ScreenSection, type OwnWordsScreenProps } from '../editor-kit/screen-parts.js';
import { LabelledInput } from '../editor-kit/form-parts.js';
import { ExportPanel } from './export-panel.js';
import type { FormsApi, LeadQuery } from './forms-api.js';
import type { FormsStrings } from './forms-i18n.js';

const PAGE_SIZE = 20;

/** An ISO time as `YYYY-MM-DD HH:mm` (UTC), in the admin language's digits. */
export function timeText(iso: string, language: Language): string {
  return localizeDigits(iso.slice(0, 16).replace('T', ' '), language);
}

function valueText(value: FormLead['values'][string]): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function LeadDetail({
  form,
  leadId,
  api,
  s,
  language,
  onClose,
  onDeleted,
}: {
  form: FormDefinition;
  leadId: number;
  api: FormsApi;
  s: FormsStrings;
  language: Language;
  onClose(): void;
  onDeleted(): void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [lead, setLead] = useState<(FormLead & { integrations: LeadIntegrationState[] }) | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    api.getLead(form.id, leadId).then(
      (found) => {
        if (!live) return;
        setLead(found);
        heading.current?.focus();
      },
      (failure: unknown) => live && setNote({ ok: false, text: failureText(failure) }),
    );
    return () => {
      live = false;
    };
  }, [api, form.id, leadId]);

  const title = fillPlaceholders(s.leadTitle, { id: localizeDigits(leadId, language) });
  return (
    <section className="cms-lead" aria-labelledby={`${id}-title`} data-lead-id={leadId}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <span role={note && !note.ok ? 'alert' : 'status'} className={note && !note.ok ? 'cms-field__error' : undefined}>
        {note?.text ?? ''}
      </span>
      {lead ? (
        <>
          <dl className="cms-lead__values">
            <div className="cms-lead__row">
              <dt>{s.created}</dt>
              <dd>
                <bdi dir="ltr">{timeText(lead.created_at, language)}</bdi>
              </dd>
            </div>
            {form.fields.map((field) => (
              <div key={field.key} className="cms-lead__row">
                <dt>{field.label || field.key}</dt>
                <dd>
                  <bdi>{valueText(lead.values[field.key] ?? null)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <table className="cms-table">
            <caption>{s.deliveries}</caption>
            <ListTableHead columns={[s.delivery, s.state, s.attempts, s.lastError]} />
            <tbody>
              {lead.integrations.map((row) => (
                <tr key={row.id} data-integration={row.integration} data-state={row.state}>
                  <th scope="row">{s.integrationKinds[row.integration]}</th>
                  <td>{s.deliveryStates[row.state]}</td>
                  <td>{localizeDigits(row.attempts, language)}</td>
                  <td>
                    <bdi dir="ltr">{row.last_error ?? ''}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="cms-table__actions">
            <button
              type="button"
              className="cms-button"
              disabled={!lead.integrations.some((row) => row.state === 'failed')}
              onClick={() =>
                void api.fixLead(form.id, leadId).then(
                  (integrations) => {
                    setLead({ ...lead, integrations });
                    setNote({ ok: true, text: s.retried });
                  },
                  (failure: unknown) => setNote({ ok: false, text: failureText(failure) }),
                )
              }
            >
              {s.retry}
            </button>
            <button
              type="button"
              className="cms-button cms-button--danger"
              onClick={() => {
                if (!window.confirm(fillPlaceholders(s.deleteLeadConfirm, { id: localizeDigits(leadId, language) }))) return;
                void api
                  .deleteLead(form.id, leadId)
                  .then(onDeleted, (failure: unknown) => setNote({ ok: false, text: failureText(failure) }));
              }}
            >
              {s.deleteLead}
            </button>
            <button type="button" className="cms-button" onClick={onClose}>
              {s.close}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

export function LeadsScreen({ api, s, language }: OwnWordsScreenProps<FormsStrings, FormsApi>) {
  const id = useId();
  const [forms, setForms] = useState<FormDefinition[]>([]);
  const [formId, setFormId] = useState<number | null>(null);
  const [filters, setFilters] = useState<{ from: string; to: string; search: string; sort: LeadQuery['sort'] }>({
    from: '',
    to: '',
    search: '',
    sort: '-created_at',
  });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const [reply, setReply] = useState<FormLeadListReply | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    api.listForms().then(
      (all) => {
        setForms(all);
        setFormId((current) => current ?? all.find((f) => f.language === language)?.id ?? all[0]?.id ?? null);
      },
      (failure: unknown) => setError(failureText(failure)),
    );
  }, [api, language]);

  const form = forms.find((f) => f.id === formId) ?? null;
  /** The first three fields a visitor fills in: the list's columns between the date and the button. */
  const listedFields = form ? form.fields.filter((f) => f.type !== 'hidden').slice(0, 3) : [];
  const query: LeadQuery = {
    page,
    items: PAGE_SIZE,
    sort: applied.sort,
    ...(applied.from ? { from: applied.from } : {}),
    ...(applied.to ? { to: applied.to } : {}),
    ...(applied.search.trim() ? { search: applied.search.trim() } : {}),
  };
  const load = useCallback(async () => {
    if (formId === null) return;
    setError('');
    try {
      setReply(await api.listLeads(formId, query));
    } catch (failure) {
      setError(failureText(failure));
    }
    // The query is rebuilt from these on every render: they are what a new list depends on.
  }, [api, formId, page, applied]);
  useEffect(() => void load(), [load]);

  function apply(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setApplied(filters);
  }

  function clearSearch() {
    const cleared = { ...filters, search: '' };
    setFilters(cleared);
    setPage(1);
    setApplied({ ...applied, search: '' });
  }

  const pages = Math.max(1, reply?.meta.pages ?? 1);
  const digits = (n: number) => localizeDigits(n, language);
  return (
    <ScreenSection headingId={`${id}-heading`} heading={s.leadsHeading}>
      <ErrorAlert error={error} />
      <div role="status">{notice}</div>
      <form className="cms-form cms-form--inline" onSubmit={apply}>
        <label htmlFor={`${id}-form`}>{s.chooseForm}</label>
        <select
          id={`${id}-form`}
          value={formId ?? ''}
          onChange={(e) => {
            setFormId(Number(e.target.value));
            setPage(1);
            setOpen(null);
          }}
        >
          {forms.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name} ({s.languages[f.language]})
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-from`}>{s.from}</label>
        <input id={`${id}-from`} type="date" value={filters.from} onChange={(e) => setFilters({ ...filters, from: e.target.value })} />
        <label htmlFor={`${id}-to`}>{s.to}</label>
        <input id={`${id}-to`} type="date" value={filters.to} onChange={(e) => setFilters({ ...filters, to: e.target.value })} />
        <LabelledInput
          id={`${id}-search`}
          label={s.search}
          hint={s.searchHint}
          type="search"
          maxLength={100}
          value={filters.search}
          onChange={(e) => setFilters({ ...filters, search: e.target.value })}
        />
        <label htmlFor={`${id}-sort`}>{s.sort}</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(e) => setFilters({ ...filters, sort: e.target.value as LeadQuery['sort'] })}
        >
          <option value="-created_at">{s.newestFirst}</option>
          <option value="created_at">{s.oldestFirst}</option>
        </select>
        <button type="submit" className="cms-button cms-button--primary">
          {s.apply}
        </button>
        {applied.search.trim() ? (
          <button type="button" className="cms-button" onClick={clearSearch}>
            {s.clearSearch}
          </button>
        ) : null}
      </form>
      {/* A status: a screen reader hears how many leads the filters found after each "Show". */}
      <p role="status" data-part="lead-total">
        {reply
          ? applied.search.trim()
            ? fillPlaceholders(s.searchTotal, { total: digits(reply.meta.total), search: applied.search.trim() })
            : fillPlaceholders(s.total, { total: digits(reply.meta.total) })
          : ''}
      </p>
      {reply && reply.items.length === 0 ? <p>{s.noLeads}</p> : null}
      {form && reply && reply.items.length > 0 ? (
        <table className="cms-table" data-part="leads">
          <caption className="cms-visually-hidden">{s.leadsHeading}</caption>
          <ListTableHead columns={[s.lead, s.created, ...listedFields.map((f) => f.label)]} actions={s.open} />
          <tbody>
            {reply.items.map((lead) => (
              <tr key={lead.id} data-lead-id={lead.id}>
                <th scope="row">{digits(lead.id)}</th>
                <td>
                  <bdi dir="ltr">{timeText(lead.created_at, language)}</bdi>
                </td>
                {listedFields.map((f) => (
                  <td key={f.key}>
                    <bdi>{valueText(lead.values[f.key] ?? null)}</bdi>
                  </td>
                ))}
                <td>
                  <button type="button" className="cms-button cms-button--small" onClick={() => setOpen(lead.id)}>
                    {s.open} <span className="cms-visually-hidden">{fillPlaceholders(s.leadTitle, { id: digits(lead.id) })}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {reply && pages > 1 ? (
        <nav aria-label={s.pagination} className="cms-table__actions">
          <button type="button" className="cms-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {s.previous}
          </button>
          <span>{fillPlaceholders(s.pageOf, { page: digits(page), pages: digits(pages) })}</span>
          <button type="button" className="cms-button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {s.next}
          </button>
        </nav>
      ) : null}
      {form && open !== null ? (
        <LeadDetail
          key={open}
          form={form}
          leadId={open}
          api={api}
          s={s}
          language={language}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            setNotice(s.leadDeleted);
            void load();
          }}
        />
      ) : null}
      {form ? <ExportPanel key={form.id} form={form} filters={applied} api={api} s={s} language={language} /> : null}
    </ScreenSection>
  );
}
