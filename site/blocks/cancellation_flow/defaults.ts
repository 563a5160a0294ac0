/** Default texts of the cancellation flow's content slots: exactly the widget's (domain/cancellation-slot-texts.ts). */
import { CANCELLATION_SLOT_TEXTS_EN } from '../../../domain/cancellation-slot-texts.js';

export const CANCELLATION_SLOT_DEFAULTS = CANCELLATION_SLOT_TEXTS_EN;

export type CancellationSlot = keyof typeof CANCELLATION_SLOT_DEFAULTS;
