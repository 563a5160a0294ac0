/** Phone verification behind one interface: Twilio Verify in production, a local code store in development. */
export type CheckStatus = 'approved' | 'pending' | 'expired' | 'not_found' | 'max_attempts';

export interface PhoneVerifier {
  readonly name: string;
  start(phoneNumber: string): Promise<{ status: 'pending' }>;
  /** 'pending' means a wrong code with attempts left. */
  check(phoneNumber: string, code: string): Promise<{ status: CheckStatus }>;
}
