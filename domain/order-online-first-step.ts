/**
 * The order-online steps page drawn by the server (docs/decisions.md, "Page speed as a first-time
 * visitor gets it"): the widget's steps page inside `<lrdx-order-online>` (a declarative shadow
 * root), and the journey's data it was drawn from in a child `<script type="application/json">`
 * marked with this attribute, which the widget's machine starts from when it takes over.
 */
export const ORDER_FIRST_STEP_ATTRIBUTE = 'data-lrdx-order-first-step';
