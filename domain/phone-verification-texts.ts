/** English texts of the shared SMS phone check and e-mail check (keys are content slots of the flows that use them). */
const phoneVerificationEn = {
  phone_required_label: 'Phone number',
  phone_hint: 'For example +964 750 123 4567. We send you a code by SMS to check the number.',
  phone_send_code_button: 'Send code',
  phone_resend_code_button: 'Send a new code',
  phone_sending: 'Sending the code…',
  phone_code_sent: 'We have sent a code by SMS to {{phone}}. Enter it below.',
  phone_code_label: 'Code from the SMS',
  phone_verify_button: 'Verify',
  phone_verifying: 'Checking the code…',
  phone_verified: 'Your phone number {{phone}} is verified.',
  phone_resend_wait: 'You can ask for a new code in a moment.',
  phone_not_verified: 'Please verify your phone number to continue.',
  phone_error_wrong_code: 'This code is not right. Please check it and try again.',
  phone_error_expired: 'This code has expired. Please ask for a new one.',
  phone_error_too_many_attempts: 'Too many wrong codes. Please ask for a new one.',
  phone_error_rate_limited: 'Too many attempts. Please wait a moment and try again.',
  phone_error_sms_unavailable: 'The SMS service is not available right now. Please try again later.',
  phone_error_other: 'Something went wrong. Please try again.',
  email_check_warning: 'Please check this e-mail address. If it is right, send the form again.',
};

export type PhoneVerificationTexts = Record<keyof typeof phoneVerificationEn, string>;
export type PhoneVerificationTextKey = keyof typeof phoneVerificationEn;
export default phoneVerificationEn satisfies PhoneVerificationTexts;
