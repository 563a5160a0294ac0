/**
 * The field forms Puck has none of: image (address, alt text, upload to the media library), link
 * button (text, address, kind, target) and markdown/HTML/JSON (a code area; JSON is checked as it
 * is typed, HTML fields list the widget tags an editor may paste). Each is a labelled fieldset.
 */
import type { CustomField } from '@puckeditor/core';
import { useId, useState, type ChangeEvent } from 'react';
import type { Language } from '../../domain/languages.js';
import type { EditorApi } from '../editor-kit/api-client.js';
import type { EditorStrings } from '../editor-kit/editor-i18n.js';
import { useMediaPick } from './media-library.js';
import { screenStrings } from '../editor-kit/screens-i18n.js';
import { NamedOptions } from '../editor-kit/form-parts.js';
import type { CustomFieldFactory } from './puck-config.js';
import { WidgetTagList } from './widget-tag-list.js';
import { FormPicker } from './form-picker.js';
import { CodeDialog } from './code-dialog.js';
import { richTextField } from './rich-text-field.js';
import { richTextStrings } from './rich-text-i18n.js';
import type { ListingKey } from '../../domain/contracts/cms.js';
import { sharedUntilFailure } from './shared-until-failure.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface FieldProps {
  label: string;
  value: unknown;
  onChange(value: unknown): void;
}

function ImageField({
  label,
  value,
  onChange,
  strings,
  api,
  language,
}: FieldProps & { strings: EditorStrings; api: EditorApi; language: Language }) {
  const id = useId();
  const image = isRecord(value) ? value : {};
  const [busy, setBusy] = useState(false);
  // The block keeps the large WebP; the page's language gives the alt text (editable here).
  const pick = useMediaPick({ language, strings, screens: screenStrings(language), api }, (media) =>
    onChange({ ...image, src: media.urls['1600x900'].webp, alt: media.alt[language] ?? text(image.alt) }),
  );
  const [error, setError] = useState('');
  const set = (name: string, next: string) => onChange({ ...image, [name]: next });
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const media = await api.uploadMedia(file);
      onChange({ ...image, src: media.urls['1600x900'].webp });
    } catch (failure) {
      setError(`${strings.uploadFailed} ${failure instanceof Error ? failure.message : ''}`);
    } finally {
      setBusy(false);
    }
  }
  const src = text(image.src);
  return (
    <fieldset className="cms-field">
      <legend>{label}</legend>
      <label htmlFor={`${id}-src`}>{strings.imageUrl}</label>
      <input id={`${id}-src`} dir="ltr" value={src} onChange={(e) => set('src', e.target.value)} />
      <label htmlFor={`${id}-alt`}>{strings.imageAlt}</label>
      <input id={`${id}-alt`} value={text(image.alt)} onChange={(e) => set('alt', e.target.value)} />
      <label htmlFor={`${id}-file`}>{busy ? strings.uploading : strings.uploadImage}</label>
      <input id={`${id}-file`} type="file" accept="image/*" disabled={busy} onChange={upload} />
      {pick.button}
      {src ? <img className="cms-field__thumb" src={src} alt="" /> : null}
      {error ? <p role="alert">{error}</p> : null}
      {pick.picker}
    </fieldset>
  );
}

const LINK_KINDS = ['internal', 'external', 'form', 'file'] as const;

function LinkField({ label, value, onChange, strings }: FieldProps & { strings: EditorStrings }) {
  const id = useId();
  const link = isRecord(value) ? value : {};
  const set = (name: string, next: string) => onChange({ ...link, [name]: next });
  return (
    <fieldset className="cms-field">
      <legend>{label}</legend>
      <label htmlFor={`${id}-text`}>{strings.linkText}</label>
      <input id={`${id}-text`} value={text(link.link_text)} onChange={(e) => set('link_text', e.target.value)} />
      <label htmlFor={`${id}-url`}>{strings.linkUrl}</label>
      <input id={`${id}-url`} dir="ltr" value={text(link.url)} onChange={(e) => set('url', e.target.value)} />
      <label htmlFor={`${id}-type`}>{strings.linkKind}</label>
      <select id={`${id}-type`} value={text(link.type) || 'internal'} onChange={(e) => set('type', e.target.value)}>
        <NamedOptions options={LINK_KINDS} names={strings.linkKinds} />
      </select>
      <label htmlFor={`${id}-target`}>{strings.linkTarget}</label>
      <select id={`${id}-target`} value={text(link.target) || '_self'} onChange={(e) => set('target', e.target.value)}>
        <option value="_self">{strings.linkTargets._self}</option>
        <option value="_blank">{strings.linkTargets._blank}</option>
      </select>
    </fieldset>
  );
}

/** Null when `source` is empty or valid JSON, else the parser's message. */
export function jsonProblem(source: string): string | null {
  if (!source.trim()) return null;
  try {
    JSON.parse(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function MarkdownField({
  label,
  value,
  onChange,
  language,
  strings,
  editorLanguage,
  loadListings,
  note,
}: FieldProps & {
  language: 'html' | 'json';
  strings: EditorStrings;
  editorLanguage: Language;
  loadListings(): Promise<ListingKey[]>;
  /** Said under the label (a rich field kept as HTML: site/cms/rich-text.ts). */
  note?: string;
}) {
  const id = useId();
  const source = text(value);
  const problem = language === 'json' ? jsonProblem(source) : null;
  const [wide, setWide] = useState(false);
  return (
    <div className="cms-field cms-field--code">
      <label htmlFor={id}>{label}</label>
      {note ? (
        <p id={`${id}-note`} className="cms-field__note">
          {note}
        </p>
      ) : null}
      <textarea
        id={id}
        dir="ltr"
        rows={8}
        spellCheck={false}
        className="cms-code"
        value={source}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[problem ? `${id}-problem` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="button" className="cms-button cms-button--small" onClick={() => setWide(true)}>
        {strings.codeWide}
      </button>
      {wide ? (
        <CodeDialog label={label} value={source} closeLabel={strings.close} onChange={onChange} onClose={() => setWide(false)} />
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert">
          {label}: {problem}
        </p>
      ) : null}
      {language === 'html' ? (
        <WidgetTagList
          strings={strings}
          language={editorLanguage}
          loadListings={loadListings}
          onInsert={(tag) => onChange(source ? `${source}\n${tag}` : tag)}
        />
      ) : null}
    </div>
  );
}

export function customFieldFactory(strings: EditorStrings, api: EditorApi, language: Language = 'ku'): CustomFieldFactory {
  // One request for every HTML field of the editor session: the listings change rarely.
  const loadListings = sharedUntilFailure(() => api.listingKeys());
  const loadForms = sharedUntilFailure(() => api.listForms());
  const rich = richTextStrings(language);
  const markdown = (label: string, markdownLanguage: 'html' | 'json', note?: string): CustomField<unknown> => ({
    type: 'custom',
    label,
    render: ({ value, onChange }) => (
      <MarkdownField
        label={label}
        value={value}
        onChange={onChange}
        language={markdownLanguage}
        strings={strings}
        editorLanguage={language}
        loadListings={loadListings}
        {...(note ? { note } : {})}
      />
    ),
  });
  return {
    richtext: (label) => richTextField(label, rich),
    richtextAsHtml: (label) => markdown(label, 'html', rich.keptAsHtml),
    form: (label): CustomField<unknown> => ({
      type: 'custom',
      label,
      render: ({ value, onChange }) => (
        <FormPicker label={label} value={value} onChange={onChange} language={language} loadForms={loadForms} />
      ),
    }),
    image: (label): CustomField<unknown> => ({
      type: 'custom',
      label,
      render: ({ value, onChange }) => (
        <ImageField label={label} value={value} onChange={onChange} strings={strings} api={api} language={language} />
      ),
    }),
    link: (label): CustomField<unknown> => ({
      type: 'custom',
      label,
      render: ({ value, onChange }) => <LinkField label={label} value={value} onChange={onChange} strings={strings} />,
    }),
    markdown: (label, markdownLanguage) => markdown(label, markdownLanguage),
  };
}
