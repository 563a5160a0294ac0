/**
 * The shared card step of the reservation and order-online widgets: `createCardStep` is what a
 * widget's pay actor confirms through, `<CardFieldSlot>` mounts the vendor's field in a view (the
 * Stripe field and `@stripe/stripe-js` load only for STRIPE), `<CardPayForm>` is the step's form
 * around it. See types.ts.
 */
export * from './types.js';
export { createCardField, createCardStep, type CardStep } from './card-step.js';
export { recallClientSecret, rememberClientSecret } from './client-secret.js';
export { CardFieldSlot, type CardFieldSlotProps } from './card-field-slot.js';
export { CardPayForm, type CardPayFormProps } from './card-pay-form.js';
