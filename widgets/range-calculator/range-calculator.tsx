/**
 * `<lrdx-range-calculator>`: the range calculator machine (state-machines/range-calculator) with its
 * view. The cars are radio cards (arrow keys move between them, as native radios do); engine and
 * wheel size are native selects, filled from the block's mappers for the chosen car; the unit is a
 * km/miles switch starting at the block's range_unit. The range is a polite live region of fixed
 * height, so a screen reader hears each new figure and nothing below it moves. Loading shows a
 * placeholder of the same height; a failed load shows the error with a retry.
 */
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { RANGE_CALCULATOR_PATH } from '../../domain/contracts/range-calculator.js';
import { formatNumber } from '../../domain/number-format.js';
import { displayRange, rangeOf, RANGE_UNITS, type RangeData } from '../../domain/range-calculator/index.js';
import { rangeCalculatorMachine, type LoadRangesInput } from '../../state-machines/range-calculator/index.js';
import { defaultApiBase } from '../runtime/api-base.js';
import type { WidgetBaseProps } from '../runtime/define-widget.js';
import { requestJson } from '../runtime/http.js';
import { directionOf, htmlLangOf, toLanguage } from '../runtime/i18n.js';
import { useTranslations } from '../runtime/use-translations.js';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';
import { Dialog } from '../ui/dialog.js';
import { ErrorMessage } from '../ui/error-message.js';
import { Image } from '../ui/image.js';
import { readRangeCalculatorConfig } from './config.js';
import { rangeCalculatorI18n } from './texts.js';

export interface RangeCalculatorProps extends WidgetBaseProps {
  lang?: string;
  apiBase?: string;
  /** The block's settings as JSON (config.ts). */
  config?: string;
}

export function RangeCalculator(props: RangeCalculatorProps) {
  // A new configuration starts a fresh machine (another json_url is another document).
  return <RangeCalculatorView key={props.config ?? ''} {...props} />;
}

function RangeCalculatorView(props: RangeCalculatorProps) {
  const apiBase = props.apiBase || defaultApiBase();
  const config = useMemo(() => readRangeCalculatorConfig(props.config), [props.config]);
  const [machine] = useState(() =>
    rangeCalculatorMachine.provide({
      actors: {
        loadRanges: fromPromise<RangeData, LoadRangesInput>(({ input, signal }) =>
          requestJson<{ data: RangeData }>(apiBase, `${RANGE_CALCULATOR_PATH}?url=${encodeURIComponent(input.url)}`, { signal }).then(
            (reply) => reply.data,
          ),
        ),
      },
    }),
  );
  const [state, send] = useWidgetMachine(machine, { input: { url: config.jsonUrl, unit: config.unit } });
  const requested = toLanguage(props.lang);
  const texts = useTranslations(rangeCalculatorI18n, requested);
  const language = texts?.language ?? requested;
  const t = texts?.t;
  const label = (key: string, options?: Record<string, string>) => {
    const own = config.texts[key];
    if (own) return own.replace(/\{\{(\w+)\}\}/g, (_, name: string) => options?.[name] ?? '');
    return t ? t(key, options) : '';
  };
  const { context } = state;
  const car = config.cars.find((c) => c.key === context.carKey);
  const engines = car ? (config.engines[car.key] ?? []) : [];
  const wheels = car ? (config.wheels[car.key] ?? []) : [];
  const source = context.data && car ? rangeOf(context.data, car.key, context.engineKey, context.wheelKey) : null;
  const shown = source !== null && context.data ? displayRange(source, context.data.unit, context.unit) : null;
  const ready = state.hasTag('ready');
  const id = (name: string) => `lrdx-range-${name}`;

  /** The engine's or the wheels' select among the chosen car's options. */
  const carOptionSelect = (
    name: 'engine' | 'wheels',
    value: string,
    options: readonly { key: string; label: string }[],
    onSelect: (key: string) => void,
    optionText = (text: string) => text,
  ) => (
    <div className="lrdx-field">
      <label htmlFor={id(name)}>{label(name)}</label>
      <select
        id={id(name)}
        value={value}
        disabled={!ready || options.length === 0}
        onChange={(e) => onSelect((e.target as HTMLSelectElement).value)}
      >
        {/* Until a car is chosen the disabled select says why it is empty. */}
        {options.length === 0 ? <option value="">{label('chooseCarFirst')}</option> : null}
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {optionText(option.label)}
          </option>
        ))}
      </select>
    </div>
  );

  const chooseCar = (key: string) =>
    send({ type: 'car.select', key, engine: config.engines[key]?.[0]?.key, wheel: config.wheels[key]?.[0]?.key });

  let result = null;
  if (t && state.hasTag('loading')) result = <p className="lrdx-range__placeholder">{label('loading')}</p>;
  else if (t && state.hasTag('failed'))
    result = <ErrorMessage message={label('failed')} retryLabel={label('retry')} onRetry={() => send({ type: 'retry' })} />;
  else if (t && !car) result = <p className="lrdx-range__placeholder">{label('choose')}</p>;
  else if (t && shown === null) result = <p className="lrdx-range__placeholder">{label('noRange')}</p>;
  else if (t && car && shown !== null)
    result = (
      <p className="lrdx-range__figure" data-range={shown}>
        <span className="lrdx-range__figure-label">{label('rangeLabel')}</span>
        <strong className="lrdx-range__value">{label('upTo', { value: formatNumber(shown, language), unit: label(context.unit) })}</strong>
        <span className="lrdx-range__combination">
          <bdi>{car.name}</bdi> · <bdi>{engines.find((e) => e.key === context.engineKey)?.label ?? ''}</bdi> ·{' '}
          <bdi>{wheels.find((w) => w.key === context.wheelKey)?.label ?? ''}</bdi>
        </span>
      </p>
    );

  // Until its texts are loaded the calculator draws nothing: its headings and legends would be
  // empty lines that grow and push the form down when the texts come (a layout shift). The block
  // reserves the calculator's height meanwhile (site/blocks/range_calculator/styles.css).
  if (!t) return <section className="lrdx-range lrdx-tool" aria-busy="true" part="calculator" />;

  return (
    <section
      className="lrdx-range lrdx-tool"
      dir={directionOf(language)}
      lang={htmlLangOf(language)}
      aria-labelledby={id('title')}
      aria-busy={!t || state.hasTag('loading') ? 'true' : 'false'}
      part="calculator"
    >
      <h2 id={id('title')} className="lrdx-range__title">
        {label('title')}
      </h2>
      <fieldset className="lrdx-range__cars" disabled={!ready}>
        <legend className="lrdx-range__legend">{label('selectCar')}</legend>
        <div className="lrdx-range__car-list">
          {config.cars.map((c) => (
            <label key={c.key} className="lrdx-range__car" data-car={c.key}>
              <input
                type="radio"
                name="lrdx-range-car"
                value={c.key}
                checked={c.key === context.carKey}
                onChange={() => chooseCar(c.key)}
                aria-describedby={c.description ? id(`car-${c.key}`) : undefined}
              />
              <Image src={c.image.src} alt="" width={16} height={9} />
              <span className="lrdx-range__car-name">
                <bdi>{c.name}</bdi>
              </span>
              {c.description ? (
                <span id={id(`car-${c.key}`)} className="lrdx-range__car-description">
                  {c.description}
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="lrdx-range__options lrdx-field-row">
        {carOptionSelect('engine', context.engineKey, engines, (key) => send({ type: 'engine.select', key }))}
        {/* An LTR isolate (U+2066…U+2069): 21" must not read "21 in an RTL list. */}
        {carOptionSelect(
          'wheels',
          context.wheelKey,
          wheels,
          (key) => send({ type: 'wheel.select', key }),
          (text) => `\u2066${text}\u2069`,
        )}
        <fieldset className="lrdx-range__units">
          <legend>{label('unit')}</legend>
          {RANGE_UNITS.map((unit) => (
            <label key={unit} className="lrdx-range__unit">
              <input
                type="radio"
                name="lrdx-range-unit"
                value={unit}
                checked={context.unit === unit}
                onChange={() => send({ type: 'unit.select', unit })}
              />
              {label(unit)}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="lrdx-range__result" role="status" aria-live="polite">
        {result}
      </div>
      <div className="lrdx-range__actions">
        <button
          type="button"
          className="lrdx-button lrdx-button--secondary"
          data-action="details"
          disabled={!car || !ready}
          onClick={() => send({ type: 'modal.open' })}
        >
          {config.modal.button || label('details')}
        </button>
        {car && car.link.url ? (
          <a className="lrdx-button lrdx-button--primary" href={car.link.url}>
            {car.link.label || label('discover')} <bdi>{car.name}</bdi>
          </a>
        ) : null}
      </div>
      <p className="lrdx-range__disclaimer">{label('disclaimer')}</p>
      <Dialog
        open={state.hasTag('modal')}
        title={config.modal.title || label('details')}
        closable
        closeLabel={label('close')}
        onClose={() => send({ type: 'modal.close' })}
        name="range-details"
      >
        {(config.modal.content || label('disclaimer')).split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Dialog>
    </section>
  );
}
