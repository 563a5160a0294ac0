/**
 * The vehicle cards shared by the stock locator and the stock carousel: the grid (cards or
 * same-size skeletons), the card, the saved-vehicles hook. Texts: spread `translations/{ku,en,ar}`
 * into the widget's own tables and pass its `t`. Styles: include `vehicle-cards.css?inline`.
 */
export { VehicleGrid, type VehicleGridProps } from './vehicle-grid.js';
export { VehicleCard, CARD_FACTS, CARD_IMAGE, RETURN_PLACE_KEY, cardLines, type VehicleCardProps } from './vehicle-card.js';
export { useSavedVehicles } from './use-saved-vehicles.js';
export type { VehicleCardTexts } from './translations/en.js';
