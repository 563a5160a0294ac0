/**
 * When a modal (the modal form, spec shell section 4) may close: by its close button; by Escape only
 * when Escape is allowed; by the backdrop only when backdrop closing is on and both the pointer
 * down and the pointer up happened on the backdrop (a drag that starts inside and ends outside does
 * not close). Prevent-close blocks every way.
 */
export type CloseReason = 'button' | 'escape' | 'backdrop';

export interface CloseRules {
  allowEscape: boolean;
  closeOnBackdrop: boolean;
  preventClose: boolean;
}

export interface CloseAttempt {
  reason: CloseReason;
  /** For backdrop: where the pointer went down and came up. */
  downOnBackdrop?: boolean;
  upOnBackdrop?: boolean;
}

export function mayClose(rules: CloseRules, attempt: CloseAttempt): boolean {
  if (rules.preventClose) return false;
  switch (attempt.reason) {
    case 'button':
      return true;
    case 'escape':
      return rules.allowEscape;
    case 'backdrop':
      return rules.closeOnBackdrop && attempt.downOnBackdrop === true && attempt.upOnBackdrop === true;
  }
}

export const DEFAULT_CLOSE_RULES: CloseRules = { allowEscape: true, closeOnBackdrop: true, preventClose: false };

/** Close rules from a setting or attributes; anything not a boolean keeps the default. */
export function readCloseRules(value: unknown): CloseRules {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const flag = (key: string, fallback: boolean) => (typeof v[key] === 'boolean' ? (v[key] as boolean) : fallback);
  return {
    allowEscape: flag('allow_escape', DEFAULT_CLOSE_RULES.allowEscape),
    closeOnBackdrop: flag('close_on_backdrop', DEFAULT_CLOSE_RULES.closeOnBackdrop),
    preventClose: flag('prevent_close', DEFAULT_CLOSE_RULES.preventClose),
  };
}
