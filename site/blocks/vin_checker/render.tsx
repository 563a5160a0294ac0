/**
 * VIN checker: <lrdx-vin-checker> with the block's texts, and a server-rendered fallback inside
 * (title, paragraph, the field drawn but inert, and a note without script), light DOM that the
 * element's shadow root hides once the widget renders. The section class and height are classes
 * of the block section, so the page's CSS places the block before the widget runs.
 */
import { BlockSection } from '../shared/block-section.js';
import { WidgetElement } from '../shared/widget-element.js';
import { NoScriptNotice } from '../shared/no-script-notice.js';
import type { BlockRenderProps } from '../types.js';
import { VIN_SECTION_CLASSES, VIN_SECTION_HEIGHTS, type VinCheckerProps } from './template.js';
import { VIN_FALLBACK_TEXTS } from './texts.js';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function VinChecker({ props, ctx }: BlockRenderProps<VinCheckerProps>) {
  const texts = VIN_FALLBACK_TEXTS[ctx.segment];
  const layout = oneOf(VIN_SECTION_CLASSES, props.section_class, 'narrow-centered');
  const height = oneOf(VIN_SECTION_HEIGHTS, props.section_height, 'auto');
  const config = {
    section_class: layout,
    section_title: props.section_title,
    section_paragraph: props.section_paragraph,
    label_text: props.label_text,
    button_text: props.button_text,
    response_positive: props.response_positive,
    response_negative: props.response_negative,
    error_text: props.error_text,
  };
  return (
    <BlockSection
      blockKey="vin_checker"
      scrollId={props.block_scroll_id}
      className={`lrdx-grid lrdx-vin-block lrdx-vin-block--${layout} lrdx-vin-block--height-${height}`}
    >
      <WidgetElement tag="lrdx-vin-checker" ctx={ctx} config={config}>
        <div className="lrdx-vin-fallback">
          <h2 className="lrdx-heading">{props.section_title || texts.title}</h2>
          {props.section_paragraph ? <p className="lrdx-paragraph">{props.section_paragraph}</p> : null}
          <p>
            <label>
              {props.label_text || texts.label} <input type="text" name="vin" dir="ltr" disabled />
            </label>{' '}
            <button type="button" className="lrdx-button lrdx-button--primary" disabled>
              {props.button_text || texts.button}
            </button>
          </p>
          <NoScriptNotice text={texts.noScript} />
        </div>
      </WidgetElement>
    </BlockSection>
  );
}
