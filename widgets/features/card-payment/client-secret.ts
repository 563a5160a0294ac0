/** The Stripe client secret of the payment in progress, between the actor that starts it and the one that confirms it. */
const SECRET_KEY = 'lrdx_card_payment';
let memory: { reference: string; clientSecret: string } | null = null;

/**
 * A Stripe client secret lets only this visitor confirm their own payment; it is kept for this tab
 * (sessionStorage), so a reload on the card step can still confirm.
 */
export function rememberClientSecret(reference: string, clientSecret: string | null): void {
  try {
    if (clientSecret) sessionStorage.setItem(SECRET_KEY, JSON.stringify({ reference, clientSecret }));
  } catch {
    // Storage refused (private mode): the secret lives only as long as this page.
  }
  memory = clientSecret ? { reference, clientSecret } : null;
}

export function recallClientSecret(reference: string): string | null {
  if (memory?.reference === reference) return memory.clientSecret;
  try {
    const stored = JSON.parse(sessionStorage.getItem(SECRET_KEY) ?? 'null') as { reference?: string; clientSecret?: string } | null;
    return stored?.reference === reference && stored.clientSecret ? stored.clientSecret : null;
  } catch {
    return null;
  }
}
