/**
 * The block's settings as the widget reads them (site/blocks/select_vehicle_to_update sends them
 * as JSON): the texts (an empty one shows the translation), the mapper and the result groups.
 */
import { readUpdateMapper, type UpdateMapper } from '../../domain/vehicle-update/update-matcher.js';
import { readJsonAttribute } from '../runtime/json-attribute.js';

export interface UpdateGroupView {
  key: string;
  button: string;
  modalTitle: string;
  modalDescription: string;
  modalButton: { label: string; url: string };
}

export interface UpdateCheckerConfig {
  texts: Record<string, string>;
  viewAll: { label: string; url: string };
  /** info_text_below: under the results. */
  info: string;
  mapper: UpdateMapper;
  groups: UpdateGroupView[];
}

/** Block field → translation key, for the texts the editor may replace. */
export const TEXT_FIELDS: Readonly<Record<string, string>> = {
  title: 'title',
  parent_label: 'parentLabel',
  parent_placeholder: 'parentPlaceholder',
  parent_all_label: 'parentAll',
  child_label: 'childLabel',
  child_placeholder: 'childPlaceholder',
  child_all_label: 'childAll',
  button_text: 'button',
  clear_text: 'clear',
  result_text: 'resultText',
  result_text_label: 'resultLabel',
};

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function readUpdateCheckerConfig(json: string | undefined): UpdateCheckerConfig {
  // Broken JSON: the translations and no vehicles; the block's fallback says the rest.
  const r = readJsonAttribute(json);
  const texts: Record<string, string> = {};
  for (const [field, key] of Object.entries(TEXT_FIELDS)) if (str(r[field])) texts[key] = str(r[field]);
  const groups = (Array.isArray(r.groups) ? r.groups : []).flatMap((g: unknown) => {
    const gr = (g && typeof g === 'object' ? g : {}) as Record<string, unknown>;
    const key = str(gr.subblock_key);
    if (!key) return [];
    const button = (gr.modal_button && typeof gr.modal_button === 'object' ? gr.modal_button : {}) as Record<string, unknown>;
    return [
      {
        key,
        button: str(gr.button_text),
        modalTitle: str(gr.modal_title),
        modalDescription: str(gr.modal_description),
        modalButton: { label: str(button.label), url: str(button.url) },
      },
    ];
  });
  const viewAll = (r.view_all_link && typeof r.view_all_link === 'object' ? r.view_all_link : {}) as Record<string, unknown>;
  return {
    texts,
    viewAll: { label: str(r.view_all_link_text) || str(viewAll.label), url: str(viewAll.url) },
    info: str(r.info_text_below),
    mapper: readUpdateMapper(r.subblocks_mapper ?? {}),
    groups,
  };
}
