/** reCAPTCHA behind one interface: the form leads route asks it about `g-recaptcha-response`. */
export interface RecaptchaVerdict {
  ok: boolean;
  /** Why a token was refused (the verifier's error codes, or a low score). */
  reason?: string;
}

export interface RecaptchaVerifier {
  readonly name: string;
  /** False when no verifier is set up: forms then take leads without a token. */
  readonly configured: boolean;
  verify(token: string, remoteIp?: string): Promise<RecaptchaVerdict>;
}
