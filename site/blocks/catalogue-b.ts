/**
 * The catalogue blocks of part B, in one list so the registry (registry.ts) adds them with one
 * line. Each entry binds a template to its renderer.
 */
import type { BaseBlockProps, BlockDefinition } from './types.js';
import { CollectionItem } from './collection_item/render.js';
import { collectionItemTemplate } from './collection_item/template.js';
import { CollectionSlider } from './collection_slider/render.js';
import { collectionSliderTemplate } from './collection_slider/template.js';
import { CollectionCarousel } from './collection_carousel/render.js';
import { collectionCarouselTemplate } from './collection_carousel/template.js';
import { ModelsCarousel } from './models_carousel/render.js';
import { modelsCarouselTemplate } from './models_carousel/template.js';
import { ModelsAndSpecifications } from './models_and_specifications/render.js';
import { modelsAndSpecificationsTemplate } from './models_and_specifications/template.js';
import { ModelSummary } from './model_summary/render.js';
import { modelSummaryTemplate } from './model_summary/template.js';
import { ModelSummaryFilters } from './model_summary_filters/render.js';
import { modelSummaryFiltersTemplate } from './model_summary_filters/template.js';
import { SpecificationAtAGlance } from './specification_at_a_glance/render.js';
import { specificationAtAGlanceTemplate } from './specification_at_a_glance/template.js';
import { SectionTabs } from './section_tabs/render.js';
import { sectionTabsTemplate } from './section_tabs/template.js';
import { SectionImageTabs } from './section_image_tabs/render.js';
import { sectionImageTabsTemplate } from './section_image_tabs/template.js';
import { TabbedComponent } from './tabbed_component/render.js';
import { tabbedComponentTemplate } from './tabbed_component/template.js';
import { Exterior360 } from './exterior_360/render.js';
import { exterior360Template } from './exterior_360/template.js';
import { Interior360 } from './interior_360/render.js';
import { interior360Template } from './interior_360/template.js';
import { ColorButtonCarousel } from './color_button_carousel/render.js';
import { colorButtonCarouselTemplate } from './color_button_carousel/template.js';
import { NumberButtonCarousel } from './number_button_carousel/render.js';
import { numberButtonCarouselTemplate } from './number_button_carousel/template.js';
import { ContentBlocksCarousel } from './content_blocks_carousel/render.js';
import { contentBlocksCarouselTemplate } from './content_blocks_carousel/template.js';
import { DualFrameCarousel } from './dual_frame_carousel/render.js';
import { dualFrameCarouselTemplate } from './dual_frame_carousel/template.js';
import { SeatSlider } from './seat_slider/render.js';
import { seatSliderTemplate } from './seat_slider/template.js';
import { Masonry } from './masonry/render.js';
import { masonryTemplate } from './masonry/template.js';
import { InspiredCollection } from './inspired_collection/render.js';
import { inspiredCollectionTemplate } from './inspired_collection/template.js';
import { HotspotsContainer } from './hotspots_container/render.js';
import { hotspotsContainerTemplate } from './hotspots_container/template.js';
import { ReadyToGoBar } from './ready_to_go_bar/render.js';
import { readyToGoBarTemplate } from './ready_to_go_bar/template.js';
import { GalleryCategories } from './gallery_categories/render.js';
import { galleryCategoriesTemplate } from './gallery_categories/template.js';
import { GalleryCarousel } from './gallery_carousel/render.js';
import { galleryCarouselTemplate } from './gallery_carousel/template.js';
import { StockLocatorOverseas } from './stock_locator_overseas/render.js';
import { stockLocatorOverseasTemplate } from './stock_locator_overseas/template.js';
import { StockCarousel } from './stock_carousel/render.js';
import { stockCarouselTemplate } from './stock_carousel/template.js';

/** Erases the props type once the renderer is bound to its own template. */
function bind<P extends BaseBlockProps>(definition: BlockDefinition<P>): BlockDefinition<BaseBlockProps> {
  return definition as unknown as BlockDefinition<BaseBlockProps>;
}

export const CATALOGUE_B_BLOCKS: readonly BlockDefinition<BaseBlockProps>[] = [
  bind({ template: collectionItemTemplate, Render: CollectionItem }),
  bind({ template: collectionSliderTemplate, Render: CollectionSlider }),
  bind({ template: collectionCarouselTemplate, Render: CollectionCarousel }),
  bind({ template: modelsCarouselTemplate, Render: ModelsCarousel }),
  bind({ template: modelsAndSpecificationsTemplate, Render: ModelsAndSpecifications }),
  bind({ template: modelSummaryTemplate, Render: ModelSummary }),
  bind({ template: modelSummaryFiltersTemplate, Render: ModelSummaryFilters }),
  bind({ template: specificationAtAGlanceTemplate, Render: SpecificationAtAGlance }),
  bind({ template: sectionTabsTemplate, Render: SectionTabs }),
  bind({ template: sectionImageTabsTemplate, Render: SectionImageTabs }),
  bind({ template: tabbedComponentTemplate, Render: TabbedComponent }),
  bind({ template: exterior360Template, Render: Exterior360 }),
  bind({ template: interior360Template, Render: Interior360 }),
  bind({ template: colorButtonCarouselTemplate, Render: ColorButtonCarousel }),
  bind({ template: numberButtonCarouselTemplate, Render: NumberButtonCarousel }),
  bind({ template: contentBlocksCarouselTemplate, Render: ContentBlocksCarousel }),
  bind({ template: dualFrameCarouselTemplate, Render: DualFrameCarousel }),
  bind({ template: seatSliderTemplate, Render: SeatSlider }),
  bind({ template: masonryTemplate, Render: Masonry }),
  bind({ template: inspiredCollectionTemplate, Render: InspiredCollection }),
  bind({ template: hotspotsContainerTemplate, Render: HotspotsContainer }),
  bind({ template: readyToGoBarTemplate, Render: ReadyToGoBar }),
  bind({ template: galleryCategoriesTemplate, Render: GalleryCategories }),
  bind({ template: galleryCarouselTemplate, Render: GalleryCarousel }),
  bind({ template: stockLocatorOverseasTemplate, Render: StockLocatorOverseas }),
  bind({ template: stockCarouselTemplate, Render: StockCarousel }),
];
