/**
 * Specification accordion. Without script every car (model and engine) shows under its own heading,
 * each specification section a native <details>. <lrdx-spec-accordion> (enhancer.ts) shows the two
 * labelled selects instead, and only the chosen car; the engine select lists the chosen model's
 * engines. Rows are a description list, so a screen reader reads each label with its value.
 */
import { createElement, useId } from 'react';
import { formatNumbersInText } from '../../../domain/numbers-in-text.js';
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel, levelBelow } from '../shared/heading.js';
import type { BlockRenderProps } from '../types.js';
import { specificationCars } from './model.js';
import type { SpecificationAccordionProps } from './template.js';
import { SPECIFICATION_ACCORDION_TEXTS } from './texts.js';

export function SpecificationAccordion({ props, ctx }: BlockRenderProps<SpecificationAccordionProps>) {
  const texts = SPECIFICATION_ACCORDION_TEXTS[ctx.segment];
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const cars = specificationCars(props);
  if (cars.length === 0) {
    ctx.warn('specification_accordion: no model and engine has a section with rows');
    return null;
  }
  const id = (name: string) => `lrdx-spec-${baseId}-${name}`;
  const level = headingLevel(props.heading_level, 2);
  const carLevel = levelBelow(level);
  const models = [...new Map(cars.map((car) => [car.model, car.modelLabel])).entries()];
  const first = cars[0]!;
  return (
    <BlockSection blockKey="specification_accordion" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-specacc">
      <Heading level={level} className="lrdx-heading lrdx-specacc__heading">
        {props.heading || texts.heading}
      </Heading>
      {createElement(
        'lrdx-spec-accordion',
        { class: 'lrdx-specacc__box' },
        <div key="selects" className="lrdx-specacc__selects" data-spec-selects="" hidden>
          <div className="lrdx-specacc__field">
            <label htmlFor={id('model')}>{props.select_model_label || texts.selectModel}</label>
            <select id={id('model')} className="lrdx-specacc__select" data-spec-model-select="">
              {models.map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="lrdx-specacc__field">
            <label htmlFor={id('engine')}>{props.select_engine_label || texts.selectEngine}</label>
            <select id={id('engine')} className="lrdx-specacc__select" data-spec-engine-select="">
              {cars
                .filter((car) => car.model === first.model)
                .map((car) => (
                  <option key={car.engine} value={car.engine}>
                    {car.engine}
                  </option>
                ))}
            </select>
          </div>
        </div>,
        <p key="status" className="lrdx-visually-hidden" role="status" data-spec-status="" />,
        <div key="cars" className="lrdx-specacc__cars">
          {cars.map((car, index) => (
            <section
              key={index}
              className="lrdx-specacc__car"
              data-spec-model={car.model}
              data-spec-engine={car.engine}
              aria-labelledby={id(`car-${index}`)}
            >
              <Heading level={carLevel} className="lrdx-specacc__car-title">
                <span id={id(`car-${index}`)}>
                  {props.specification_label || texts.specification} <bdi>{car.modelLabel}</bdi> – <bdi>{car.engine}</bdi>
                </span>
              </Heading>
              {car.sections.map((section, s) => (
                <details key={s} className="lrdx-specacc__item" open={section.open || undefined}>
                  <summary className="lrdx-specacc__summary">{section.title}</summary>
                  <dl className="lrdx-specacc__rows">
                    {section.rows.map((row, r) => (
                      <div key={r} className="lrdx-specacc__row">
                        <dt>{row.label}</dt>
                        <dd>{row.value ? <bdi>{formatNumbersInText(row.value, ctx.segment)}</bdi> : null}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ))}
            </section>
          ))}
        </div>,
      )}
    </BlockSection>
  );
}
