/**
 * Forms (admin): the forms of a language (or all), each with edit, duplicate and delete (confirmed;
 * a form with leads answers 409 form_has_leads, shown as the server words it); a new form is
 * created as a draft and opens in the builder (./form-builder.tsx).
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { FORM_KINDS, type FormDefinition, type FormKind } from '../../domain/contracts/forms.js';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { failureText } from '../editor-kit/api-client.js';
import { ErrorAlert, ListTableHead, ScreenSection, type OwnWordsScreenProps } from '../editor-kit/screen-parts.js';
import { NamedOptions } from '../editor-kit/form-parts.js';
import { FormBuilder } from './form-builder.js';
import type { FormsApi } from './forms-api.js';
import type { FormsStrings } from './forms-i18n.js';

/** The form the URL names (`#forms&form=12`, the page editor's form picker links there). */
function linkedFormId(): number | null {
  const match = typeof location === 'undefined' ? null : /[#&]form=(\d+)/.exec(location.hash);
  return match ? Number(match[1]) : null;
}

export function FormsScreen({ api, s, language }: OwnWordsScreenProps<FormsStrings, FormsApi>) {
  const id = useId();
  const [linked, setLinked] = useState(linkedFormId);
  // A linked form may be of any language: the list starts unfiltered then.
  const [filter, setFilter] = useState<Language | ''>(linked === null ? language : '');
  const [forms, setForms] = useState<FormDefinition[] | null>(null);
  const [editing, setEditing] = useState<FormDefinition | null>(null);
  const [error, setError] = useState('');
  const [draft, setDraft] = useState<{ name: string; kind: FormKind; language: Language }>({ name: '', kind: 'enquiry', language });

  const load = useCallback(async () => {
    setError('');
    try {
      setForms(await api.listForms(filter || undefined));
    } catch (failure) {
      setError(failureText(failure));
    }
  }, [api, filter]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    const form = linked === null ? undefined : forms?.find((f) => f.id === linked);
    if (form) {
      setEditing(form);
      setLinked(null);
    }
  }, [forms, linked]);

  async function act(action: () => Promise<unknown>) {
    setError('');
    try {
      await action();
      await load();
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  function create(event: FormEvent) {
    event.preventDefault();
    void act(async () => {
      const created = await api.createForm({ ...draft, status: 'draft', fields: [], recaptcha: true });
      setDraft({ ...draft, name: '' });
      setEditing(created);
    });
  }

  if (editing)
    return (
      <FormBuilder
        form={editing}
        api={api}
        s={s}
        language={language}
        onBack={() => {
          setEditing(null);
          void load();
        }}
      />
    );

  return (
    <ScreenSection headingId={`${id}-heading`} heading={s.formsHeading}>
      <ErrorAlert error={error} />
      <div className="cms-form--inline">
        <label htmlFor={`${id}-filter`}>{s.language}</label>
        <select id={`${id}-filter`} value={filter} onChange={(e) => setFilter(e.target.value as Language | '')}>
          <option value="">{s.allLanguages}</option>
          <NamedOptions options={LANGUAGES} names={s.languages} />
        </select>
      </div>
      {forms === null && !error ? <p role="status">{s.loading}</p> : null}
      {forms && forms.length === 0 ? <p>{s.noForms}</p> : null}
      {forms && forms.length > 0 ? (
        <table className="cms-table">
          <caption className="cms-visually-hidden">{s.formsHeading}</caption>
          <ListTableHead columns={[s.formName, s.language, s.formKind, s.status]} actions={s.edit} />
          <tbody>
            {forms.map((form) => (
              <tr key={form.id} data-form-id={form.id}>
                <th scope="row">
                  <bdi lang={form.language}>{form.name}</bdi>
                </th>
                <td>{s.languages[form.language]}</td>
                <td>{s.kinds[form.kind]}</td>
                <td>{s.statuses[form.status]}</td>
                <td>
                  <div className="cms-table__actions">
                    <button type="button" className="cms-button cms-button--small" onClick={() => setEditing(form)}>
                      {s.edit} <span className="cms-visually-hidden">{form.name}</span>
                    </button>
                    <button
                      type="button"
                      className="cms-button cms-button--small"
                      onClick={() => void act(() => api.duplicateForm(form.id, fillPlaceholders(s.copyName, { name: form.name })))}
                    >
                      {s.duplicate} <span className="cms-visually-hidden">{form.name}</span>
                    </button>
                    <button
                      type="button"
                      className="cms-button cms-button--small cms-button--danger"
                      onClick={() => {
                        if (window.confirm(fillPlaceholders(s.deleteFormConfirm, { name: form.name })))
                          void act(() => api.deleteForm(form.id));
                      }}
                    >
                      {s.delete} <span className="cms-visually-hidden">{form.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <form className="cms-form cms-form--inline" onSubmit={create} aria-labelledby={`${id}-new`}>
        <h3 id={`${id}-new`}>{s.newForm}</h3>
        <label htmlFor={`${id}-name`}>{s.formName}</label>
        <input id={`${id}-name`} required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        <label htmlFor={`${id}-kind`}>{s.formKind}</label>
        <select id={`${id}-kind`} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as FormKind })}>
          <NamedOptions options={FORM_KINDS} names={s.kinds} />
        </select>
        <label htmlFor={`${id}-language`}>{s.language}</label>
        <select id={`${id}-language`} value={draft.language} onChange={(e) => setDraft({ ...draft, language: e.target.value as Language })}>
          <NamedOptions options={LANGUAGES} names={s.languages} />
        </select>
        <button type="submit" className="cms-button cms-button--primary">
          {s.createForm}
        </button>
      </form>
    </ScreenSection>
  );
}
