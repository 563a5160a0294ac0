/** Wire types of the verification routes (server/api/verification) the checkouts call. */

/** `POST /twilio/check_verification`: `valid` only when the vendor approved the code. */
export interface CodeCheckReply {
  data: { phone_number: string; status: string; valid: boolean };
}

/** `POST /verification/email`: whether the e-mail service thinks the address can receive mail. */
export interface EmailCheckReply {
  data: { valid: boolean; status: string; code?: 'TIMEOUT' | 'VALIDATION_ERROR' };
}
