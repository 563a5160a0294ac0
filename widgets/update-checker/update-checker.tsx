/**
 * `<lrdx-update-checker>`: two dropdowns (model, then model year) and 'Show me'; the matching
 * result groups (domain/vehicle-update) each with a button opening its how-to-update modal. The
 * result count is announced (a polite live region); the year list is disabled until a model is
 * chosen. Everything comes from the block's JSON: no call, nothing to retry.
 */
import { useMemo, useState } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { localizeDigits } from '../../domain/digits.js';
import { formatNumber } from '../../domain/number-format.js';
import { fillResultLabel } from '../../domain/vehicle-update/update-matcher.js';
import { updateCheckerMachine } from '../../state-machines/update-checker/index.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import { useTranslations } from '../runtime/use-translations.js';
import { Dialog } from '../ui/dialog.js';
import { readUpdateCheckerConfig } from './config.js';
import { updateCheckerI18n } from './texts.js';

export interface UpdateCheckerProps extends WidgetBaseProps {
  lang?: string;
  /** The block's settings as JSON (config.ts). */
  config?: string;
}

export function UpdateChecker(props: UpdateCheckerProps) {
  // A new configuration starts a fresh machine.
  return <UpdateCheckerView key={props.config ?? ''} {...props} />;
}

function UpdateCheckerView(props: UpdateCheckerProps) {
  const config = useMemo(() => readUpdateCheckerConfig(props.config), [props.config]);
  const [machine] = useState(() => updateCheckerMachine);
  const [state, send] = useWidgetMachine(machine, { input: { mapper: config.mapper } });
  const requested = toLanguage(props.lang);
  const texts = useTranslations(updateCheckerI18n, requested);
  const language = texts?.language ?? requested;
  const t = texts?.t;
  const label = (key: string) => config.texts[key] || (t ? t(key) : '');
  const { context } = state;
  const parent = config.mapper.parents.find((p) => p.key === context.parentKey);
  const child = parent?.children.find((c) => c.key === context.childKey);
  const showing = state.matches('showing');
  const shown = config.groups.filter((g) => context.results.includes(g.key));
  const modal = config.groups.find((g) => g.key === context.modalKey);

  // Until its texts are loaded the checker draws nothing, as the VIN checker (an empty title and
  // labels would grow when the texts come); the block keeps its height meanwhile
  // (docs/site-shell.md, "Room for widgets while they start").
  if (!t) return <section className="lrdx-update lrdx-tool" aria-busy="true" part="checker" />;

  return (
    <section
      className="lrdx-update lrdx-tool"
      dir={directionOf(language)}
      lang={htmlLangOf(language)}
      aria-labelledby="lrdx-update-title"
      aria-busy="false"
      part="checker"
    >
      <h2 id="lrdx-update-title" className="lrdx-update__title">
        {label('title')}
      </h2>
      <form
        className="lrdx-update__form lrdx-field-row"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'show' });
        }}
      >
        <div className="lrdx-field">
          <label htmlFor="lrdx-update-parent">{label('parentLabel')}</label>
          <select
            id="lrdx-update-parent"
            value={context.parentKey}
            onChange={(e) => send({ type: 'parent.select', key: (e.target as HTMLSelectElement).value })}
          >
            <option value="">{context.parentKey ? label('parentAll') : label('parentPlaceholder')}</option>
            {config.mapper.parents.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div className="lrdx-field">
          <label htmlFor="lrdx-update-child">{label('childLabel')}</label>
          <select
            id="lrdx-update-child"
            value={context.childKey}
            disabled={!parent}
            onChange={(e) => send({ type: 'child.select', key: (e.target as HTMLSelectElement).value })}
          >
            <option value="">{context.childKey ? label('childAll') : label('childPlaceholder')}</option>
            {(parent?.children ?? []).map((c) => (
              <option key={c.key} value={c.key}>
                {/* A model year is a number: in the page's digits (docs/glossary-ku.md, "Numbers"). */}
                {/^\d+$/.test(c.label) ? localizeDigits(c.label, language) : c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="lrdx-update__actions">
          <button type="submit" className="lrdx-button lrdx-button--primary" data-action="show">
            {label('button')}
          </button>
          <button type="button" className="lrdx-button lrdx-button--secondary" data-action="clear" onClick={() => send({ type: 'clear' })}>
            {label('clear')}
          </button>
        </div>
      </form>

      <div className="lrdx-update__results" role="status" aria-live="polite">
        {showing ? (
          <>
            <h3 className="lrdx-update__result-title">{label('resultText')}</h3>
            <p className="lrdx-update__count">
              {fillResultLabel(config.texts.resultLabel || t('resultLabel', { count: shown.length }), {
                amount: formatNumber(shown.length, language),
                parent: parent?.label ?? label('parentAll'),
                child: child
                  ? /^\d+$/.test(child.label)
                    ? localizeDigits(child.label, language)
                    : child.label
                  : parent
                    ? label('childAll')
                    : '',
              }).trim()}
            </p>
            {shown.length === 0 ? <p>{t('noResults')}</p> : null}
          </>
        ) : null}
      </div>
      {showing && shown.length > 0 ? (
        <ul className="lrdx-update__groups">
          {shown.map((g) => (
            <li key={g.key} className="lrdx-update__group" data-group={g.key}>
              <p className="lrdx-update__group-title">{g.modalTitle || g.key}</p>
              <button
                type="button"
                className="lrdx-button lrdx-button--secondary"
                data-action="open-modal"
                onClick={() => send({ type: 'modal.open', key: g.key })}
              >
                {g.button || label('howTo')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {showing && config.info ? <p className="lrdx-update__info">{config.info}</p> : null}
      {config.viewAll.label && config.viewAll.url ? (
        <a className="lrdx-update__view-all" href={config.viewAll.url}>
          {config.viewAll.label}
        </a>
      ) : null}
      <Dialog
        open={state.matches({ showing: 'modal' }) && !!modal}
        title={modal?.modalTitle || label('howTo')}
        closable
        closeLabel={label('close')}
        onClose={() => send({ type: 'modal.close' })}
        name="how-to-update"
      >
        {modal?.modalDescription
          ? modal.modalDescription.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i} className="lrdx-update__modal-text">
                {paragraph}
              </p>
            ))
          : null}
        {modal?.modalButton.label && modal.modalButton.url ? (
          <a className="lrdx-button lrdx-button--primary" href={modal.modalButton.url}>
            {modal.modalButton.label}
          </a>
        ) : null}
      </Dialog>
    </section>
  );
}
