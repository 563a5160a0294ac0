/**
 * The checkouts' e-mail check on submit (POST /verification/email). A clear `valid: false` is a doubt
 * shown once per address: sending the same address again goes through (the service can be wrong).
 * A timeout or any failure never blocks (see `emailLooksDeliverable`).
 */
import { useState } from 'react';
import { emailLooksDeliverable } from './api.js';

export interface EmailCheck {
  /** The service is being asked. */
  checking: boolean;
  /** Whether the service doubted this address (the warning under the field). */
  doubted: (email: string) => boolean;
  /** Asks the service once per address; resolves false only the first time it doubts that address. */
  confirm: (email: string) => Promise<boolean>;
}

export function useEmailCheck(apiBase: string): EmailCheck {
  const [checked, setChecked] = useState<{ email: string; valid: boolean } | null>(null);
  const [checking, setChecking] = useState(false);
  return {
    checking,
    doubted: (email) => checked !== null && checked.email === email.trim() && !checked.valid,
    confirm: async (raw) => {
      const email = raw.trim();
      if (checked?.email === email) return true;
      setChecking(true);
      const valid = await emailLooksDeliverable(apiBase, email);
      setChecking(false);
      setChecked({ email, valid });
      return valid;
    },
  };
}
