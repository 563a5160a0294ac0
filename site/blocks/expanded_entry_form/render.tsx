/**
 * Expanded entry form: the tabs (shared/tabs.tsx, enhanced by <lrdx-tabs>; without script every
 * panel shows under its link) with each tab's form and image. Only the first top_tabs_limit tabs
 * with a label are shown; each tab keeps its side padding (tab_x_padding) as a class (shared/tabs.tsx, styles.css).
 */
import { HeadedBlockSection } from '../shared/block-section.js';
import { Icon } from '../shared/icons.js';
import { LeadForm } from '../shared/lead-form.js';
import { Picture } from '../shared/picture.js';
import { Tabs, tabId } from '../shared/tabs.js';
import type { BlockRenderProps } from '../types.js';
import { DEFAULT_TAB_X_PADDING, type ExpandedEntryFormProps } from './template.js';
import { shownTabs, tabLeadForm } from './lead-forms.js';

export function ExpandedEntryForm({ props, ctx }: BlockRenderProps<ExpandedEntryFormProps>) {
  const tabs = shownTabs(props);
  if (tabs.length === 0) return null;
  return (
    <HeadedBlockSection blockKey="expanded_entry_form" props={props} className="lrdx-grid lrdx-entry-tabs">
      <Tabs
        label={props.label}
        variant="entry-form"
        tabs={tabs.map((t, index) => ({
          id: tabId(t.tab_id, index, 'entry-form'),
          label: t.label,
          icon: <Icon name={t.icon} />,
          paddingInline: Math.max(0, Number.isFinite(t.tab_x_padding) ? t.tab_x_padding : DEFAULT_TAB_X_PADDING),
        }))}
        panels={tabs.map((t, index) => (
          <div key={index} className={t.image.src ? 'lrdx-entry-tabs__panel lrdx-entry-tabs__panel--image' : 'lrdx-entry-tabs__panel'}>
            <LeadForm options={tabLeadForm(t)} ctx={ctx} />
            {t.image.src ? <Picture image={t.image} sizes="(min-width: 901px) 45vw, 100vw" className="lrdx-entry-tabs__media" /> : null}
          </div>
        ))}
      />
    </HeadedBlockSection>
  );
}
