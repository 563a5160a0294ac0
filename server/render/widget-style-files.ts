/**
 * The CSS files of each widget whose first screen the server draws, in the order its
 * widgets/<name>/element.ts passes them to defineWidget: the `<style>` of the drawn shadow root
 * must be the sheet the widget adopts when it takes over, or the take-over restyles the screen.
 *
 * Why a list checked by a test (widget-style-files.test.ts) and not one list both sides read: an
 * element.ts gets its CSS through static `?inline` imports that the build turns into strings
 * (docs/architecture.md, "Build"), which a list of paths cannot drive; and the server may import
 * only a widget's server-render, never its element.ts with React and the bundle's CSS
 * (docs/architecture.md, "Who may import whom"). So the list lives here once for the server, and
 * the test reads each element.ts's imports and fails when the two differ.
 */
export const WIDGET_STYLE_FILES = {
  form: ['widgets/ui/tokens.css', 'widgets/ui/ui.css', 'widgets/features/flow/flow.css', 'widgets/form/styles.css'],
  'order-online': [
    'widgets/ui/tokens.css',
    'widgets/ui/ui.css',
    'widgets/features/soft-lock/soft-lock.css',
    'widgets/features/phone-verification/phone-verification.css',
    'widgets/order-online/styles.css',
  ],
  reservation: [
    'widgets/ui/tokens.css',
    'widgets/ui/ui.css',
    'widgets/features/flow/flow.css',
    'widgets/features/soft-lock/soft-lock.css',
    'widgets/features/phone-verification/phone-verification.css',
    'widgets/features/alert-sign-up/alert-form.css',
    'widgets/reservation/styles.css',
  ],
  'rent-a-car': ['widgets/ui/tokens.css', 'widgets/ui/ui.css', 'widgets/rent-a-car/styles.css'],
  showroom: ['widgets/ui/tokens.css', 'widgets/ui/ui.css', 'widgets/features/alert-sign-up/alert-form.css', 'widgets/showroom/styles.css'],
  'stock-carousel': [
    'widgets/ui/tokens.css',
    'widgets/ui/ui.css',
    'widgets/features/vehicle-cards/vehicle-cards.css',
    'widgets/stock-carousel/styles.css',
  ],
  'stock-locator': [
    'widgets/ui/tokens.css',
    'widgets/ui/ui.css',
    'widgets/features/vehicle-cards/vehicle-cards.css',
    'widgets/features/compare/compare-tray.css',
    'widgets/features/alert-sign-up/alert-form.css',
    'widgets/stock-locator/styles.css',
    'widgets/stock-locator/filters.css',
  ],
} as const satisfies Record<string, readonly string[]>;

/** A widget whose first screen the server draws (widgets/<name>/server-render.tsx). */
export type DrawnWidget = keyof typeof WIDGET_STYLE_FILES;
