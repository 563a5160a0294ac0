/** Entry form: the form in its column (start, centre or end of the line) and the image, when given, in the other. */
import { BlockSection } from '../shared/block-section.js';
import { BlockHeading } from '../shared/heading.js';
import { LeadForm } from '../shared/lead-form.js';
import { Paragraphs } from '../shared/paragraphs.js';
import { Picture } from '../shared/picture.js';
import type { BlockRenderProps } from '../types.js';
import type { EntryFormProps } from './template.js';
import { entryFormLeadForm } from './lead-forms.js';

export function EntryForm({ props, ctx }: BlockRenderProps<EntryFormProps>) {
  const position = ['left', 'center', 'right'].includes(props.form_position) ? props.form_position : 'left';
  const withImage = props.image.src.trim() !== '' && position !== 'center';
  return (
    <BlockSection
      blockKey="entry_form"
      scrollId={props.block_scroll_id}
      className={`lrdx-grid lrdx-entry-form lrdx-entry-form--${position}`}
    >
      <div className={withImage ? 'lrdx-entry-form__layout' : 'lrdx-entry-form__single'}>
        <div className="lrdx-entry-form__form">
          <BlockHeading heading={props.heading} level={props.heading_level} />
          <Paragraphs text={props.paragraph} className="lrdx-paragraph" />
          <LeadForm options={entryFormLeadForm(props)} ctx={ctx} />
        </div>
        {withImage ? <Picture image={props.image} sizes="(min-width: 901px) 50vw, 100vw" className="lrdx-entry-form__media" /> : null}
      </div>
    </BlockSection>
  );
}
