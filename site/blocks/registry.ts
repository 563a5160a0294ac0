/**
 * Block key -> template + renderer. The seed writes the templates to block_templates; the site
 * renders page blocks through `renderBlock`. An unknown key renders nothing and is logged once per
 * process, so an old page with a retired block still shows the rest.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageBlock } from '../../domain/page.js';
import { Accordion } from './accordion/render.js';
import { CATALOGUE_B_BLOCKS } from './catalogue-b.js';
import { CATALOGUE_TOOLS_BLOCKS } from './catalogue-tools.js';
import { CATALOGUE_C_BLOCKS } from './catalogue-c.js';
import { TOOLS_A_BLOCKS } from './catalogue-tools-a.js';
import { RANGE_BRANCH_BLOCKS } from './catalogue-range.js';
import { accordionTemplate } from './accordion/template.js';
import { ContentBlocks } from './content_blocks/render.js';
import { contentBlocksTemplate } from './content_blocks/template.js';
import { FabBlock } from './fab/render.js';
import { fabBlockTemplate } from './fab/template.js';
import { FinanceCalculator } from './finance_calculator/render.js';
import { financeCalculatorTemplate } from './finance_calculator/template.js';
import { FormBlock } from './form/render.js';
import { formTemplate } from './form/template.js';
import { HeroBanner } from './hero_banner/render.js';
import { heroBannerTemplate } from './hero_banner/template.js';
import { readProps } from './read-props.js';
import { BlockFailed } from './shared/block-failed.js';
import { CancellationFlow } from './cancellation_flow/render.js';
import { cancellationFlowTemplate } from './cancellation_flow/template.js';
import { ReservationFlow } from './reservation_flow/render.js';
import { reservationFlowTemplate } from './reservation_flow/template.js';
import { RetailerList } from './retailer_list/render.js';
import { retailerListTemplate } from './retailer_list/template.js';
import { Snippet } from './snippet/render.js';
import { snippetTemplate } from './snippet/template.js';
import { StockLocator } from './stock_locator/render.js';
import { stockLocatorTemplate } from './stock_locator/template.js';
import { HeroTitleBanner } from './hero_title_banner/render.js';
import { heroTitleBannerTemplate } from './hero_title_banner/template.js';
import { SignPost } from './sign_post/render.js';
import { signPostTemplate } from './sign_post/template.js';
import { TextSteps } from './text_steps/render.js';
import { textStepsTemplate } from './text_steps/template.js';
import { Quote } from './quote/render.js';
import { quoteTemplate } from './quote/template.js';
import { AccoladeImageBox } from './accolade_image_box/render.js';
import { accoladeImageBoxTemplate } from './accolade_image_box/template.js';
import { SingleOffer } from './single_offer/render.js';
import { singleOfferTemplate } from './single_offer/template.js';
import { IconsTimeline } from './icons_timeline/render.js';
import { iconsTimelineTemplate } from './icons_timeline/template.js';
import { MapUpdate } from './map_update/render.js';
import { mapUpdateTemplate } from './map_update/template.js';
import { CarRent } from './car_rent/render.js';
import { carRentTemplate } from './car_rent/template.js';
import { ImmersiveVideoHero } from './immersive_video_hero/render.js';
import { immersiveVideoHeroTemplate } from './immersive_video_hero/template.js';
import { HouseOfBrands } from './house_of_brands/render.js';
import { houseOfBrandsTemplate } from './house_of_brands/template.js';
import type { BaseBlockProps, BlockProps, BlockDefinition, BlockTemplate, RenderContext } from './types.js';
import { FuelTypeQuiz } from './fuel_type_quiz/render.js';
import { fuelTypeQuizTemplate } from './fuel_type_quiz/template.js';
import { DefenderQuiz } from './defender_quiz/render.js';
import { defenderQuizTemplate } from './defender_quiz/template.js';
import { PowertrainQuiz } from './powertrain_quiz/render.js';
import { powertrainQuizTemplate } from './powertrain_quiz/template.js';
import { SubscriptionQuiz } from './subscription_quiz/render.js';
import { subscriptionQuizTemplate } from './subscription_quiz/template.js';

export interface RegisteredBlock {
  template: BlockTemplate<BaseBlockProps>;
  render(rawProps: Record<string, unknown>, ctx: RenderContext): ReactNode;
}

/** Erases the props type once the renderer is bound to its own template. */
function register<P extends BlockProps>(definition: BlockDefinition<P>): RegisteredBlock {
  return {
    template: definition.template as unknown as BlockTemplate<BaseBlockProps>,
    render: (rawProps, ctx) => createElement(definition.Render, { props: readProps(definition.template, rawProps), ctx }),
  };
}

export const BLOCKS: ReadonlyMap<string, RegisteredBlock> = new Map(
  [
    register({ template: heroBannerTemplate, Render: HeroBanner }),
    register({ template: snippetTemplate, Render: Snippet }),
    register({ template: contentBlocksTemplate, Render: ContentBlocks }),
    register({ template: accordionTemplate, Render: Accordion }),
    register({ template: stockLocatorTemplate, Render: StockLocator }),
    register({ template: reservationFlowTemplate, Render: ReservationFlow }),
    register({ template: cancellationFlowTemplate, Render: CancellationFlow }),
    register({ template: retailerListTemplate, Render: RetailerList }),
    register({ template: fabBlockTemplate, Render: FabBlock }),
    // Catalogue blocks, part A: content, media and layout blocks.
    register({ template: heroTitleBannerTemplate, Render: HeroTitleBanner }),
    register({ template: signPostTemplate, Render: SignPost }),
    register({ template: textStepsTemplate, Render: TextSteps }),
    register({ template: quoteTemplate, Render: Quote }),
    register({ template: accoladeImageBoxTemplate, Render: AccoladeImageBox }),
    register({ template: singleOfferTemplate, Render: SingleOffer }),
    register({ template: iconsTimelineTemplate, Render: IconsTimeline }),
    register({ template: mapUpdateTemplate, Render: MapUpdate }),
    register({ template: carRentTemplate, Render: CarRent }),
    register({ template: immersiveVideoHeroTemplate, Render: ImmersiveVideoHero }),
    register({ template: houseOfBrandsTemplate, Render: HouseOfBrands }),
    // Catalogue blocks, part B.
    ...CATALOGUE_B_BLOCKS.map((definition) => register(definition)),
    // Rent-a-car and the lead-form blocks.
    ...CATALOGUE_TOOLS_BLOCKS.map((definition) => register(definition)),
    // Catalogue blocks, part C.
    ...CATALOGUE_C_BLOCKS.map((definition) => register(definition)),
    register({ template: financeCalculatorTemplate, Render: FinanceCalculator }),
    register({ template: fuelTypeQuizTemplate, Render: FuelTypeQuiz }),
    register({ template: defenderQuizTemplate, Render: DefenderQuiz }),
    register({ template: powertrainQuizTemplate, Render: PowertrainQuiz }),
    register({ template: subscriptionQuizTemplate, Render: SubscriptionQuiz }),
    register({ template: formTemplate, Render: FormBlock }),
    // Dealer-site tools: VIN checker, update checker, retailer locator.
    ...TOOLS_A_BLOCKS.map((definition) => register(definition)),
    ...RANGE_BRANCH_BLOCKS.map((definition) => register(definition)),
  ].map((block) => [block.template.key, block]),
);

const warnedKeys = new Set<string>();

export function renderBlock(block: PageBlock, ctx: RenderContext, blocks: ReadonlyMap<string, RegisteredBlock> = BLOCKS): ReactNode {
  const registered = blocks.get(block.template);
  if (!registered) {
    if (!warnedKeys.has(block.template)) {
      warnedKeys.add(block.template);
      ctx.warn(`Unknown block template "${block.template}": the block is not rendered`);
    }
    return null;
  }
  const element = registered.render(block.props, ctx);
  // Server rendering has no error boundaries: render the block alone first, so one that throws
  // (bad stored data, a bug) costs only its own place on the page. Blocks are small and pure.
  try {
    renderToStaticMarkup(element);
    return element;
  } catch (error) {
    const key = `failed:${block.template}:${block.id}`;
    if (!warnedKeys.has(key)) {
      warnedKeys.add(key);
      ctx.warn(`Block "${block.template}" (${block.id}) failed to render: ${error instanceof Error ? error.message : String(error)}`);
    }
    return createElement(BlockFailed, { blockKey: block.template, ctx });
  }
}

export function blockTemplates(): BlockTemplate<BaseBlockProps>[] {
  return [...BLOCKS.values()].map((block) => block.template);
}
