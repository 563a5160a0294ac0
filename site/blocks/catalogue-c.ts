/**
 * The catalogue blocks of part C (hero carousel, parallax image, HTML box, electrifying power,
 * in-page navigation, quote slider, news, dual-frame dealer location map, dropdown sections
 * select), in one list so the registry (registry.ts) adds them with one line.
 */
import type { BaseBlockProps, BlockDefinition, BlockProps } from './types.js';
import { DropdownSectionsSelect } from './dropdown_sections_select/render.js';
import { dropdownSectionsSelectTemplate } from './dropdown_sections_select/template.js';
import { DualFrameLocationMap } from './dual_frame_location_map/render.js';
import { dualFrameLocationMapTemplate } from './dual_frame_location_map/template.js';
import { ElectrifyingPower } from './electrifying_power/render.js';
import { electrifyingPowerTemplate } from './electrifying_power/template.js';
import { HeroCarousel } from './hero_carousel/render.js';
import { heroCarouselTemplate } from './hero_carousel/template.js';
import { HtmlBox } from './html_box/render.js';
import { htmlBoxTemplate } from './html_box/template.js';
import { InPageNavigation } from './in_page_navigation/render.js';
import { inPageNavigationTemplate } from './in_page_navigation/template.js';
import { News } from './news/render.js';
import { newsTemplate } from './news/template.js';
import { ParallaxImage } from './parallax_image/render.js';
import { parallaxImageTemplate } from './parallax_image/template.js';
import { QuoteSlider } from './quote_slider/render.js';
import { quoteSliderTemplate } from './quote_slider/template.js';

/** Erases the props type once the renderer is bound to its own template. */
function bind<P extends BlockProps>(definition: BlockDefinition<P>): BlockDefinition<BaseBlockProps> {
  return definition as unknown as BlockDefinition<BaseBlockProps>;
}

export const CATALOGUE_C_BLOCKS: readonly BlockDefinition<BaseBlockProps>[] = [
  bind({ template: heroCarouselTemplate, Render: HeroCarousel }),
  bind({ template: htmlBoxTemplate, Render: HtmlBox }),
  bind({ template: inPageNavigationTemplate, Render: InPageNavigation }),
  bind({ template: newsTemplate, Render: News }),
  bind({ template: quoteSliderTemplate, Render: QuoteSlider }),
  bind({ template: parallaxImageTemplate, Render: ParallaxImage }),
  bind({ template: electrifyingPowerTemplate, Render: ElectrifyingPower }),
  bind({ template: dualFrameLocationMapTemplate, Render: DualFrameLocationMap }),
  bind({ template: dropdownSectionsSelectTemplate, Render: DropdownSectionsSelect }),
];
