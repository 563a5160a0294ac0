/** Finance calculator: the block's settings handed to <lrdx-finance-calculator>, with the server-rendered fallback. */
import { readJsonValue } from '../../../domain/json-text.js';
import { BlockSection } from '../shared/block-section.js';
import type { BlockRenderProps, LinkValue } from '../types.js';
import { CalculatorElement } from './calculator-element.js';
import type { FinanceCalculatorProps, FinanceProductGroup } from './template.js';

const button = (link: LinkValue) => ({ label: link.link_text ?? '', url: link.url ?? '' });

/** The props as the widget's JSON: JSON fields parsed, links as { label, url }. */
export function widgetConfig(props: FinanceCalculatorProps): Record<string, unknown> {
  return {
    title: props.title,
    header_tag: props.header_tag,
    calculator_style: props.calculator_style,
    nameplate_key_filter: props.nameplate_key_filter,
    models_info: readJsonValue(props.models_info) ?? [],
    labels: readJsonValue(props.labels) ?? {},
    disclaimers: props.disclaimers,
    hide_free_items: props.hide_free_items,
    groups: props.groups.map((g: FinanceProductGroup) => ({
      finance_product: g.finance_product,
      name: g.name,
      description: g.description,
      link: button(g.link),
      main_button: button(g.main_button),
      additional_buttons: readJsonValue(g.additional_buttons) ?? [],
      input_configuration: readJsonValue(g.input_configuration) ?? {},
      output_configuration: readJsonValue(g.output_configuration) ?? [],
      disclaimer_title: g.disclaimer_title,
      disclaimer_body: g.disclaimer_body,
    })),
  };
}

export function FinanceCalculator({ props, ctx }: BlockRenderProps<FinanceCalculatorProps>) {
  return (
    <BlockSection blockKey="finance_calculator" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-finance-block">
      <CalculatorElement config={widgetConfig(props)} listKey={props.ci_key_list.trim()} vehicleId={props.vehicle_id.trim()} ctx={ctx} />
    </BlockSection>
  );
}
