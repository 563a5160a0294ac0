/**
 * Every settings key the code reads or seeds (the stored keys, verbatim, so existing data keeps working; docs/site-shell.md, "Settings"), in one place: server,
 * site and widgets name a setting through this table, never through a string of their own.
 */
export const SETTING_KEYS = {
  /** Price format, symbol, delimiter and double price (docs/embedding.md, "What the widgets do"). */
  priceSettings: 'price_settings',
  /** Stock locator features switched on (`postcode_search`, `owner_visible`, …). */
  additionalFeatures: 'additional_features',
  /** `overseas` or a market name: which offers a card shows. */
  stockMarket: 'stock_locator.market',
  stockLanguage: 'stock_locator.language',
  /** The payment vendor and its keys. */
  paymentConfig: 'buy_online.payment_config',
  /** `off` or `required`: whether buyers' phones are checked by SMS. */
  phoneVerification: 'buy_online.phone_verification',
  appName: 'general.app_name',
  notFoundHtml: 'general.404_page',
  navigationDisabledOnPages: 'navigation.disabled_on_pages',
  backButton: 'global.sl_back_button',
  /** Path patterns per navigation variant (docs/site-shell.md). */
  navigationVariants: 'navigation.variants',
  /** Brand logos and homepages by path: [{ matchingPath, homepage, logo }]. */
  brandLogos: 'navigation.brand_logos',
  /** The external navigation service: { origin, locales }. */
  naasConfiguration: 'naas_navigation.configuration',
  /** Per language: `navigation.retailer_bar.ku` and so on. */
  retailerBar: 'navigation.retailer_bar',
  /** Per language: `navigation.offers_banner.ku` and so on. */
  offersBanner: 'navigation.offers_banner',
  /** Per language: `footer.configuration.ku` and so on. */
  footerConfiguration: 'footer.configuration',
  offersApiUrl: 'mena.offers_api_url',
  /** Data source of a dynamic-content strategy: `dynamic_content.mena_external_sl`, `dynamic_content.{product}_sl`. */
  dynamicContent: 'dynamic_content',
  /** Offers per car model (JSON array of CarModelOffer), served by GET /offer_car_models. */
  offerCarModels: 'offers.car_models',
  /** Where current exchange rates come from; unset means the local stand-in (server/adapters/currency-rates/). */
  currencyExchangeApiUrl: 'currency_exchange.api_url',
  /** Key of the rates object in the source's answer (default 'data'). */
  currencyExchangeResponseKey: 'currency_exchange.response_key',
  /** Key of the rates' start date in the source's answer (default 'startdate'). */
  currencyExchangeDateKey: 'currency_exchange.date_key',
  /** Site-wide meta tags: a JSON array of { name | property, content }. */
  meta: 'general.meta',
  /** Image id of the share image when a page has none. */
  defaultImageId: 'general.default_image_id',
  /** Site theme: 'lrdx' (default) or another brand theme (changes the page-not-found view). */
  theme: 'general.theme',
  /** Overrides of the other themes' page-not-found view: { heading, image_id, paragraph, button_label }. */
  notFoundOverrides: 'general.404_page_overrides',
} as const;

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];
