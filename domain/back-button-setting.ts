/**
 * Setting `global.sl_back_button` (docs/embedding.md, "What the widgets do"): whether the stock locator's vehicle page
 * shows a back button, as JSON `{ "enabled": true }`. Unset, invalid JSON (logged as
 * 'Invalid JSON in global.sl_back_button') or another shape give null: no back button.
 */
import { SETTING_KEYS } from './setting-keys.js';

export interface BackButtonSetting {
  enabled: boolean;
}

export function parseBackButtonSetting(text: string | undefined, warn: (message: string) => void): BackButtonSetting | null {
  if (text === undefined || text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    warn(`Invalid JSON in ${SETTING_KEYS.backButton}`);
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  return { enabled: (parsed as { enabled?: unknown }).enabled === true };
}
