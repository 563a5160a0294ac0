/**
 * `<lrdx-vin-checker>`: the VIN checker machine (state-machines/vin-checker) with its view. The
 * answer area keeps its height whatever it shows, and is a polite live region, so a screen reader
 * hears the answer and nothing below it moves. The input is left-to-right even on Kurdish and
 * Arabic pages (a VIN is Latin letters and digits) and accepts Eastern digits and lower case.
 */
import { useState, type FormEvent } from 'react';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { fromPromise } from 'xstate';
import { VIN_CHECKS_PATH, type VinCheckResult } from '../../domain/contracts/vin-checks.js';
import { localizeDigits } from '../../domain/digits.js';
import { vinCheckerMachine, type CheckVinInput } from '../../state-machines/vin-checker/index.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { requestJson } from '../runtime/http.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import { useTranslations } from '../runtime/use-translations.js';
import { ErrorMessage } from '../ui/error-message.js';
import { readVinCheckerConfig } from './config.js';
import { vinCheckerI18n } from './texts.js';

export interface VinCheckerProps extends WidgetBaseProps {
  lang?: string;
  apiBase?: string;
  /** The block's texts as JSON (config.ts). */
  config?: string;
}

const LAYOUTS = new Set(['wide-centered', 'wide-left', 'narrow-centered', 'narrow-left']);

export function VinChecker(props: VinCheckerProps) {
  const apiBase = props.apiBase || defaultApiBase();
  const [machine] = useState(() =>
    vinCheckerMachine.provide({
      actors: {
        checkVin: fromPromise<VinCheckResult, CheckVinInput>(({ input, signal }) =>
          requestJson<{ data: VinCheckResult }>(apiBase, VIN_CHECKS_PATH, { method: 'POST', body: { vin: input.vin }, signal }).then(
            (reply) => reply.data,
          ),
        ),
      },
    }),
  );
  const [state, send] = useWidgetMachine(machine, { input: {} });
  const config = readVinCheckerConfig(props.config);
  const requested = toLanguage(props.lang);
  const texts = useTranslations(vinCheckerI18n, requested);
  const language = texts?.language ?? requested;
  const t = texts?.t;
  const layout = LAYOUTS.has(config.layout) ? config.layout : 'narrow-centered';
  const own = (value: string, key: string) => value || (t ? t(key) : '');
  const checking = state.matches('checking');
  const { context } = state;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checking) send({ type: 'submit' });
  };

  let answer = null;
  if (t && state.matches('invalid')) {
    answer = <p className="lrdx-vin__answer lrdx-vin__answer--invalid">{own(config.invalid, 'invalid')}</p>;
  } else if (t && state.matches('notAffected')) {
    answer = <p className="lrdx-vin__answer lrdx-vin__answer--negative">{own(config.negative, 'negative')}</p>;
  } else if (t && state.matches('affected') && context.result) {
    answer = (
      <div className="lrdx-vin__answer lrdx-vin__answer--positive">
        <p>{own(config.positive, 'positive')}</p>
        <p className="lrdx-vin__caption">{t('campaigns')}</p>
        <ul className="lrdx-vin__campaigns">
          {context.result.campaigns.map((c) => (
            <li key={c.code}>
              <bdi>{c.code}</bdi> — {c.title[language]}
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (t && state.matches('failed')) {
    const wait = context.error?.retryAfterSeconds;
    const message = wait ? t('rateLimited', { seconds: localizeDigits(wait, language) }) : t('failed');
    answer = <ErrorMessage message={message} retryLabel={t('retry')} onRetry={() => send({ type: 'retry' })} />;
  }

  // Until its texts are loaded the checker draws nothing: its title, hint and label would be empty
  // lines that grow and push the field and button down when the texts come (a layout shift inside
  // the element). The block keeps the checker's height meanwhile (site/blocks/vin_checker/styles.css;
  // docs/site-shell.md, "Room for widgets while they start").
  if (!t) return <section className={`lrdx-vin lrdx-vin--${layout} lrdx-tool`} aria-busy="true" part="checker" />;

  return (
    <section
      className={`lrdx-vin lrdx-vin--${layout} lrdx-tool`}
      dir={directionOf(language)}
      lang={htmlLangOf(language)}
      aria-labelledby="lrdx-vin-title"
      aria-busy={checking ? 'true' : 'false'}
      part="checker"
    >
      <h2 id="lrdx-vin-title" className="lrdx-vin__title">
        {own(config.title, 'title')}
      </h2>
      <p className="lrdx-vin__paragraph">{own(config.paragraph, 'paragraph')}</p>
      <form className="lrdx-vin__form" onSubmit={onSubmit} noValidate>
        <div className="lrdx-field lrdx-vin__field">
          <label htmlFor="lrdx-vin-input">{own(config.label, 'label')}</label>
          <input
            id="lrdx-vin-input"
            name="vin"
            type="text"
            dir="ltr"
            value={context.typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            aria-describedby="lrdx-vin-hint"
            aria-invalid={state.matches('invalid') ? 'true' : undefined}
            onInput={(e) => send({ type: 'vin.change', value: (e.target as HTMLInputElement).value })}
          />
          <p id="lrdx-vin-hint" className="lrdx-vin__hint">
            {t('hint')}
          </p>
        </div>
        <button
          type="submit"
          className="lrdx-button lrdx-button--primary"
          data-action="check"
          aria-disabled={checking ? 'true' : undefined}
        >
          {checking ? t('checking') : own(config.button, 'button')}
        </button>
      </form>
      <div className="lrdx-vin__result" role="status" aria-live="polite">
        {answer}
      </div>
    </section>
  );
}
