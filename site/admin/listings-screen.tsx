/**
 * Listings (admin; /cms/api/listings): the embed configurations retailers' sites name with
 * `list-key`, and the site addresses (origins) allowed to show each. Saving applies on every server
 * at once (docs/embedding.md). A refusal names the field it is about; a refused origin its line.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { AdminListing } from '../../domain/contracts/listings.js';
import { EMBED_WIDGET_TAGS } from '../../domain/embed-widgets.js';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import type { ListingsStrings } from './listings-i18n.js';
import { draftOf, inputOf, listingRefusalText, type ListingDraft } from './listings-model.js';
import { ListMessages, ListTable, RowActions, ScreenSection, useListScreen } from '../editor-kit/screen-parts.js';
import type { SiteLanguageScreenProps } from '../editor-kit/screen-parts.js';
import { HeadedForm, LabelledInput, LabelledTextArea, NamedOptions } from '../editor-kit/form-parts.js';

const BRANDS = ['land_rover', 'jaguar'] as const;
const STATES = ['new', 'approved', 'used'] as const;

function Checkboxes<T extends string>({
  legend,
  hint,
  options,
  names,
  value,
  onChange,
}: {
  legend: string;
  hint: string;
  options: readonly T[];
  names: (option: T) => string;
  value: readonly string[];
  onChange(next: string[]): void;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="cms-check">
          <input
            type="checkbox"
            checked={value.includes(option)}
            onChange={(e) => onChange(e.target.checked ? [...value, option] : value.filter((v) => v !== option))}
          />{' '}
          <span dir="auto">{names(option)}</span>
        </label>
      ))}
      <small id={`${id}-hint`}>{hint}</small>
    </fieldset>
  );
}

function ListingForm({
  s,
  draft,
  languageNames,
  onChange,
}: {
  s: ListingsStrings;
  draft: ListingDraft;
  languageNames: Record<Language, string>;
  onChange(next: ListingDraft): void;
}) {
  const id = useId();
  const set = (change: Partial<ListingDraft>) => onChange({ ...draft, ...change });
  return (
    <>
      <label htmlFor={`${id}-name`}>{s.name}</label>
      <input id={`${id}-name`} required value={draft.name} onChange={(e) => set({ name: e.target.value })} />
      <LabelledTextArea
        id={`${id}-origins`}
        label={s.origins}
        hint={s.originsHint}
        dir="ltr"
        rows={4}
        value={draft.origins}
        onChange={(e) => set({ origins: e.target.value })}
      />
      <label htmlFor={`${id}-language`}>{s.defaultLanguage}</label>
      <select
        id={`${id}-language`}
        value={draft.defaultLanguage}
        onChange={(e) => set({ defaultLanguage: e.target.value as Language | '' })}
      >
        <option value="">{s.loaderDefault}</option>
        <NamedOptions options={LANGUAGES} names={languageNames} />
      </select>
      <Checkboxes
        legend={s.widgets}
        hint={s.widgetsHint}
        options={EMBED_WIDGET_TAGS}
        names={(tag) => tag}
        value={draft.widgets}
        onChange={(widgets) => set({ widgets })}
      />
      <Checkboxes
        legend={s.brands}
        hint={s.allNone}
        options={BRANDS}
        names={(brand) => s.brandNames[brand]}
        value={draft.brands}
        onChange={(brands) => set({ brands })}
      />
      <Checkboxes
        legend={s.states}
        hint={s.allNone}
        options={STATES}
        names={(state) => s.stateNames[state]}
        value={draft.states}
        onChange={(states) => set({ states })}
      />
      <LabelledInput
        id={`${id}-dealers`}
        label={s.dealerCodes}
        hint={s.dealerCodesHint}
        dir="ltr"
        value={draft.dealerCodes}
        onChange={(e) => set({ dealerCodes: e.target.value })}
      />
      <LabelledInput
        id={`${id}-forced-dealers`}
        label={s.forcedDealerCodes}
        hint={s.forcedDealerCodesHint}
        dir="ltr"
        value={draft.forcedDealerCodes}
        onChange={(e) => set({ forcedDealerCodes: e.target.value })}
      />
      <LabelledInput
        id={`${id}-statuses`}
        label={s.forcedStatuses}
        hint={s.forcedStatusesHint}
        dir="ltr"
        value={draft.forcedStatuses}
        onChange={(e) => set({ forcedStatuses: e.target.value })}
      />
    </>
  );
}

const EMPTY_DRAFT: ListingDraft = {
  name: '',
  origins: '',
  dealerCodes: '',
  forcedDealerCodes: '',
  forcedStatuses: '',
  brands: [],
  states: [],
  defaultLanguage: '',
  widgets: [],
};

export function ListingsScreen({ s, api, language, languageNames }: SiteLanguageScreenProps<ListingsStrings>) {
  const id = useId();
  const [editing, setEditing] = useState<{ listing: AdminListing; draft: ListingDraft } | null>(null);
  const [newKey, setNewKey] = useState('');
  const [newDraft, setNewDraft] = useState<ListingDraft>(EMPTY_DRAFT);
  const [lastDraft, setLastDraft] = useState<ListingDraft | undefined>(undefined);
  const list = useListScreen(
    useCallback(() => api.listListings(), [api]),
    (failure) => listingRefusalText(failure, language, s, lastDraft),
  );
  const { rows, act } = list;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    setLastDraft(editing.draft);
    void act(async () => {
      const saved = await api.updateListing(editing.listing.key, inputOf(editing.draft));
      setEditing({ listing: saved, draft: draftOf(saved) });
    }, s.saved);
  }

  function add(event: FormEvent) {
    event.preventDefault();
    setLastDraft(newDraft);
    void act(async () => {
      await api.createListing({ key: newKey.trim(), ...inputOf(newDraft) });
      setNewKey('');
      setNewDraft(EMPTY_DRAFT);
    }, s.saved);
  }

  function remove(listing: AdminListing) {
    if (!confirm(`${s.removeConfirm}\n${listing.key}`)) return;
    void act(async () => {
      await api.deleteListing(listing.key);
      if (editing?.listing.key === listing.key) setEditing(null);
    }, s.removed);
  }

  return (
    <ScreenSection headingId={`${id}-heading`} heading={s.heading} intro={s.intro}>
      <ListMessages list={list} loading={s.loading} empty={s.empty} />
      <ListTable
        rows={rows}
        columns={[s.key, s.name, s.origins]}
        actions={s.actions}
        row={(row) => (
          <tr key={row.key}>
            <td dir="ltr">{row.key}</td>
            <td dir="auto">{row.name}</td>
            <td>
              <ul className="cms-plain-list">
                {row.allowed_origins.map((origin) => (
                  <li key={origin} dir="ltr">
                    {origin}
                  </li>
                ))}
              </ul>
            </td>
            <RowActions
              rowName={row.key}
              buttons={[
                { label: s.edit, onClick: () => setEditing({ listing: row, draft: draftOf(row) }) },
                { label: s.remove, onClick: () => remove(row) },
              ]}
            />
          </tr>
        )}
      />
      {editing ? (
        <HeadedForm
          headingId={`${id}-edit`}
          heading={
            <>
              {s.editing}: <bdi dir="ltr">{editing.listing.key}</bdi>
            </>
          }
          submitLabel={s.save}
          onSubmit={save}
        >
          <ListingForm s={s} draft={editing.draft} languageNames={languageNames} onChange={(draft) => setEditing({ ...editing, draft })} />
        </HeadedForm>
      ) : null}
      <HeadedForm headingId={`${id}-add`} heading={s.add} submitLabel={s.add} onSubmit={add}>
        <LabelledInput
          id={`${id}-key`}
          label={s.key}
          hint={s.keyHint}
          dir="ltr"
          required
          pattern="[a-z0-9][a-z0-9\-]{0,62}"
          value={newKey}
          onChange={(e) => setNewKey(e.target.value)}
        />
        <ListingForm s={s} draft={newDraft} languageNames={languageNames} onChange={setNewDraft} />
      </HeadedForm>
    </ScreenSection>
  );
}
