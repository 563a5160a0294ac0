/**
 * Dropdown sections select. Without script every block stays on the page and the options are
 * links to their first block. <lrdx-sections-select> swaps the links for the labelled <select>
 * and button: choosing an option hides the other options' blocks, then "Your selection: X" offers
 * change (back to the select) and clear (every block again).
 */
import { createElement, useId } from 'react';
import { BlockSection } from '../shared/block-section.js';
import { Heading } from '../shared/heading.js';
import { Paragraphs } from '../shared/paragraphs.js';
import type { BlockRenderProps } from '../types.js';
import type { DropdownSectionsSelectProps } from './template.js';
import { SECTIONS_SELECT_TEXTS } from './texts.js';

/** "a, #b ,c" → ['a', 'b', 'c'] */
export const blockIdsOf = (list: string): string[] =>
  list
    .split(',')
    .map((id) => id.trim().replace(/^#/, ''))
    .filter(Boolean);

export function DropdownSectionsSelect({ props, ctx }: BlockRenderProps<DropdownSectionsSelectProps>) {
  const texts = SECTIONS_SELECT_TEXTS[ctx.segment];
  const selectId = useId();
  const options = props.options
    .map((option) => ({ label: option.option_label.trim(), ids: blockIdsOf(option.option_blocks) }))
    .filter((option) => option.label !== '' && option.ids.length > 0);
  if (options.length === 0) return null;
  return (
    <BlockSection blockKey="dropdown_sections_select" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-sections-select">
      {createElement(
        'lrdx-sections-select',
        { class: 'lrdx-sections-select__box' },
        props.modal_title ? (
          <Heading key="title" level={2} className="lrdx-sections-select__title">
            {props.modal_title}
          </Heading>
        ) : null,
        <Paragraphs key="text" text={props.modal_text} className="lrdx-sections-select__text" />,
        <form key="form" className="lrdx-sections-select__form" data-sections-form="" hidden>
          <label htmlFor={selectId} className="lrdx-sections-select__label">
            {props.dropdown_label || texts.select}
          </label>
          <div className="lrdx-sections-select__row">
            <select id={selectId} className="lrdx-sections-select__select" required>
              <option value="">{props.dropdown_default || texts.all}</option>
              {options.map((option, index) => (
                <option key={index} value={String(index)} data-blocks={option.ids.join(',')}>
                  {option.label}
                </option>
              ))}
            </select>
            <button type="submit" className="lrdx-button lrdx-button--primary lrdx-button--medium">
              {props.button_label || texts.apply}
            </button>
          </div>
        </form>,
        <p key="selection" className="lrdx-sections-select__selection" data-sections-selection="" role="status" hidden>
          <span>{props.selection_text || texts.selection}</span> <strong data-sections-chosen="" />
          <button type="button" className="lrdx-button lrdx-button--tertiary lrdx-button--small" data-sections-action="edit">
            {props.edit_text || texts.edit}
          </button>
          <button type="button" className="lrdx-button lrdx-button--tertiary lrdx-button--small" data-sections-action="clear">
            {props.clear_text || texts.clear}
          </button>
        </p>,
        <ul key="links" className="lrdx-sections-select__links" data-sections-links="">
          {options.map((option, index) => (
            <li key={index}>
              <a href={`#${option.ids[0]}`}>{option.label}</a>
            </li>
          ))}
        </ul>,
      )}
    </BlockSection>
  );
}
