/** Tabbed component: inline tab panels, each an image slider or a 360 view. */
import { useId } from 'react';
import { isPictureBody, vehiclePicturePath } from '../../../domain/vehicle-picture.js';
import { HeadedBlockSection } from '../shared/block-section.js';
import { Carousel } from '../shared/carousel.js';
import { sizesFor } from '../shared/block-image.js';
import { Picture } from '../shared/picture.js';
import { Tabs } from '../shared/tabs.js';
import { generatedFrames, readFrames, View360 } from '../shared/view-360.js';
import type { BlockRenderProps, RenderContext } from '../types.js';
import type { TabbedComponentTab, TabbedComponentProps } from './template.js';

const HEX = /^#[0-9a-fA-F]{6}$/;

function Panel({ tab, ctx }: { tab: TabbedComponentTab; ctx: RenderContext }) {
  const body = isPictureBody(tab.body_style) ? tab.body_style : 'suv';
  const colour = HEX.test(tab.colour) ? tab.colour : '#1f2a30';
  const own = readFrames(tab.images);
  if (tab.component_type === 'exterior_360') {
    return <View360 ctx={ctx} mode="exterior" frames={own.length ? own : generatedFrames(body, colour)} alt={tab.alt} handle />;
  }
  if (tab.component_type === 'interior_360') {
    return (
      <View360 ctx={ctx} mode="interior" frames={own.length ? own : [vehiclePicturePath(body, colour, 'interior', 'full')]} alt={tab.alt} />
    );
  }
  const slides = own.length ? own : (['side', 'front', 'rear'] as const).map((view) => vehiclePicturePath(body, colour, view, 'hd'));
  return (
    <Carousel
      ctx={ctx}
      label={tab.tab_label}
      slides={slides.map((src, index) => (
        <Picture key={src} image={{ src, alt: `${tab.alt} ${index + 1}`.trim() }} sizes={sizesFor(1600)} />
      ))}
    />
  );
}

export function TabbedComponent({ props, ctx }: BlockRenderProps<TabbedComponentProps>) {
  const tabs = props.tabs.filter((tab) => tab.tab_label.trim() !== '');
  if (tabs.length === 0) return null;
  // useId keeps two tabbed components of one page from sharing panel ids.
  const idBase = `tabbed-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <HeadedBlockSection blockKey="tabbed_component" props={props} className="lrdx-grid lrdx-tabbed">
      <Tabs
        label={props.heading || tabs.map((tab) => tab.tab_label).join(', ')}
        tabs={tabs.map((tab, index) => ({ id: `${idBase}-${index + 1}`, label: tab.tab_label }))}
        panels={tabs.map((tab, index) => (
          <Panel key={index} tab={tab} ctx={ctx} />
        ))}
      />
    </HeadedBlockSection>
  );
}
