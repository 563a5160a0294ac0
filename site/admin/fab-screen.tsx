/**
 * Quick links (admin): the FAB bar of setting `fab.configuration` as a form per language — how
 * many links show on desktop and on phones, and the links (text, address, icon, where it opens),
 * reordered with up / down buttons. Saves the whole setting with POST /settings (the site reads it
 * on the next page). Dynamic-content strategies of stored items are kept as they are.
 */
import { Fragment, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import { SHELL_SETTING_KEYS } from '../../domain/shell/setting-keys.js';
import { QUICK_LINK_ICON_NAMES } from '../blocks/shared/quick-link-icons.js';
import { failureText } from '../editor-kit/api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { readFabSetting, writeFabSetting, type FabItemDraft, type FabLanguageDraft } from './fab-settings-model.js';
import { NoticeRegion, type EditorScreenProps, type Notice } from '../editor-kit/screen-parts.js';
import { NamedOptions } from '../editor-kit/form-parts.js';

const KEY = SHELL_SETTING_KEYS.fab;
/** How many links show on desktop and on phones: two numbers edited alike. */
const COUNTS = [
  { field: 'desktop_count', name: 'desktop', label: 'fabDesktopCount' },
  { field: 'mobile_count', name: 'mobile', label: 'fabMobileCount' },
] as const;

export function FabScreen({ language, strings, screens, api }: EditorScreenProps) {
  const id = useId();
  const [drafts, setDrafts] = useState<Record<Language, FabLanguageDraft> | null>(null);
  const [editing, setEditing] = useState<Language>(language);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const rows = await api.listSettings();
      setDrafts(readFabSetting(rows.find((row) => row.key === KEY)?.value));
    } catch (failure) {
      setNotice({ kind: 'alert', text: failureText(failure) });
    }
  }, [api]);
  useEffect(() => void load(), [load]);

  if (!drafts) return <p>{notice?.text ?? strings.loading}</p>;
  const draft = drafts[editing];
  const setDraft = (next: Partial<FabLanguageDraft>) => setDrafts({ ...drafts, [editing]: { ...draft, ...next } });
  const setItem = (index: number, next: Partial<FabItemDraft>) =>
    setDraft({ items: draft.items.map((item, i) => (i === index ? { ...item, ...next } : item)) });
  const swap = (a: number, b: number) => {
    const items = [...draft.items];
    [items[a], items[b]] = [items[b]!, items[a]!];
    setDraft({ items });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!drafts) return;
    setBusy(true);
    setNotice(null);
    try {
      await api.saveSetting(KEY, writeFabSetting(drafts));
      setNotice({ kind: 'status', text: screens.fabSaved });
      await load();
    } catch (failure) {
      setNotice({ kind: 'alert', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="cms-screen" aria-labelledby={`${id}-heading`}>
      <div className="cms-screen__head">
        <h2 id={`${id}-heading`}>{screens.fabHeading}</h2>
      </div>
      <p className="cms-screen__intro">{screens.fabIntro}</p>
      <form className="cms-form cms-fab" onSubmit={(event) => void save(event)}>
        <fieldset className="cms-form__choice cms-form__choice--row">
          <legend>{screens.fabLanguage}</legend>
          {LANGUAGES.map((lang) => (
            <label key={lang} className="cms-check">
              <input type="radio" name={`${id}-language`} checked={editing === lang} onChange={() => setEditing(lang)} />
              {screens.languages[lang]}
            </label>
          ))}
        </fieldset>
        <div className="cms-fab__counts">
          {COUNTS.map(({ field, name, label }) => (
            <Fragment key={field}>
              <label htmlFor={`${id}-${name}`}>{screens[label]}</label>
              <input
                id={`${id}-${name}`}
                type="number"
                min={1}
                max={12}
                value={draft[field]}
                onChange={(e) => setDraft({ [field]: Math.max(1, Number(e.target.value) || 1) })}
              />
            </Fragment>
          ))}
        </div>
        {draft.items.length === 0 ? <p>{screens.fabEmpty}</p> : null}
        <ol className="cms-fab__items">
          {draft.items.map((item, index) => {
            const name = fillPlaceholders(screens.fabItem, { index: index + 1 });
            const itemId = `${id}-${editing}-${index}`;
            return (
              <li key={`${editing}-${index}`}>
                <fieldset className="cms-field cms-fab__item">
                  <legend>{item.link_text || name}</legend>
                  <div className="cms-fab__grid" lang={editing === 'ku' ? 'ckb' : editing} dir={editing === 'en' ? 'ltr' : 'rtl'}>
                    <label htmlFor={`${itemId}-text`}>{screens.fabItemText}</label>
                    <input id={`${itemId}-text`} value={item.link_text} onChange={(e) => setItem(index, { link_text: e.target.value })} />
                    <label htmlFor={`${itemId}-url`}>{screens.fabItemUrl}</label>
                    <input id={`${itemId}-url`} dir="ltr" value={item.url} onChange={(e) => setItem(index, { url: e.target.value })} />
                    <label htmlFor={`${itemId}-icon`}>{screens.fabItemIcon}</label>
                    <select id={`${itemId}-icon`} value={item.icon} onChange={(e) => setItem(index, { icon: e.target.value })}>
                      <option value="">–</option>
                      <NamedOptions options={QUICK_LINK_ICON_NAMES} names={(icon) => icon} />
                    </select>
                    <label htmlFor={`${itemId}-target`}>{screens.fabItemTarget}</label>
                    <select
                      id={`${itemId}-target`}
                      value={item.target}
                      onChange={(e) => setItem(index, { target: e.target.value === '_blank' ? '_blank' : '_self' })}
                    >
                      <option value="_self">{strings.linkTargets._self}</option>
                      <option value="_blank">{strings.linkTargets._blank}</option>
                    </select>
                  </div>
                  <div className="cms-form__actions" role="group" aria-label={name}>
                    <button
                      type="button"
                      className="cms-icon-button"
                      disabled={index === 0}
                      aria-label={fillPlaceholders(screens.navMoveUp, { label: name })}
                      onClick={() => swap(index, index - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="cms-icon-button"
                      disabled={index === draft.items.length - 1}
                      aria-label={fillPlaceholders(screens.navMoveDown, { label: name })}
                      onClick={() => swap(index, index + 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="cms-button cms-button--small cms-button--danger"
                      onClick={() => setDraft({ items: draft.items.filter((_, i) => i !== index) })}
                    >
                      {fillPlaceholders(screens.fabRemove, { index: index + 1 })}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="cms-form__actions">
          <button
            type="button"
            className="cms-button"
            onClick={() =>
              setDraft({
                items: [...draft.items, { link_text: '', url: '', target: '_self', type: 'internal', icon: '', dc_strategy: null }],
              })
            }
          >
            {screens.fabAdd}
          </button>
          <button type="submit" className="cms-button cms-button--primary" disabled={busy}>
            {strings.save}
          </button>
        </div>
        <NoticeRegion notice={notice} />
      </form>
    </section>
  );
}
