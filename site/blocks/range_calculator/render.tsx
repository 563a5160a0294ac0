/**
 * Electric range calculator: <lrdx-range-calculator> with the block's settings as one JSON document
 * (mappers and translations parsed here, links resolved under the language segment), and inside it
 * a server-rendered fallback: the title, the cars with their descriptions and links, the
 * disclaimer and a note without script. Light DOM, hidden once the widget's shadow root renders.
 */
import { readOptionsMap, toRangeUnit } from '../../../domain/range-calculator/index.js';
import { BlockSection } from '../shared/block-section.js';
import { WidgetElement } from '../shared/widget-element.js';
import { NoScriptNotice } from '../shared/no-script-notice.js';
import type { BlockRenderProps, LinkValue, RenderContext } from '../types.js';
import type { RangeCalculatorProps, RangeCarGroup } from './template.js';
import { RANGE_FALLBACK_TEXTS } from './texts.js';

const urlOf = (link: LinkValue, ctx: RenderContext) => {
  const url = (link.url ?? '').trim();
  return url.startsWith('/') && !/^\/(ku|ar|en)(\/|$)/.test(url) ? ctx.href(url) : url;
};

function translationsOf(json: string, ctx: RenderContext): Record<string, string> {
  if (!json.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    // Reported below; the widget's own translations stand in.
  }
  ctx.warn('range_calculator: translations is not a JSON object of texts');
  return {};
}

export function RangeCalculator({ props, ctx }: BlockRenderProps<RangeCalculatorProps>) {
  const texts = RANGE_FALLBACK_TEXTS[ctx.segment];
  const cars = props.cars.filter((c: RangeCarGroup) => c.car_key.trim());
  if (!props.json_url.trim()) ctx.warn('range_calculator: json_url is empty, the widget will show its error');
  const config = {
    json_url: props.json_url.trim(),
    range_unit: toRangeUnit(props.range_unit),
    select_label: props.select_label,
    range_label: props.range_label,
    range_disclaimer: props.range_disclaimer,
    modal: { button: props.modal_button_text, title: props.modal_title, content: props.modal_content },
    translations: translationsOf(props.translations, ctx),
    cars: cars.map((c) => ({
      key: c.car_key.trim(),
      name: c.car_name,
      description: c.car_description,
      image: { src: c.image?.src ?? '', alt: c.image?.alt ?? '' },
      link: { label: c.car_link?.link_text ?? '', url: c.car_link ? urlOf(c.car_link, ctx) : '' },
    })),
    engines: readOptionsMap(props.range_car_engines_mapper),
    wheels: readOptionsMap(props.wheel_sizes_mapper),
  };
  return (
    <BlockSection blockKey="range_calculator" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-range-block">
      <WidgetElement tag="lrdx-range-calculator" ctx={ctx} config={config}>
        <div className="lrdx-range-fallback">
          <h2 className="lrdx-heading">{texts.title}</h2>
          <p>{props.select_label || texts.selectCar}</p>
          <ul className="lrdx-range-fallback__cars">
            {config.cars.map((c) => (
              <li key={c.key}>
                <strong>
                  <bdi>{c.name || c.key}</bdi>
                </strong>
                {c.description ? <span> — {c.description}</span> : null}
                {c.link.url ? (
                  <>
                    {' '}
                    <a href={c.link.url}>{c.link.label || texts.discover}</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="lrdx-range-fallback__disclaimer">{props.range_disclaimer || texts.disclaimer}</p>
          <NoScriptNotice text={texts.noScript} />
        </div>
      </WidgetElement>
    </BlockSection>
  );
}
