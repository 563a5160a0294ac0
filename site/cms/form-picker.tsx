/**
 * The form of a block, chosen by name instead of typed as an id (docs/cms-editor.md, "Forms on a
 * page"): every form with its language, field count and state, the stored value staying the id,
 * and a link to the chosen form in the form builder (/{lang}/admin#forms&form=<id>).
 */
import { useEffect, useId, useState } from 'react';
import type { FormDefinition } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { localizeDigits } from '../../domain/digits.js';
import { pluralText, type PluralTexts } from '../../domain/plural-rules.js';

const TEXTS: Record<
  Language,
  {
    none: string;
    /** `{name} · {language} · {fields}`; `{fields}` is the counted `fields` text. */
    option: string;
    fields: PluralTexts;
    draft: string;
    unknown: string;
    open: string;
    loading: string;
    loadFailed: string;
    languages: Record<Language, string>;
  }
> = {
  en: {
    none: '— None (the form kind below decides) —',
    option: '{name} · {language} · {fields}',
    fields: { one: '{count} field', other: '{count} fields' },
    draft: 'draft',
    unknown: 'Form {id} (not found)',
    open: 'Open this form in the form builder',
    loading: 'Loading the forms…',
    loadFailed: 'The forms could not be loaded:',
    languages: { ku: 'Kurdish', ar: 'Arabic', en: 'English' },
  },
  ku: {
    none: '— هیچ (جۆری فۆرمی خوارەوە بڕیار دەدات) —',
    option: '{name} · {language} · {fields}',
    fields: { other: '{count} خانە' },
    draft: 'ڕەشنووس',
    unknown: 'فۆرمی {id} (نەدۆزرایەوە)',
    open: 'ئەم فۆرمە لە دروستکەری فۆرم بکەرەوە',
    loading: 'فۆرمەکان بار دەکرێن…',
    loadFailed: 'فۆرمەکان بار نەکران:',
    languages: { ku: 'کوردی', ar: 'عەرەبی', en: 'ئینگلیزی' },
  },
  ar: {
    none: '— لا شيء (يحدده نوع النموذج أدناه) —',
    option: '{name} · {language} · {fields}',
    fields: { zero: '{count} حقل', one: 'حقل واحد', two: 'حقلان', few: '{count} حقول', many: '{count} حقلًا', other: '{count} حقل' },
    draft: 'مسودة',
    unknown: 'النموذج {id} (غير موجود)',
    open: 'افتح هذا النموذج في منشئ النماذج',
    loading: 'جارٍ تحميل النماذج…',
    loadFailed: 'تعذّر تحميل النماذج:',
    languages: { ku: 'الكردية', ar: 'العربية', en: 'الإنجليزية' },
  },
};

/** One option's text: name, language, field count (and "draft" for an unpublished form). */
export function formOptionLabel(form: Pick<FormDefinition, 'name' | 'language' | 'fields' | 'status'>, language: Language): string {
  const t = TEXTS[language];
  const count = form.fields.length;
  const fields = fillPlaceholders(pluralText(t.fields, count, language), { count: localizeDigits(count, language) });
  const text = fillPlaceholders(t.option, { name: form.name, language: t.languages[form.language], fields });
  return form.status === 'published' ? text : `${text} · ${t.draft}`;
}

/** The form builder's address of a form, in the editor's language. */
export const formBuilderHref = (language: Language, id: number | string) =>
  `/${language}/admin#forms&form=${encodeURIComponent(String(id))}`;

export function FormPicker({
  label,
  value,
  onChange,
  language,
  loadForms,
}: {
  label: string;
  value: unknown;
  onChange(value: string): void;
  language: Language;
  loadForms(): Promise<FormDefinition[]>;
}) {
  const id = useId();
  const t = TEXTS[language];
  const [forms, setForms] = useState<FormDefinition[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    loadForms()
      .then(setForms)
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [loadForms]);
  const current = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  const known = forms?.some((form) => String(form.id) === current) ?? false;
  // The page's language first, then the others: a Kurdish page usually takes a Kurdish form.
  const sorted = [...(forms ?? [])].sort(
    (a, b) => Number(b.language === language) - Number(a.language === language) || a.name.localeCompare(b.name),
  );
  return (
    <div className="cms-field">
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p role="alert">
          {t.loadFailed} {error}
        </p>
      ) : null}
      <select id={id} value={current} disabled={!forms} onChange={(event) => onChange(event.target.value)}>
        <option value="">{forms ? t.none : t.loading}</option>
        {current && forms && !known ? <option value={current}>{fillPlaceholders(t.unknown, { id: current })}</option> : null}
        {sorted.map((form) => (
          <option key={form.id} value={String(form.id)}>
            {formOptionLabel(form, language)}
          </option>
        ))}
      </select>
      {current && known ? (
        <a href={formBuilderHref(language, current)} target="_blank" rel="noopener">
          {t.open}
        </a>
      ) : null}
    </div>
  );
}
