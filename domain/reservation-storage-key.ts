/**
 * The storage key of a reservation in progress or made (docs/embedding.md, "What the widgets do"),
 * verbatim. Here, not in the machine's types, because the reservation block names it too: the
 * loader starts the widget at once when the browser keeps one (site/blocks/reservation_flow/render.tsx).
 */
export const RESERVATION_STORAGE_KEY = 'sl_order_online_reservation';
