/**
 * Specification accordion (catalogue, "Specification accordion": labels for select model, engine,
 * specification; model_key_additional; at most 100 specification groups). Each group is one
 * specification section (Performance, Dimensions…) of one model and engine; the visitor chooses the
 * model and the engine and reads that car's sections as an accordion. `model_key_additional` names,
 * comma-separated, the model keys the model select offers, in that order (a model page's block can
 * offer its sibling: the Defender 110 page also offering the 130); empty offers every model of the
 * groups. Rows are one `Label | Value` per line.
 */
import { boolField, keyField, textField, headedBlockFields, fieldGroups, longTextField, arrayField } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface SpecificationGroup {
  model_key: string;
  model_label: string;
  engine_label: string;
  section_title: string;
  /** One `Label | Value` per line. */
  rows: string;
  /** Open when the page loads. */
  open: boolean;
}

export interface SpecificationAccordionProps extends HeadedBlockProps {
  select_model_label: string;
  select_engine_label: string;
  specification_label: string;
  model_key_additional: string;
  specifications: SpecificationGroup[];
}

export const SPECIFICATION_GROUPS_MAX = 100;

const emptyGroup: SpecificationGroup = {
  model_key: '',
  model_label: '',
  engine_label: '',
  section_title: '',
  rows: '',
  open: false,
};

export const specificationAccordionTemplate: BlockTemplate<SpecificationAccordionProps> = {
  key: 'specification_accordion',
  name: 'Specification accordion',
  description: 'Choose a model and an engine to read its specification sections as an accordion.',
  group: 'Models',
  short_description: 'Specifications by model and engine.',
  area: 'content',
  list_priority: 12,
  thumbnail: THUMBNAILS.specAccordion,
  ...fieldGroups('specifications', SPECIFICATION_GROUPS_MAX),
  fields: {
    ...headedBlockFields(),
    select_model_label: textField('Select model label'),
    select_engine_label: textField('Select engine label'),
    specification_label: textField('Specification label'),
    model_key_additional: keyField('Model keys offered (comma-separated; empty = every model)', 'defender-110, defender-130'),
    specifications: arrayField('Specifications', SPECIFICATION_GROUPS_MAX, emptyGroup, {
      model_key: keyField('Model key', 'defender-110'),
      model_label: textField('Model name'),
      engine_label: textField('Engine'),
      section_title: textField('Section title'),
      rows: longTextField('Rows (one "Label | Value" per line)'),
      open: boolField('Open when the page loads'),
    }),
  },
  defaultProps: {
    block_scroll_id: 'specifications',
    heading: '',
    heading_level: '2',
    select_model_label: '',
    select_engine_label: '',
    specification_label: '',
    model_key_additional: '',
    specifications: [],
  },
};
