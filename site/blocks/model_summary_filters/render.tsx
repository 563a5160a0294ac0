/**
 * Model summary filters: a form that <lrdx-model-filter> fills with the page's body styles and
 * models. Without script every derivative is already shown, so the form stays hidden.
 */
import { createElement, useId } from 'react';
import { BlockSection } from '../shared/block-section.js';
import type { BlockRenderProps } from '../types.js';
import type { ModelSummaryFiltersProps } from './template.js';

export function ModelSummaryFilters({ props }: BlockRenderProps<ModelSummaryFiltersProps>) {
  const id = useId();
  return (
    <BlockSection blockKey="model_summary_filters" scrollId={props.block_scroll_id} className="lrdx-grid">
      {createElement(
        'lrdx-model-filter',
        { 'data-all-label': props.all_label },
        <form className="lrdx-filters" hidden>
          <label htmlFor={`${id}-body`}>{props.selectBodystyle}</label>
          <select id={`${id}-body`} name="body_style">
            <option value="">{props.all_label}</option>
          </select>
          <label htmlFor={`${id}-model`}>{props.selectModel}</label>
          <select id={`${id}-model`} name="model">
            <option value="">{props.all_label}</option>
          </select>
          <button type="submit" className="lrdx-button lrdx-button--primary lrdx-button--medium">
            {props.submit}
          </button>
        </form>,
      )}
    </BlockSection>
  );
}
