import type { TextKey } from '../../runtime/i18n.js';
import type { SoftLockTexts } from './translations/en.js';

/**
 * The translate function the pieces need: a widget passes its own i18next `t` (whose tables
 * include the soft-lock texts), so the pieces carry no i18n instance of their own.
 */
export type SoftLockTranslate = (key: TextKey<SoftLockTexts>, options?: Record<string, string | number>) => string;
