/**
 * Select vehicle to update: <lrdx-update-checker> with the block's settings, and inside it a
 * server-rendered fallback listing every result group with its how-to text and button, so a
 * visitor without script still finds the instructions (light DOM, hidden once the widget renders).
 */
import { readUpdateMapper } from '../../../domain/vehicle-update/update-matcher.js';
import { BlockSection } from '../shared/block-section.js';
import { WidgetElement } from '../shared/widget-element.js';
import type { BlockRenderProps, LinkValue, RenderContext } from '../types.js';
import type { SelectVehicleToUpdateProps, UpdateGroup } from './template.js';

const FALLBACK_TITLE = { ku: 'ئۆتۆمبێلەکەت هەڵبژێرە', ar: 'اختر سيارتك', en: 'Select your vehicle' } as const;

const urlOf = (link: LinkValue, ctx: RenderContext) => {
  const url = (link.url ?? '').trim();
  return url.startsWith('/') && !/^\/(ku|ar|en)(\/|$)/.test(url) ? ctx.href(url) : url;
};
const button = (link: LinkValue, ctx: RenderContext) => ({ label: (link.link_text ?? '').trim(), url: urlOf(link, ctx) });

export function SelectVehicleToUpdate({ props, ctx }: BlockRenderProps<SelectVehicleToUpdateProps>) {
  const groups = props.groups.filter((g: UpdateGroup) => g.subblock_key.trim());
  const viewAll = button(props.view_all_link, ctx);
  const mapper = readUpdateMapper(props.subblocks_mapper);
  const config = {
    title: props.title,
    button_text: props.button_text,
    clear_text: props.clear_text,
    parent_label: props.parent_label,
    parent_placeholder: props.parent_placeholder,
    parent_all_label: props.parent_all_label,
    child_label: props.child_label,
    child_placeholder: props.child_placeholder,
    child_all_label: props.child_all_label,
    result_text: props.result_text,
    result_text_label: props.result_text_label,
    info_text_below: props.info_text_below,
    view_all_link_text: props.view_all_link_text,
    view_all_link: viewAll,
    // Parsed and cleaned here, so the widget gets one JSON document, not JSON inside JSON.
    subblocks_mapper: {
      dropdowns: mapper.parents.map((p) => ({ label: p.label, key: p.key, children: p.children })),
      subblocks_groups: mapper.groups.map((g) => ({
        key: g.key,
        match_dropdowns: g.matches.map((m) => ({ parent_key: m.parentKey, child_key: m.childKeys })),
      })),
    },
    groups: groups.map((g) => ({
      subblock_key: g.subblock_key.trim(),
      button_text: g.button_text,
      modal_title: g.modal_title,
      modal_description: g.modal_description,
      modal_button: button(g.modal_button, ctx),
    })),
  };
  return (
    <BlockSection blockKey="select_vehicle_to_update" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-update-block">
      <WidgetElement tag="lrdx-update-checker" ctx={ctx} config={config}>
        <div className="lrdx-update-fallback">
          <h2 className="lrdx-heading">{props.title || FALLBACK_TITLE[ctx.segment]}</h2>
          <ul>
            {groups.map((g) => {
              const link = button(g.modal_button, ctx);
              return (
                <li key={g.subblock_key}>
                  <h3>{g.modal_title || g.subblock_key}</h3>
                  {g.modal_description ? <p>{g.modal_description}</p> : null}
                  {link.label && link.url ? <a href={link.url}>{link.label}</a> : null}
                </li>
              );
            })}
          </ul>
          {viewAll.label && viewAll.url ? <a href={viewAll.url}>{props.view_all_link_text || viewAll.label}</a> : null}
        </div>
      </WidgetElement>
    </BlockSection>
  );
}
