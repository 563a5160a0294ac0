/**
 * Every settings key the code reads or seeds (the spec's keys, verbatim), in one place: server,
 * site and widgets name a setting through this table, never through a string of their own.
 */
export const SETTING_KEYS = {
  /** Price format, symbol, delimiter and double price (spec, section 5). */
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
} as const;

export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];
