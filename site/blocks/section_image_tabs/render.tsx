/** Section image tabs: picture tab links over the following blocks (see shared/tabs.tsx). */
import { BlockSection } from '../shared/block-section.js';
import { BlockImage } from '../shared/block-image.js';
import { Tabs, tabId } from '../shared/tabs.js';
import type { BlockRenderProps } from '../types.js';
import type { SectionImageTabsProps } from './template.js';

export function SectionImageTabs({ props }: BlockRenderProps<SectionImageTabsProps>) {
  const tabs = props.tabs.filter((tab) => tab.tab_label.trim() !== '');
  if (tabs.length === 0) return null;
  return (
    <BlockSection blockKey="section_image_tabs" scrollId={props.block_scroll_id} className="lrdx-section-tabs">
      <Tabs
        label={props.label}
        variant="images"
        tabs={tabs.map((tab, index) => ({
          id: tabId(tab.tab_id, index, 'section'),
          label: tab.tab_label,
          blocksCount: Math.max(1, Math.round(tab.blocks_count)),
          // Through the media pipeline (a scene path is no file by itself); the label names the tab.
          image: tab.image.src ? <BlockImage image={{ ...tab.image, alt: '' }} width={320} height={180} /> : undefined,
        }))}
      />
    </BlockSection>
  );
}
