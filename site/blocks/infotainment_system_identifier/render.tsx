/**
 * Infotainment system identifier. Without script every system card shows, one per dropdown option,
 * each with its how-to as a disclosure. <lrdx-infotainment-identifier> (enhancer.ts) shows the
 * labelled select and button instead, shows only the chosen card (its heading names the chosen
 * option through model_title) and turns each how-to into a button opening a native <dialog>.
 */
import { createElement, useId } from 'react';
import { BlockSection } from '../shared/block-section.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { sizesFor } from '../shared/block-image.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { InfotainmentGroup, InfotainmentProps } from './template.js';
import { INFOTAINMENT_TEXTS } from './texts.js';

const featuresOf = (group: InfotainmentGroup) => {
  const lines = group.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const count = Number(group.blocks_count) || 0;
  return count > 0 ? lines.slice(0, count) : lines;
};

export function InfotainmentIdentifier({ props, ctx }: BlockRenderProps<InfotainmentProps>) {
  const texts = INFOTAINMENT_TEXTS[ctx.segment];
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const groups = props.groups.filter((g) => g.option_label.trim() && g.system_name.trim());
  if (groups.length === 0) {
    ctx.warn('infotainment_system_identifier: no group has both an option label and a system name');
    return null;
  }
  const modelTitle = props.model_title || texts.modelTitle;
  const id = (name: string) => `lrdx-info-${baseId}-${name}`;
  return (
    <BlockSection blockKey="infotainment_system_identifier" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-info">
      {createElement(
        'lrdx-infotainment-identifier',
        { class: 'lrdx-info__box' },
        <h2 key="title" className="lrdx-heading lrdx-info__title">
          {props.title || texts.title}
        </h2>,
        <form key="form" className="lrdx-info__form" data-info-form="" hidden>
          <label htmlFor={id('select')} className="lrdx-info__label">
            {props.dropdown_label || texts.dropdownLabel}
          </label>
          <div className="lrdx-info__row">
            <select id={id('select')} className="lrdx-info__select" required>
              <option value="">{props.dropdown_placeholder || texts.placeholder}</option>
              {groups.map((g, index) => (
                <option key={index} value={String(index)}>
                  {g.option_label}
                </option>
              ))}
            </select>
            <button type="submit" className="lrdx-button lrdx-button--primary lrdx-button--medium">
              {props.button_text || texts.button}
            </button>
          </div>
        </form>,
        <div key="groups" className="lrdx-info__groups" data-info-groups="" aria-live="polite">
          {groups.map((g, index) => (
            <article key={index} className="lrdx-info__card" data-info-group={String(index)} aria-labelledby={id(`h-${index}`)}>
              {g.image?.src ? <Picture image={g.image} sizes={sizesFor(640)} imgClassName="lrdx-info__image" /> : null}
              <div className="lrdx-info__body">
                <h3 id={id(`h-${index}`)} className="lrdx-info__model" tabIndex={-1}>
                  {modelTitle
                    .split('{selectedOption}')
                    .flatMap((part, i) => (i === 0 ? [part] : [<bdi key={i}>{g.option_label}</bdi>, part]))}
                </h3>
                <p className="lrdx-info__system">
                  <bdi>{g.system_name}</bdi>
                </p>
                <Paragraphs text={g.system_description} className="lrdx-info__description" />
                {featuresOf(g).length ? (
                  <ul className="lrdx-info__features">
                    {featuresOf(g).map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                {g.modal_description.trim() ? (
                  <>
                    <details className="lrdx-info__howto" data-info-fallback="">
                      <summary>{g.modal_button_text || texts.howTo}</summary>
                      {g.modal_title ? <h4>{g.modal_title}</h4> : null}
                      <Paragraphs text={g.modal_description} />
                    </details>
                    <button type="button" className="lrdx-button lrdx-button--secondary lrdx-button--medium" data-info-open="" hidden>
                      {g.modal_button_text || texts.howTo}
                    </button>
                    <dialog className="lrdx-info__dialog" data-info-dialog="" aria-labelledby={id(`d-${index}`)}>
                      <h4 id={id(`d-${index}`)} className="lrdx-info__dialog-title">
                        {g.modal_title || g.system_name}
                      </h4>
                      <Paragraphs text={g.modal_description} />
                      <form method="dialog">
                        <button type="submit" className="lrdx-button lrdx-button--primary lrdx-button--medium">
                          {texts.close}
                        </button>
                      </form>
                    </dialog>
                  </>
                ) : null}
              </div>
            </article>
          ))}
        </div>,
      )}
    </BlockSection>
  );
}
