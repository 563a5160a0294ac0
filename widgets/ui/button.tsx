/**
 * A button that stays focusable when unavailable (`aria-disabled` instead of `disabled`), so focus
 * is not lost when paging reaches an end or a request is running.
 */
import type { ReactNode } from 'react';

export interface ButtonProps {
  children: ReactNode;
  onPress: () => void;
  unavailable?: boolean;
  variant?: 'primary' | 'secondary';
  part?: string;
  /** Stable hook for tests and host scripts, e.g. "next". */
  action?: string;
}

export function Button({ children, onPress, unavailable = false, variant = 'primary', part, action }: ButtonProps) {
  return (
    <button
      type="button"
      className={`lrdx-button lrdx-button--${variant}`}
      part={part}
      data-action={action}
      aria-disabled={unavailable ? 'true' : undefined}
      onClick={() => {
        if (!unavailable) onPress();
      }}
    >
      {children}
    </button>
  );
}
